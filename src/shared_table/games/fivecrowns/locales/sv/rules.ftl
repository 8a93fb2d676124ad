## Reglernas avslag (rules/state.py).

fc-player-count = { $count } spelare: Five Crowns är för { $min } till { $max } (8 eller fler använder två kortlekar)
fc-player-no-name = varje spelare behöver ett namn
fc-player-same-name = två spelare har samma namn: ge var och en ett eget
fc-no-seat = ingen plats { $seat }: platserna är 0 till { $last }
fc-not-a-move = { $action } är inget drag i Five Crowns: dra, ta från kasthögen, kasta eller gå ut
fc-has-drawn = { $name } har redan dragit: kasta nu ett kort, eller gå ut
fc-must-draw = dra först: från draghögen, eller ta det översta kortet på kasthögen
fc-over = spelet är slut
fc-not-their-turn = det är { GENITIVE($current, sibilant: "") } tur, inte { GENITIVE($name, sibilant: "") }
fc-pile-empty = kasthögen är tom: dra från draghögen
fc-stock-empty = draghögen är tom och kasthögen har bara sitt översta kort: ta det översta kortet på kasthögen
fc-not-held = { $name } har inte { $card }
fc-cannot-go-out = kan inte gå ut genom att kasta { $card }: { $points } poäng skulle bli kvar
fc-no-bot-level = ingen datornivå "{ $given }": nivåerna är { $levels }

## Ett sparat spel som inte går att läsa (rules/codec.py).
fc-save-not-a-move = inget sparat drag: { $value }
fc-save-keys = ett sparat { $move } har nycklarna { $keys }, inte { $value }
fc-save-no-card = ett sparat { $move } utan kort: { $value }
fc-save-card = ett kort skrivs som 7st eller joker, inte { $value }
fc-save-suit = en svit är en av { $suits }, inte { $value }
