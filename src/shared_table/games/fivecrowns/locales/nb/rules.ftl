## Reglenes avslag (rules/state.py).

fc-player-count = { $count } spillere: Five Crowns er for { $min } til { $max } (8 eller flere bruker to kortstokker)
fc-player-no-name = hver spiller trenger et navn
fc-player-same-name = to spillere har samme navn: gi hver sitt navn
fc-no-seat = ingen plass { $seat }: plassene er 0 til { $last }
fc-not-a-move = { $action } er ikke et trekk i Five Crowns: trekk, ta fra kastebunken, kast eller gå ut
fc-has-drawn = { $name } har allerede trukket: kast nå et kort, eller gå ut
fc-must-draw = trekk først: fra trekkebunken, eller ta det øverste kortet på kastebunken
fc-over = spillet er over
fc-not-their-turn = det er { $current } sin tur, ikke { $name } sin
fc-pile-empty = kastebunken er tom: trekk fra trekkebunken
fc-stock-empty = trekkebunken er tom, og kastebunken har bare det øverste kortet: ta det øverste kortet på kastebunken
fc-not-held = { $name } har ikke { $card }
fc-cannot-go-out = kan ikke gå ut ved å kaste { $card }: { $points } poeng ville bli igjen
fc-no-bot-level = ukjent nivå "{ $given }" for dataspillere: nivåene er { $levels }

## Et lagret spill som ikke kan leses (rules/codec.py).
fc-save-not-a-move = ikke et lagret trekk: { $value }
fc-save-keys = et lagret { $move } har nøklene { $keys }, ikke { $value }
fc-save-no-card = et lagret { $move } uten kort: { $value }
fc-save-card = et kort skrives som 7st eller joker, ikke { $value }
fc-save-suit = en sort er en av { $suits }, ikke { $value }
