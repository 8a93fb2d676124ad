## Opdrachten: naam, samenvatting, argument, uitleg en voorbeelden (core/commands.py).

fc-cmd-draw = trek
fc-cmd-draw-summary = trek de bovenste kaart van de trekstapel
fc-cmd-draw-examples = trek
fc-cmd-draw-typed = trekken, trek een kaart, kaart trekken, neem, nemen, trek van de trekstapel, trek van de stapel, neem van de trekstapel, pak van de trekstapel

fc-cmd-take = pak
fc-cmd-take-summary = pak de bovenste kaart van de aflegstapel
fc-cmd-take-examples = pak
fc-cmd-take-typed = pakken, pak op, oppakken, neem, nemen, pak van de aflegstapel, neem van de aflegstapel, trek van de aflegstapel

fc-cmd-discard = afleggen
fc-cmd-discard-summary = leg een kaart af; passen je andere kaarten allemaal in setjes, dan ga je uit
fc-cmd-discard-argument = een kaart
fc-cmd-discard-details = Noem de kaart met haar nummer in je hand, met haar korte naam zoals 9h, 10st, Qsp of joker, met haar naam zoals harten 9, of met een afkorting die maar bij één kaart past. Een kleur, zoals schoppen of sp, noemt je kaarten van die kleur: de kaart, als je er één hebt, anders de keuzes.
fc-cmd-discard-examples = afleggen 3 ; afleggen 9h ; afleggen harten 9 ; x jo ; x schoppen
fc-cmd-discard-typed = leg af, leg, gooi weg, gooi, weggooien, leg weg, ga uit, uitgaan

fc-cmd-hand = hand
fc-cmd-hand-summary = je kaarten per kleur, wisselende jokers als laatste, elk met een nummer
fc-cmd-hand-examples = hand
fc-cmd-hand-typed = kaarten, mijn kaarten, mijn hand

fc-cmd-top = boven
fc-cmd-top-summary = de bovenste kaart van de aflegstapel en hoeveel kaarten de trekstapel heeft
fc-cmd-top-examples = boven
fc-cmd-top-typed = bovenop, bovenste kaart, aflegstapel

fc-cmd-wild = wisselend
fc-cmd-wild-summary = welke waarde deze ronde als joker geldt
fc-cmd-wild-examples = wisselend
fc-cmd-wild-typed = jokers, wisselende joker, wisselende jokers

fc-cmd-scores = stand
fc-cmd-scores-summary = ieders totaal en de punten van de laatste ronde
fc-cmd-scores-examples = stand
fc-cmd-scores-typed = score, punten, tussenstand, wat is de stand

fc-cmd-round = ronde
fc-cmd-round-summary = de ronde, de deler, wie uitging en hoeveel kaarten ieder heeft
fc-cmd-round-examples = ronde
fc-cmd-round-typed = welke ronde

fc-cmd-melds = setjes
fc-cmd-melds-summary = wat er deze ronde open op tafel is gelegd
fc-cmd-melds-examples = setjes
fc-cmd-melds-typed = setje, combinaties, opengelegd

fc-cmd-picks = gepakt
fc-cmd-picks-summary = wat elke speler deze ronde van de aflegstapel heeft gepakt, op volgorde
fc-cmd-picks-argument = de naam van een speler
fc-cmd-picks-examples = gepakt ; gepakt Ann
fc-cmd-picks-typed = opgepakt

fc-cmd-sort = sorteer
fc-cmd-sort-summary = noem je hand per kleur of per waarde
fc-cmd-sort-examples = sorteer waarde ; sorteer kleur

fivecrowns-title = Five Crowns
fc-points = punten
fc-cmd-sort-choice-suit = kleur
fc-cmd-sort-choice-rank = waarde
fc-cmd-sort-typed = sorteren, ordenen, orden
fc-cmd-sort-choice-suit-typed = {""}
fc-cmd-sort-choice-rank-typed = {""}
