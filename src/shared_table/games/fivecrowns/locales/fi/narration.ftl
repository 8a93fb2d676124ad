## Kertoja (words/narration.py). $who on "you" pelaajalle itselleen, muuten "other" ja $name.
## Kortit ja nimet kaksoispisteen jälkeen, niin niitä ei tarvitse taivuttaa.

fc-you = sinä
fc-score = { $name } { $points }
fc-taken-back = Peruttu.
fc-no-verbosity = Puheliaisuutta "{ $given }" ei ole: valitse { $choices }.

fc-cards-each = { $n ->
    [3] Kolme
    [4] Neljä
    [5] Viisi
    [6] Kuusi
    [7] Seitsemän
    [8] Kahdeksan
    [9] Yhdeksän
    [10] Kymmenen
    [11] Yksitoista
    [12] Kaksitoista
    [13] Kolmetoista
   *[other] { $n }
} korttia kullekin.
fc-round-started = Kierros { $round }. { $cards } { $wild } { $who ->
    [you] Sinä jaat.
   *[other] Jakaja: { $name }.
}
fc-at-the-table = Pöydässä: { $names }.
fc-welcome = Five Crowns: yksitoista kierrosta; pienin pistemäärä voittaa. Kirjoita { $help }, niin kuulet komennot.
fc-round-started-full = Jokerit ovat myös villejä kortteja. { $who ->
    [you] Sinä aloitat.
   *[other] Aloittaja: { $name }.
}
fc-top-discard = Poistopinon päällä: { $card }.
fc-stock-reshuffled = Nostopakka loppui: poistetut kortit sekoitettiin uudeksi nostopakaksi, { $n } korttia.

fc-you-draw = Nostit { $card }{ $position ->
    [0] {""}
   *[other] , numero { $position }
}.
    .card-case = gen
fc-draws = { $who ->
    [you] Sinä nostat
   *[other] { $name } nostaa
} nostopakasta.
fc-takes = { $who ->
    [you] Otat
   *[other] { $name } ottaa
} poistopinosta { $card }{ $position ->
    [0] {""}
   *[other] , numero { $position }
}.
    .card-case = gen
fc-takes-only-card = { $name } ottaa poistopinosta { $card }. Nostopakka on tyhjä, joten vain sen voi ottaa.
    .card-case = gen
fc-discards = { $who ->
    [you] Luovut
   *[other] { $name } luopuu
} { $card }.
    .card-case = ela
fc-goes-out = { $who ->
    [you] Näytät korttisi ja luovut
   *[other] { $name } näyttää korttinsa ja luopuu
} { $card }.
    .card-case = ela
fc-last-turns = Kaikilla muilla on vielä yksi vuoro: { $names }.
# Said to the player who plays first of the last turns: their own is said next ("Your last turn.").
## $count: how many play after you; one of them is named alone.
fc-last-turns-after-you = { $count ->
    [1] Sinun jälkeesi { $names } saa vielä yhden vuoron.
   *[other] Sinun jälkeesi kaikilla muilla on vielä yksi vuoro: { $names }.
}
fc-last-turn = { $who ->
    [you] Sinulla on vielä yksi vuoro.
   *[other] { $name } saa vielä yhden vuoron.
}
fc-left-with = { $who ->
    [you] Käteesi jää
   *[other] { $name }: käteen jää
} { $points ->
    [one] { $points } piste
   *[other] { $points } pistettä
}.
fc-lays-down = { $who ->
    [you] Sinä
   *[other] { $name }
}: pöytään { $melds ->
    [0] ei mitään
    [1] yksi suora tai värisuora
   *[other] { $melds } suoraa tai värisuoraa
}, { $points ->
    [0] käteen ei jää pisteitä
    [one] käteen jää { $points } piste
   *[other] käteen jää { $points } pistettä
}.

fc-round-scores = Kierroksen { $round } pisteet: { $scores }.
fc-round-totals = Yhteensä: { $totals }.
fc-game-over = Peli päättyi. { $who ->
    [you] Voitit pistemäärällä { $points }.
   *[other] Voittaja on { $name } pistemäärällä { $points }.
}
fc-game-over-tie = Peli päättyi. Voittajat: { $names }, kullakin { $points ->
    [one] { $points } piste
   *[other] { $points } pistettä
}.
fc-game-over-others = { $scores }.

