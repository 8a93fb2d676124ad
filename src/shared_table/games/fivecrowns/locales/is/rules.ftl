## Synjanir reglnanna (rules/state.py).

fc-player-count = Leikmenn: { $count }. Five Crowns er fyrir { $min } til { $max } (8 eða fleiri nota tvo spilastokka)
fc-player-no-name = hver leikmaður þarf nafn
fc-player-same-name = tveir leikmenn hafa sama nafn: gefðu hverjum sitt nafn
fc-no-seat = ekkert sæti { $seat }: sætin eru 0 til { $last }
fc-not-a-move = { $action } er ekki leikur í Five Crowns: draga, taka úr bunkanum, henda eða loka
fc-has-drawn = { $name } hefur þegar dregið: hentu nú spili eða lokaðu
fc-must-draw = dragðu fyrst úr stokknum eða taktu efsta spilið úr bunkanum
fc-over = spilinu er lokið
fc-not-their-turn = á leik er { $current }, ekki { $name }
fc-pile-empty = bunkinn er tómur: dragðu úr stokknum
fc-stock-empty = stokkurinn er tómur og í bunkanum er aðeins efsta spilið: taktu það
fc-not-held = { $name } er ekki með { $card }
    .card-case = acc
fc-cannot-go-out = ekki hægt að loka með því að henda { $card }. Eftir yrðu { $points ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $points }
    } stig
    .card-case = dat
fc-no-bot-level = óþekkt erfiðleikastig "{ $given }": stigin eru { $levels }

## Vistaður leikur sem ekki er hægt að lesa (rules/codec.py).
fc-save-not-a-move = ekki vistaður leikur: { $value }
fc-save-keys = vistaður leikur { $move } hefur lyklana { $keys }, ekki { $value }
fc-save-no-card = vistaður leikur { $move } án spils: { $value }
fc-save-card = spil er skrifað eins og 7st eða joker, ekki { $value }
fc-save-suit = sort er ein af { $suits }, ekki { $value }
