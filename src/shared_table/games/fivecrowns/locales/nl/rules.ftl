## Weigeringen van de regels (rules/state.py).

fc-player-count = { $count } spelers: Five Crowns is voor { $min } tot { $max } spelers (vanaf 8 met twee sets)
fc-player-no-name = elke speler heeft een naam nodig
fc-player-same-name = twee spelers hebben dezelfde naam: geef ieder een eigen naam
fc-no-seat = geen plaats { $seat }: de plaatsen zijn 0 tot en met { $last }
fc-not-a-move = { $action } is geen zet in Five Crowns: trekken, de afgelegde kaart pakken, afleggen of uitgaan
fc-has-drawn = { $name } heeft al getrokken: leg nu een kaart af, of ga uit
fc-must-draw = eerst trekken: van de trekstapel, of pak de bovenste afgelegde kaart
fc-over = het spel is voorbij
fc-not-their-turn = { $current } is aan de beurt, niet { $name }
fc-pile-empty = de aflegstapel is leeg: trek van de trekstapel
fc-stock-empty = de trekstapel is leeg en de aflegstapel heeft alleen de bovenste kaart: pak de bovenste afgelegde kaart
fc-not-held = { $name } heeft geen { $card }
fc-cannot-go-out = uitgaan door { $card } af te leggen kan niet: er blijven { $points } punten over
fc-no-bot-level = geen computerniveau "{ $given }": de niveaus zijn { $levels }

## Een opgeslagen spel dat niet te lezen is (rules/codec.py).
fc-save-not-a-move = geen opgeslagen zet: { $value }
fc-save-keys = een opgeslagen { $move } heeft de sleutels { $keys }, niet { $value }
fc-save-no-card = een opgeslagen { $move } zonder kaart: { $value }
fc-save-card = een kaart schrijf je als 7st of joker, niet { $value }
fc-save-suit = een kleur is een van { $suits }, niet { $value }
