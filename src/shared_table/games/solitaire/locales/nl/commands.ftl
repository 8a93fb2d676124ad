## Commands: name, summary, argument, details and examples (core/commands.py).

sol-cmd-piles = stapels
sol-cmd-piles-summary = elke open stapel op een eigen regel: het nummer, welke kaarten als joker gelden en de punten erin
sol-cmd-piles-examples = stapels
sol-cmd-piles-typed = {""}

sol-cmd-pile = stapel
sol-cmd-pile-summary = de kaarten van één stapel, genummerd, en hoe ze het best in setjes passen
sol-cmd-pile-argument = een stapelnummer
sol-cmd-pile-details = Met deze nummers noem je bij speel de kaart die eruit gaat.
sol-cmd-pile-examples = stapel 3
sol-cmd-pile-typed = {""}

sol-cmd-card = kaart
sol-cmd-card-summary = de omgedraaide kaart, die je moet spelen, en hoeveel kaarten de trekstapel nog heeft
sol-cmd-card-examples = kaart
sol-cmd-card-typed = omgedraaide kaart, welke kaart

sol-cmd-stock = trekstapel
sol-cmd-stock-summary = hoeveel kaarten er nog in de trekstapel zitten en hoeveel er zijn afgelegd
sol-cmd-stock-examples = trekstapel
sol-cmd-stock-typed = voorraad

sol-cmd-play = speel
sol-cmd-play-summary = de omgedraaide kaart gaat in een stapel, en een kaart die je noemt gaat eruit en wordt afgelegd
sol-cmd-play-argument = een stapelnummer, uit en een kaart
sol-cmd-play-details = Noem de kaart die eruit gaat bij haar nummer in de lijst van de stapel of bij haar naam; uit mag je weglaten. Een stapel waarvan alle kaarten in setjes passen, gaat uit. Typ pas om de omgedraaide kaart te laten gaan.
sol-cmd-play-examples = speel 3 uit klaverenheer ; speel 3 uit 2 ; speel 6 uit jd
sol-cmd-play-typed = spelen, leg, speel, ruil

sol-cmd-pass = pas
sol-cmd-pass-summary = leg de omgedraaide kaart meteen af, zonder een stapel te veranderen
sol-cmd-pass-examples = pas
sol-cmd-pass-typed = passen, leg af, afleggen

sol-cmd-discards = afgelegd
sol-cmd-discards-summary = de dode kaarten, de laatste eerst
sol-cmd-discards-examples = afgelegd
sol-cmd-discards-typed = aflegstapel, afgelegde kaarten

solitaire-title = Five Crowns solitair
sol-points = stapels uit
