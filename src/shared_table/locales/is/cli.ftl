## The command line: argparse's help and errors, and the sub-commands' own words (cli.py).

cli-description = Spilaborð þar sem aðgengi er í fyrirrúmi: { $titles }.
cli-usage = notkun:
cli-positionals = staðsetningarbreytur
cli-options = valkostir
cli-help-help = sýna þessa hjálp og hætta
cli-version-help = sýna útgáfunúmer forritsins og hætta
cli-language-help = tungumál alls sem er sagt: { $codes } (sjálfgefið: tungumál stillingaskrárinnar, annars staðfærslunnar, annars enska)
cli-usage-error = { $prog }: { $problem }. Prófaðu: { $prog } --help
cli-stopped = Stöðvað.
cli-stdout-closed = shared-table: staðalúttak er lokað, svo ekkert er hægt að sýna: hafðu það opið, í skjáhermi, skrá eða pípu.

## argparse's own errors, said again in the language.

cli-argparse-argument = breyta { $option }: { $problem }
cli-argparse-invalid-choice = ógilt val: { $given } (veldu úr { $choices })
cli-argparse-required = þessar breytur vantar: { $names }
cli-argparse-unrecognized = óþekktar breytur: { $given }
cli-argparse-one-argument = bjóst við einni breytu
cli-argparse-invalid-number = ógild heiltala: { $given }

## Sub-commands and their options.

cli-play-help = spila við tölvuna eða fleiri við eitt lyklaborð, gert fyrir skjálesara
cli-play-description = Spilaðu við tölvuspilara, eða skiptist á við lyklaborðið. Spilin: { $games }. Skrifaðu hjálp í spilinu til að heyra skipanir þess.
cli-play-game-listing = { $name } ({ $title }, { $seats })
cli-game-help = hvaða spil: { $names } (sjálfgefið { $default })
cli-option-help = { $title }: { $help }
cli-players-help = leikmenn við borðið, þú þar á meðal (sjálfgefið 3, eða það sem spilið tekur; með --humans eða --guests eitt sæti fyrir hverja manneskju og hvert stig í --bots)
cli-bots-help = stig tölvuspilaranna, eitt á sæti: easy, medium, hard; í Five Crowns líka expert (sjálfgefið medium)
## The name a player has at the table when they give none (--name, or the config's name).
cli-default-name = Leikmaður
cli-name-help = nafnið þitt við borðið (sjálfgefið { cli-default-name })
cli-humans-help = skiptast á: fleiri manneskjur sem deila þessu lyklaborði, í röð sætanna
cli-seed-help = tala sem gerir gjöfina eins í hvert sinn
cli-verbosity-help = hversu mikið er sagt (sjálfgefið normal)
cli-hints-help = fá vísbendingu í hvert sinn sem þú átt leik (vísbendingar á)
cli-sounds-help = stutt hljóð fyrir hvaðeina sem gerist við borðið (sjálfgefið on)
cli-volume-help = hve hátt hljóðin eru, frá 0 til 100 (sjálfgefið 60)
cli-volume-bad = enginn hljóðstyrkur { $given }: gefðu upp heila tölu frá 0 til 100, til dæmis --volume 40
cli-sounds-wav-help = skrifa hljóð spilsins í þessa WAV-skrá í stað þess að spila þau
cli-resume-help = halda áfram með síðasta ókláraða spilið, eða spilið GAME
cli-no-save-help = ekki vista þetta spil
cli-plain-help = einfaldar línur inn og út, engin línuvinnsla eða stýriraðir
cli-speech-help = tala í gegnum skjálesarann þinn, okkar eigin rödd (tts), þá fyrstu sem virkar (auto), eða alls ekki (sjálfgefið { $default ->
    [off] off
   *[other] { $default }
})
cli-voice-help = rödd okkar eigin talgervils: auðkenni eða nafn úr shared-table voices
cli-rate-help = hraði okkar eigin talgervils í orðum á mínútu (50 til 500)
cli-speak-help = segja texta með talvél, til að prófa raddir og hraða
cli-speak-description = Segðu TEXT með völdu talvélinni, eða skrifaðu hljóð okkar eigin raddar í WAV-skrá.
cli-wav-help = skrifa hljóð okkar eigin raddar í FILE í stað þess að spila það
cli-replace-help = skrifa yfir FILE sem er þegar til (aðeins venjulega skrá)
cli-text-help = það sem á að segja
cli-voices-help = telja upp raddir okkar eigin talgervils (fyrir --voice)
cli-config-help = hvar stillingaskráin er, og hvað hún stillir
cli-languages-help = tungumálin sem eru til, hvert með sinni rödd og punktaletrstöflu
cli-games-help = telja upp vistuð spil af öllum gerðum, eða eyða einu
cli-games-description = Telja upp vistuðu spilin.
cli-delete-help = eyða vistaða spilinu GAME
cli-replay-help = segja frá vistuðu spili frá sjónarhóli eins sætis
cli-replay-description = Segja frá kláruðu eða ókláruðu vistuðu spili eins og eitt sæti upplifði það.
cli-replay-game-help = númer spilsins, úr shared-table games
cli-replay-round-help = segja aðeins frá umferð N, eða hluta N í spili án umferða
cli-seat-help = sjónarhóll hvers (sjálfgefið: spilarans)
cli-tournament-help = spila heil spil milli tölvuspilara og bera saman stig þeirra
cli-tournament-description = Spilaðu N spil milli tölvuspilara, með skiptum sætum, og sýndu meðaltal hvers sætis, 95 % bil þess og sigra.
cli-games-count-help = hversu mörg spil (sjálfgefið 100)
cli-seats-help = eitt stig á sæti: { $levels }
cli-seats-levels = { $name }: { $levels }
cli-tournament-seed-help = tala sem gerir mótið eins í hvert sinn
cli-json-help = einn JSON-hlutur: {"{"}"games": N, "seats": [...]{"}"}

## shared-table languages

cli-language-line = { $code }: { $name }, { $english }; rödd { $voice }; punktaletrstafla { $braille }.
cli-problem = { $prog }: { $problem }.
cli-output-failed = { $stream ->
    [error] Staðalvilluúttak
   *[output] Staðalúttak
}: ekki er hægt að skrifa ({ $reason }): { $fix ->
    [space] losaðu pláss á diskinum, eða sendu úttakið annað
    [limit] hækkaðu mörk skráarstærðar (ulimit -f), eða sendu úttakið annað
   *[other] sendu úttakið annað
}.
