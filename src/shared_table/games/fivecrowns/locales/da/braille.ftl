## Udskrifter i punktskrift (braille/printouts.py). Alt med små bogstaver; kortene står som punktkortene skriver dem.

fc-brl-hand-title = five crowns hånd
fc-brl-scores-title = five crowns point
fc-brl-round = omgang { $round } trumf { $ranks }
fc-brl-hand = hånd { $n } kort
fc-brl-wild = trumf
fc-brl-run = serie
fc-brl-book = sæt
fc-brl-left = tilbage
fc-brl-none = ingen
fc-brl-points = { $n } point
fc-brl-final = slutstilling
fc-brl-scores-after = point efter omgang { $round }
fc-brl-no-rounds = ingen omgange talt op endnu
fc-brl-round-column = omgang
fc-brl-total = i alt
fc-brl-by-player = for hver spiller: hver omgang, så i alt
fc-brl-winners = { $names } { $n ->
    [one] vinder
   *[other] deler sejren
} med { $points }

fc-brl-no-wild-rank = ingen trumfværdi { $rank }: trumf er 3 til 13 (3 til 10, B, D, K eller J, Q, K)
fc-brl-no-players = ingen spillere: en pointliste skal have mindst én
fc-brl-too-many-rounds = { $rounds } omgange: et spil Five Crowns har { $most }
fc-brl-scores-per-player = omgang { $round } har { $scores } point for { $players } spillere: giv ét tal pr. spiller
fc-brl-bad-score = omgang { $round } har tallet { $score }: point er hele tal, 0 eller mere
