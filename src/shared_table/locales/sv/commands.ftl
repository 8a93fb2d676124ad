## Commands: name, summary, argument, details and examples (core/commands.py).

table-cmd-turn = tur
table-cmd-turn-summary = vems tur det är och vad du kan göra nu
table-cmd-turn-details = Enter på en tom rad säger samma sak.
table-cmd-turn-examples = tur
table-cmd-turn-typed = vems tur, min tur, vems tur är det

table-cmd-last = upprepa
table-cmd-last-summary = säg det senaste meddelandet igen
table-cmd-last-examples = upprepa ; last
table-cmd-last-typed = igen, säg igen, repetera

table-cmd-history = historik
table-cmd-history-summary = det senaste som har hänt: tio händelser om du inte anger ett annat antal
table-cmd-history-argument = ett tal
table-cmd-history-examples = historik ; historik 30
table-cmd-history-typed = historia, händelser, logg

table-cmd-verbosity = detaljnivå
table-cmd-verbosity-summary = hur mycket som sägs
table-cmd-verbosity-examples = detaljnivå kort ; v full

table-cmd-hint = tips
table-cmd-hint-summary = vad en stark spelare skulle göra nu, och varför
table-cmd-hint-examples = tips
table-cmd-hint-typed = ledtråd, tipsa, ge tips

table-cmd-hints = tipsläge
table-cmd-hints-summary = få ett tips i början av varje tur, eller sluta med det
table-cmd-hints-examples = tipsläge på ; tipsläge av

table-cmd-braille = punktskrift
table-cmd-braille-summary = bordet sett från din plats, i Unicode-punktskrift, märkt som i punktskriftskortleken
table-cmd-braille-examples = punktskrift
table-cmd-braille-typed = braille

table-cmd-print = utskrift
table-cmd-print-summary = skriv en BRF-fil i punktskrift för en punktskrivare

table-cmd-replay = återberätta
table-cmd-replay-summary = spelet igen, som du upplevde det, en omgång eller del i taget
table-cmd-replay-argument = ett nummer, nästa eller allt
table-cmd-replay-details = Återberätta ensamt säger hur många omgångar det finns, eller delar i ett spel utan omgångar, och hur du ber om en. Återberätta omgång 3, eller återberätta 3, säger omgång 3 som du hörde den; återberätta nästa säger den efter den senaste du fick återberättad; återberätta allt säger hela spelet på en gång. När spelet är slut svarar historik, punktskrift, utskrift och återberätta fortfarande, med spelets egna frågor, tills du avslutar eller börjar ett nytt spel.
table-cmd-replay-examples = återberätta ; återberätta 3 ; återberätta nästa ; återberätta allt

table-cmd-new = nytt
table-cmd-new-summary = dela ut ett nytt spel med samma spelare; är det här spelet inte slut, får du bekräfta först
table-cmd-new-examples = nytt
table-cmd-new-typed = nytt spel, nytt parti, börja om

table-cmd-help = hjälp
table-cmd-help-summary = kommandona, eller mer om ett av dem
table-cmd-help-argument = ett kommando
table-cmd-help-examples = hjälp ; hjälp tips
table-cmd-help-typed = kommandon, hjälpa

table-cmd-quit = avsluta
table-cmd-quit-summary = sluta spela; du får bekräfta först
table-cmd-quit-examples = avsluta
table-cmd-quit-typed = sluta, sluta spela

table-cmd-sounds = ljud
table-cmd-sounds-summary = hör vart och ett av bordets ljud med sitt namn, slå på eller av ljud, eller ställ in volymen från 0 till 100
table-cmd-sounds-examples = ljud ; ljud av ; ljud 40
table-cmd-sounds-typed = ljuden

table-cmd-undo = ångra
table-cmd-undo-summary = ta tillbaka ditt senaste drag, så ofta du vill
table-cmd-undo-examples = ångra
table-cmd-undo-typed = ta tillbaka, ångra drag

## The words of the common commands' choices (verbosity, hints, print, replay).

table-cmd-verbosity-choice-brief = kort
table-cmd-verbosity-choice-normal = normal
table-cmd-verbosity-choice-full = full
table-cmd-verbosity-typed = {""}
table-cmd-hints-choice-on = på
table-cmd-hints-choice-off = av
table-cmd-hints-typed = {""}
table-cmd-sounds-choice-on = på
table-cmd-sounds-choice-off = av
table-cmd-print-choice-hand = hand
table-cmd-print-choice-scores = ställning
table-cmd-print-choice-table = bord
table-cmd-print-choice-piles = högar
table-cmd-print-typed = {""}
table-cmd-replay-choice-next = nästa
table-cmd-replay-choice-all = allt
table-cmd-replay-typed = {""}
