## Útprent á blindraletri (braille/printouts.py). Allt með litlum stöfum; spilin eins og blindraletursspilin skrifa þau.

fc-brl-hand-title = five crowns hönd
fc-brl-scores-title = five crowns stig
fc-brl-round = umferð { $round } { $ranks } gilda allt
fc-brl-hand = hönd { $n ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $n }
    } spil
fc-brl-wild = gilda allt
fc-brl-run = röð í sömu sort
fc-brl-book = röð í mismunandi sort
fc-brl-left = afgangs
fc-brl-none = ekkert
fc-brl-points = { $n ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $n }
    } stig
fc-brl-final = lokastaða
fc-brl-scores-after = stig eftir umferð { $round }
fc-brl-no-rounds = engin umferð talin enn
fc-brl-round-column = umferð
fc-brl-total = samtals
fc-brl-by-player = eftir leikmönnum: hver umferð, svo samtals
fc-brl-winners = { $n ->
    [one] sigurvegari
   *[other] sigurvegarar
} { $names } með { $points }

fc-brl-no-wild-rank = ekkert gildi { $rank } sem gildir allt: það er 3 til 13 (3 til 10, G, D, K)
fc-brl-no-players = engir leikmenn: stigablað þarf að minnsta kosti einn
fc-brl-too-many-rounds = { $rounds } umferðir: Five Crowns hefur { $most }
fc-brl-scores-per-player = umferð { $round } hefur { $scores } tölur fyrir { $players } leikmenn: gefðu eina tölu á leikmann
fc-brl-bad-score = umferð { $round } hefur töluna { $score }: stig eru heilar tölur, 0 eða meira
