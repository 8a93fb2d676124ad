## Verkfæri Five Crowns: `shared-table check` (tools/check.py) og `shared-table braille` (tools/braille.py).

## Handarathugunin.
fct-check-fail = shared-table check: { $problem }
fct-no-cards = engin spil nefnd: nefndu þau eins og 7st 10h Dsp jóker
fct-too-many-cards = { $cards ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $cards }
    } spil nefnd: hönd til að athuga hefur 1 til { $most ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $most }
    } spil
fct-no-wild = { $cards ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $cards }
    } spil og ekkert gildi sem gildir allt: segðu með --wild hvaða gildi gildir allt, eitt af 3 til 10, gosi, drottning eða kóngur
fct-stdin-closed = staðalinntak er lokað, svo engar hendur er hægt að lesa þaðan: nefndu spilin á eftir check, til dæmis check 5c 6c 7c, eða sendu hendur inn um pípu.
fct-prompt = Skrifaðu hönd á eina línu, til dæmis: 5c 6c 7c Dh Dd jóker 8h. Tóm lína endar.
fct-line-error = Lína { $line }: { $problem }.
fct-cli-help = Five Crowns: hvers virði hönd er, hvernig hún er lögð niður og hverju á að henda
fct-cli-description = Athugaðu hönd. Án spila eru hendur lesnar úr staðalinntaki, ein í hverri línu.
fct-cli-wild = gildið sem gildir allt: 3 til 10, gosi, drottning eða kóngur (sjálfgefið: fjöldi spila)
fct-cli-json = svaraðu með einum JSON hlut fyrir hverja hönd
fct-cli-cards = spil eins og 7st 10h Gd Dsp Kc jóker, 7★, hjarta 7

## Útprentanir á punktaletri.
fct-braille-fail = shared-table braille: { $problem }
fct-braille-which-printout = shared-table braille: segðu hvaða útprentun: hand eða scores. Reyndu: shared-table braille --help
fct-braille-players = --players { $given }: spil tekur { $least } til { $most }
fct-braille-unreadable = ekki er hægt að lesa { $path } ({ $reason })
fct-braille-too-big = { $path } er yfir { NUMBER($most, useGrouping: 0) } bæti: stigablað er miklu minna
fct-braille-not-json = { $path } er ekki JSON ({ $reason })
fct-braille-no-players = { $path } hefur ekkert "players": gefðu lista af nöfnum, til dæmis { $example }
fct-braille-bad-rounds = { $path }: "rounds" verður að vera listi af umferðum, hver listi með einni stigatölu fyrir hvern leikmann
fct-braille-not-five-crowns = spil { $game } er spil af { $title }, sem hefur ekkert stigablað
fct-braille-which-game = segðu hvaða spil, á einn hátt: --game SPIL (vistað spil), --from-json SKRÁ, eða --seed S (spil milli tölvuleikmanna)
fct-braille-no-braille-out = shared-table braille: staðalúttak getur ekki sýnt punktaletursstafi (stafataflan er { $encoding }): veldu UTF-8 staðfærslu, notaðu --format brf, eða skrifaðu skrá með --out SKRÁ.
fct-braille-exists = shared-table braille: { $path } er þegar til: gefðu annað nafn, eða bættu við --replace til að skrifa yfir hana.
fct-braille-link = shared-table braille: { $path } er tákntengill, sem er aldrei fylgt: gefðu nafn skrárinnar sjálfrar.
fct-braille-cannot-write = shared-table braille: get ekki skrifað { $path } ({ $reason }).
fct-braille-written = { $format ->
        [brf] BRF fyrir punktaletursprentara
       *[unicode] Unicode punktaletur
    } skrifað í { $path }.
fct-cli-braille-help = Five Crowns: hönd eða stigablaðið á punktaletri: Unicode punktaletur, eða BRF fyrir punktaletursprentara
fct-cli-braille-description = Útprentanir á punktaletri gegnum liblouis, merktar eins og punktaletursstokkurinn merkir spilin.
fct-cli-hand-help = hönd eftir sortum, með því sem gildir allt og bestu niðurröðun
fct-cli-hand-description = Yfirlit handar á punktaletri: höndin eftir sortum, það sem gildir allt, bestu raðirnar, og hvað er eftir.
fct-cli-scores-help = stigablað: lína fyrir hverja umferð, dálkur fyrir hvern leikmann, samtölurnar
fct-cli-scores-description = Stigablað vistaðs spils (--game, númerað eins og í shared-table games), JSON skrár {"{"}"players": [...], "rounds": [[...], ...]{"}"} með einni stigatölu fyrir hvern leikmann í hverri umferð, eða spils milli tölvuleikmanna (--seed).
fct-cli-game = vistað spil, búið eða ekki, eftir númeri þess í shared-table games
fct-cli-seed = spilaðu heilt spil milli tölvuleikmanna með þessu fræi
fct-cli-players = með --seed: hversu margir leikmenn, 2 til 14 (sjálfgefið 3)
fct-cli-bots = með --seed: easy, medium, hard eða expert (sjálfgefið medium)
fct-cli-from-json = leikmennirnir og umferðirnar sem eru taldar hingað til, úr JSON skrá
fct-cli-format = unicode (punktaletur fyrir skjá eða punktaletursskjá) eða brf (fyrir punktaletursprentara); sjálfgefið: stillingarinnar, annars unicode
fct-cli-table = punktaletursstafatafla: is (íslenska, sjálfgefið, aðeins unicode), ueb eða ebae (enska), da, sv, nb, fi, nl, fr
fct-cli-out = skrifaðu útprentunina í SKRÁ, nýja skrá, í stað staðalúttaks
fct-cli-replace = með --out: skrifaðu yfir SKRÁ ef hún er til (aldrei gegnum tengil)
