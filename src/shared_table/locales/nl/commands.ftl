## Commands: name, summary, argument, details and examples (core/commands.py).

table-cmd-turn = beurt
table-cmd-turn-summary = wie er aan de beurt is en wat je nu kunt doen
table-cmd-turn-details = Enter op een lege regel zegt hetzelfde.
table-cmd-turn-examples = beurt
table-cmd-turn-typed = aan de beurt, wat nu

table-cmd-last = herhaal
table-cmd-last-summary = zeg de laatste mededeling nog eens
table-cmd-last-examples = herhaal ; last
table-cmd-last-typed = herhalen, nog eens, nog een keer

table-cmd-history = geschiedenis
table-cmd-history-summary = wat er het laatst is gebeurd, 10 dingen tenzij je een getal geeft
table-cmd-history-argument = een getal
table-cmd-history-examples = geschiedenis ; geschiedenis 30
table-cmd-history-typed = wat gebeurde er, verloop

table-cmd-verbosity = detail
table-cmd-verbosity-summary = hoeveel er wordt gezegd
table-cmd-verbosity-examples = detail kort ; v volledig

table-cmd-hint = tip
table-cmd-hint-summary = wat een sterke speler nu zou doen, en waarom
table-cmd-hint-examples = tip
table-cmd-hint-typed = advies, geef een tip, wat moet ik

table-cmd-hints = tips
table-cmd-hints-summary = een tip aan het begin van elke beurt van jou, of daarmee stoppen
table-cmd-hints-examples = tips aan ; tips uit

table-cmd-braille = braille
table-cmd-braille-summary = de tafel zoals jouw plaats die ziet, in Unicode-braille, gelabeld zoals de braillekaarten
table-cmd-braille-examples = braille
table-cmd-braille-typed = {""}

table-cmd-print = afdrukken
table-cmd-print-summary = schrijf een BRF-braillebestand voor een brailleprinter

table-cmd-replay = terugblik
table-cmd-replay-summary = het spel opnieuw, zoals jij het meemaakte, één ronde of deel tegelijk
table-cmd-replay-argument = een nummer, volgende of alles
table-cmd-replay-details = Terugblik alleen zegt hoeveel rondes er zijn, of delen in een spel zonder rondes, en hoe je er een vraagt. Terugblik ronde 3, of terugblik 3, zegt ronde 3 zoals jij die hoorde; terugblik volgende zegt de ronde na de laatste die je terugluisterde; terugblik alles zegt het hele spel in één keer. Als het spel voorbij is, antwoorden geschiedenis, braille, afdrukken en terugblik nog steeds, met de eigen vragen van het spel, tot je stopt of een nieuw spel begint.
table-cmd-replay-examples = terugblik ; terugblik 3 ; terugblik volgende ; terugblik alles

table-cmd-new = nieuw
table-cmd-new-summary = deel een nieuw spel met dezelfde spelers, na bevestiging als dit spel nog niet voorbij is
table-cmd-new-examples = nieuw
table-cmd-new-typed = nieuw spel, opnieuw beginnen

table-cmd-help = help
table-cmd-help-summary = de opdrachten, of meer over één ervan
table-cmd-help-argument = een opdracht
table-cmd-help-examples = help ; help tip
table-cmd-help-typed = hulp, opdrachten, uitleg

table-cmd-quit = stop
table-cmd-quit-summary = stop met spelen, na bevestiging
table-cmd-quit-examples = stop
table-cmd-quit-typed = stoppen, afsluiten, ophouden

table-cmd-sounds = geluiden
table-cmd-sounds-summary = hoor elk geluid van de tafel met zijn naam, zet geluiden aan of uit, of stel het volume in van 0 tot 100
table-cmd-sounds-examples = geluiden ; geluiden uit ; geluiden 40
table-cmd-sounds-typed = geluid

table-cmd-undo = terugnemen
table-cmd-undo-summary = neem je laatste zet terug, zo vaak als je wilt
table-cmd-undo-examples = terugnemen
table-cmd-undo-typed = neem terug, ongedaan maken, maak ongedaan

## The words of the common commands' choices (verbosity, hints, print, replay).

table-cmd-verbosity-choice-brief = kort
table-cmd-verbosity-choice-normal = normaal
table-cmd-verbosity-choice-full = volledig
table-cmd-verbosity-typed = details, uitvoerigheid
table-cmd-hints-choice-on = aan
table-cmd-hints-choice-off = uit
table-cmd-hints-typed = {""}
table-cmd-sounds-choice-on = aan
table-cmd-sounds-choice-off = uit
table-cmd-print-choice-hand = hand
table-cmd-print-choice-scores = punten
table-cmd-print-choice-table = tafel
table-cmd-print-choice-piles = stapels
table-cmd-print-typed = druk af, druk, printen, print uit
table-cmd-replay-choice-next = volgende
table-cmd-replay-choice-all = alles
table-cmd-replay-typed = terugblikken, terugluisteren, terugkijken