fc-stock = Nostopakassa: { $n ->
    [one] { $n } kortti
   *[other] { $n } korttia
}.
fc-discard-empty = Poistopino on tyhjä.
fc-wild-info = { $wild } Jokerit ovat aina villejä kortteja. Kierros { $round }, kaikkiaan { $rounds } kierrosta.
fc-no-scores = Yhtään kierrosta ei ole vielä laskettu: kaikilla on nolla pistettä.
fc-totals-after = Yhteispisteet, kun pelattu on { $rounds ->
    [one] yksi kierros
   *[other] { $rounds } kierrosta
}, kaikkiaan kierroksia { $all }: { $scores }.
fc-round-points = Kierros { $round }: { $scores }.
fc-so-far = Tällä kierroksella tähän asti: { $scores }.
fc-round-of = Kierros { $round }, kaikkiaan { $rounds } kierrosta.
fc-dealt = { $who ->
    [you] Sinä jaoit.
   *[other] Jakaja: { $name }.
}
fc-went-out = { $who ->
    [you] Sinä näytit korttisi.
   *[other] { $name } näytti korttinsa.
}
fc-laid-and-left = { $who ->
    [you] Sinä
   *[other] { $name }
}: pöytään { $melds ->
    [0] ei mitään
    [1] yksi suora tai värisuora
   *[other] { $melds } suoraa tai värisuoraa
}, { $points ->
    [0] käteen ei jää pisteitä
    [one] käteen jää { $points } piste
   *[other] käteen jää { $points } pistettä
}.
fc-last-to-play = Viimeiset vuorot vielä pelaamatta: { $names }.
fc-cards-held = Kortteja kädessä: { $held }.
fc-resumed-over = Jatkettiin: { $game }. Kierros { $round }, kaikkiaan { $rounds } kierrosta. Peli on päättynyt.
fc-resumed-mine = Jatkettiin: { $game }. Kierros { $round }, kaikkiaan { $rounds } kierrosta: { $last ->
    [yes] viimeinen vuorosi
   *[no] sinun vuorosi
}, { $drawn ->
    [yes] olet nostanut
   *[no] et ole vielä nostanut
}.
fc-resumed-other = Jatkettiin: { $game }. Kierros { $round }, kaikkiaan { $rounds } kierrosta. Vuorossa: { $name }.
fc-their-turn = Vuorossa: { $name }.
fc-your-turn = { $last ->
    [yes] Viimeinen vuorosi
   *[no] Sinun vuorosi
}.
fc-now-discard = Luovu nyt kortista.
fc-turn-discard = { $last ->
    [yes] Viimeinen vuorosi
   *[no] Sinun vuorosi
}: luovu kortista. Kirjoita poista ja kortin numero tai nimi.
fc-turn-draw = { $last ->
    [yes] Viimeinen vuorosi
   *[no] Sinun vuorosi
}: nosta nostopakasta. Kirjoita nosta.
fc-turn-take = { $last ->
    [yes] Viimeinen vuorosi
   *[no] Sinun vuorosi
}: nostopakka on tyhjä, ota poistopinosta { $card }. Kirjoita ota.
fc-turn-draw-or-take = { $last ->
    [yes] Viimeinen vuorosi
   *[no] Sinun vuorosi
}: nosta nostopakasta tai ota poistopinosta { $card }. Kirjoita nosta tai ota.
fc-no-melds = Tällä kierroksella ei ole vielä laskettu mitään pöytään.
fc-seat-melds = { $who ->
    [you] Sinä
   *[other] { $name }
}, pöydässä { $melds ->
    [1] yksi suora tai värisuora
   *[other] { $melds } suoraa tai värisuoraa
}:
fc-laid-this-round = Pöytään laskettu tällä kierroksella:
## picks: what a player took from the discard pile this round; $cards is a list of cards.
fc-picks = { $who ->
    [you] Olet ottanut
   *[other] { $name } on ottanut
} poistopinosta { $cards }.
    .cards-case = gen
fc-picks-nothing = { $who ->
    [you] Et ole ottanut
   *[other] { $name } ei ole ottanut
} tällä kierroksella mitään poistopinosta.
fc-picks-none = Kukaan ei ole ottanut poistopinosta tällä kierroksella.
fc-no-player = Ei pelaajaa "{ $given }": pelaajat ovat { $names }.
