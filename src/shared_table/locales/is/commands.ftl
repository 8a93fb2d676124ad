## Commands: name, summary, argument, details and examples (core/commands.py).

table-cmd-turn = leikur
table-cmd-turn-summary = hver á leik og hvað þú getur gert núna
table-cmd-turn-details = Enter á tómri línu segir það sama.
table-cmd-turn-examples = leikur
table-cmd-turn-typed = hver á leik, á ég leik, leik

table-cmd-last = endurtaka
table-cmd-last-summary = segja síðustu tilkynningu aftur
table-cmd-last-examples = endurtaka ; last
table-cmd-last-typed = endurtaktu, segðu aftur, aftur

table-cmd-history = saga
table-cmd-history-summary = það sem gerðist síðast, 10 atriði nema þú gefir upp tölu
table-cmd-history-argument = tala
table-cmd-history-examples = saga ; saga 30
table-cmd-history-typed = sagan, hvað gerðist

table-cmd-verbosity = nákvæmni
table-cmd-verbosity-summary = hversu mikið er sagt
table-cmd-verbosity-examples = nákvæmni stutt ; v ítarlegt

table-cmd-hint = vísbending
table-cmd-hint-summary = hvað sterkur leikmaður myndi gera núna og hvers vegna
table-cmd-hint-examples = vísbending
table-cmd-hint-typed = vísbendingu, ráð, gefðu ráð

table-cmd-hints = vísbendingar
table-cmd-hints-summary = fá vísbendingu í hvert sinn sem þú átt leik, eða hætta því
table-cmd-hints-examples = vísbendingar á ; vísbendingar af

table-cmd-braille = punktaletur
table-cmd-braille-summary = borðið eins og sætið þitt sér það, í Unicode-punktaletri, merkt eins og spilin í punktaletri
table-cmd-braille-examples = punktaletur
table-cmd-braille-typed = blindraletur

table-cmd-print = prenta
table-cmd-print-summary = skrifa BRF-skrá í punktaletri fyrir punktaletursprentara

table-cmd-replay = upprifjun
table-cmd-replay-summary = spilið aftur, eins og þú upplifðir það, ein umferð eða einn hluti í einu
table-cmd-replay-argument = númer, næsta eða allt
table-cmd-replay-details = Upprifjun ein og sér segir hve margar umferðir eru, eða hlutar í spili án umferða, og hvernig þú biður um eina. Upprifjun umferð 3, eða upprifjun 3, segir frá umferð 3 eins og þú heyrðir hana; upprifjun næsta segir frá þeirri sem kemur á eftir þeirri síðustu sem þú rifjaðir upp; upprifjun allt segir frá öllu spilinu í einu. Þegar spilinu er lokið svara saga, punktaletur, prenta og upprifjun enn, ásamt spurningum spilsins sjálfs, þar til þú hættir eða byrjar nýtt spil.
table-cmd-replay-examples = upprifjun ; upprifjun 3 ; upprifjun næsta ; upprifjun allt

table-cmd-new = nýtt
table-cmd-new-summary = gefa nýtt spil með sömu leikmönnum, eftir að hafa spurt ef þessu er ekki lokið
table-cmd-new-examples = nýtt
table-cmd-new-typed = nýtt spil, byrja aftur

table-cmd-help = hjálp
table-cmd-help-summary = skipanirnar, eða meira um eina þeirra
table-cmd-help-argument = skipun
table-cmd-help-examples = hjálp ; hjálp vísbending
table-cmd-help-typed = hjálpa, hjálpaðu, skipanir

table-cmd-quit = hætta
table-cmd-quit-summary = stöðva spilið, eftir að hafa spurt
table-cmd-quit-examples = hætta
table-cmd-quit-typed = hættu, hætta spilinu

table-cmd-sounds = hljóð
table-cmd-sounds-summary = heyra hvert hljóð borðsins með heiti sínu, kveikja eða slökkva á hljóðum, eða stilla styrk þeirra frá 0 til 100
table-cmd-sounds-examples = hljóð ; hljóð af ; hljóð 40
table-cmd-sounds-typed = hljóðin

table-cmd-undo = afturkalla
table-cmd-undo-summary = taka síðasta leikinn þinn til baka, eins oft og þú vilt
table-cmd-undo-examples = afturkalla
table-cmd-undo-typed = afturkallaðu, taka til baka, taktu til baka

## The words of the common commands' choices (verbosity, hints, print, replay).

table-cmd-verbosity-choice-brief = stutt
table-cmd-verbosity-choice-normal = venjulegt
table-cmd-verbosity-choice-full = ítarlegt
table-cmd-verbosity-typed = {""}
table-cmd-hints-choice-on = á
table-cmd-hints-choice-off = af
table-cmd-hints-typed = {""}
table-cmd-sounds-choice-on = á
table-cmd-sounds-choice-off = af
table-cmd-print-choice-hand = hönd
table-cmd-print-choice-scores = stig
table-cmd-print-choice-table = borð
table-cmd-print-choice-piles = bunkar
table-cmd-print-typed = {""}
table-cmd-replay-choice-next = næsta
table-cmd-replay-choice-all = allt
table-cmd-replay-typed = {""}
