## Skipanir: heiti, samantekt, rök, nánari lýsing og dæmi (core/commands.py).

fcc-cmd-players = leikmenn
fcc-cmd-players-summary = hverjir spila, í sætaröð, og nýtt blað byrjar
fcc-cmd-players-argument = nöfnin
fcc-cmd-players-details = Aðskildu nöfnin með kommum, þá getur nafn haft bil, eða með bilum. Sá fyrsti gefur fyrst nema þú segir annað með gjafari. Leikmönnum má breyta þar til umferð 1 er talin.
fcc-cmd-players-examples = leikmenn Ann, Bob, Cy ; leikmenn Ann Bob Cy
fcc-cmd-players-typed = leikmennirnir

fcc-cmd-dealer = gjafari
fcc-cmd-dealer-summary = hver gaf í umferð 1; hver síðari gjafari fylgir til vinstri
fcc-cmd-dealer-argument = nafn
fcc-cmd-dealer-details = Þegar umferðir eru taldar er fyrst spurt um nýjan fyrsta gjafara: það breytir því hver gaf í þeim, og aðeins já breytir því.
fcc-cmd-dealer-examples = gjafari Bob
fcc-cmd-dealer-typed = gjafarinn

fcc-cmd-round = umferð
fcc-cmd-round-summary = umferðin sem er spiluð: hver gefur, hversu mörg spil, hvað gildir allt, hver byrjar
fcc-cmd-round-details = Enter á tómri línu segir það sama, styttra.
fcc-cmd-round-examples = umferð
fcc-cmd-round-typed = {""}

fcc-cmd-check = athuga
fcc-cmd-check-summary = athuga hönd í hljóði: bestu raðirnar, stig sem eftir eru, hvort hægt er að loka
fcc-cmd-check-argument = spilin
fcc-cmd-check-details = Það sem gildir allt er gildi umferðarinnar, nema þú endir á gildir og gildi. Svarið er það sama og í shared-table check.
fcc-cmd-check-examples = athuga 5c 6c 7c Dh Dd jóker 8h ; athuga stjarna 7, hjarta 7, jóker ; athuga 5c 6c 7c gildir 8
fcc-cmd-check-typed = athugaðu, skoða, skoðaðu

fcc-cmd-score = telja
fcc-cmd-score-summary = telja umferðina sem var að ljúka, leikmann fyrir leikmann
fcc-cmd-score-details = Skrifaðu fyrir hvern leikmann stigin, til dæmis 12, lokaði fyrir leikmanninn sem lokaði, eða spilin sem eftir eru á hendi, til dæmis 7c Dh jóker, sem eru talin með gildi umferðarinnar og lesin aftur: ýttu á Enter til að halda þeim. til baka fer aftur um einn leikmann, hætta við stöðvar án þess að telja.
fcc-cmd-score-examples = telja
fcc-cmd-score-typed = teldu, telja umferðina, skrá stig

fcc-cmd-edit = breyta
fcc-cmd-edit-summary = leiðrétta stig leikmanns í hvaða talinni umferð sem er
fcc-cmd-edit-argument = umferð, nafn og stig
fcc-cmd-edit-details = Sleppa má umferðinni: þá er það síðasta talda umferðin. Staðan er sögð aftur.
fcc-cmd-edit-examples = breyta 3 Bob 12 ; breyta 3 Bob lokaði ; breyta 3 Bob 7c Dh ; breyta Bob 15
fcc-cmd-edit-typed = breyttu, leiðrétta, leiðréttu

fcc-cmd-undo = afturkalla
fcc-cmd-undo-summary = taka síðustu breytingu til baka: talda umferð, leiðréttingu eða gjafarann
fcc-cmd-undo-details = Breytingar má afturkalla eina í einu aftur til þess þegar blaðið var opnað.
fcc-cmd-undo-examples = afturkalla
fcc-cmd-undo-typed = afturkallaðu

fcc-cmd-sheet = blað
fcc-cmd-sheet-summary = stigablaðið, línu fyrir línu; eða ein umferð í heild
fcc-cmd-sheet-argument = númer umferðar
fcc-cmd-sheet-examples = blað ; blað 3
fcc-cmd-sheet-typed = blaðið, stigablað, stigablaðið

fcc-cmd-totals = staða
fcc-cmd-totals-summary = samtala hvers leikmanns, hver er með forystu og hversu langt hinir eru á eftir
fcc-cmd-totals-examples = staða
fcc-cmd-totals-typed = staðan, stigin, stig

fcc-cmd-braille = punktaletur
fcc-cmd-braille-summary = stigablaðið á Unicode punktaletri
fcc-cmd-braille-examples = punktaletur blað
fcc-cmd-braille-typed = {""}

fcc-cmd-print = prenta
fcc-cmd-print-summary = skrifa stigablaðið í skrár fyrir prentara og punktaletursprentara
fcc-cmd-print-examples = prenta blað
fcc-cmd-print-typed = {""}

fcc-cmd-sheets = vistuð
fcc-cmd-sheets-summary = vistuðu blöðin
fcc-cmd-sheets-examples = vistuð
fcc-cmd-sheets-typed = vistuð blöð

fcc-cmd-resume = áfram
fcc-cmd-resume-summary = opna vistað blað: það síðasta ókláraða, eða það með númerinu
fcc-cmd-resume-argument = númer blaðs
fcc-cmd-resume-examples = áfram ; áfram 3
fcc-cmd-resume-typed = halda áfram, haltu áfram, opna

fcc-cmd-new = nýtt
fcc-cmd-new-summary = byrja nýtt blað; þetta helst vistað
fcc-cmd-new-examples = nýtt
fcc-cmd-new-typed = nýtt blað

fcc-cmd-last = endurtaka
fcc-cmd-last-summary = segja síðasta svarið aftur
fcc-cmd-last-examples = endurtaka ; last
fcc-cmd-last-typed = endurtaktu, segðu aftur

fcc-cmd-help = hjálp
fcc-cmd-help-summary = skipanirnar, eða meira um eina
fcc-cmd-help-argument = skipun
fcc-cmd-help-examples = hjálp ; hjálp telja
fcc-cmd-help-typed = hjálpa, skipanir

fcc-cmd-quit = hætta
fcc-cmd-quit-summary = hætta; blaðið er þegar vistað
fcc-cmd-quit-examples = hætta
fcc-cmd-quit-typed = hættu
fcc-title = Stigavörður
