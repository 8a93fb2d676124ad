## Reglernes afvisninger (rules/state.py).

fc-player-count = { $count } spillere: Five Crowns er for { $min } til { $max } (8 eller flere bruger to spil kort)
fc-player-no-name = hver spiller skal have et navn
fc-player-same-name = to spillere har samme navn: giv hver sit navn
fc-no-seat = ingen plads { $seat }: pladserne er 0 til { $last }
fc-not-a-move = { $action } er ikke et træk i Five Crowns: træk, tag det kasserede kort, eller kassér, også når du afslutter
fc-has-drawn = { $name } har allerede trukket: kassér nu et kort; passer resten af hånden, afslutter du
fc-must-draw = træk først: fra bunken, eller tag det øverste kasserede kort
fc-over = spillet er slut
fc-not-their-turn = det er { GENITIVE($current, sibilant: "'") } tur, ikke { GENITIVE($name, sibilant: "'") }
fc-pile-empty = afkastbunken er tom: træk fra bunken
fc-stock-empty = bunken er tom, og afkastbunken har kun sit øverste kort: tag det øverste kasserede kort
fc-not-held = { $name } har ikke { $card }
fc-cannot-go-out = kan ikke afslutte ved at kassere { $card }: der ville være { $points } point tilbage
fc-no-bot-level = intet computerniveau "{ $given }": niveauerne er { $levels }

## Et gemt spil, der ikke kan læses (rules/codec.py).
fc-save-not-a-move = ikke et gemt træk: { $value }
fc-save-keys = et gemt { $move } har nøglerne { $keys }, ikke { $value }
fc-save-no-card = et gemt { $move } uden kort: { $value }
fc-save-card = et kort skrives som 7st eller joker, ikke { $value }
fc-save-suit = en kulør er en af { $suits }, ikke { $value }
