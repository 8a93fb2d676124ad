## Five Crowns -pasianssi: tervetulosanat (game.py). Pelaajan kirjoittamat sanat ovat komentojen
## suomenkieliset nimet (commands.ftl); pöydän omat komennot tulevat muuttujina.

sol-welcome = Five Crowns -pasianssi: sulje kaikki yksitoista pinoa ennen kuin pakka loppuu.
sol-welcome-piles = Kirjoita pinot, niin kuulet kaikki pinot, tai pino ja numero, niin kuulet yhden pinon.
sol-welcome-play = Käännetty kortti menee pinoon ja pinosta poistetaan yksi kortti.
sol-welcome-type = Kirjoita pelaa, pinon numero, pois ja kortti, esimerkiksi: pelaa 3 pois { $card }.
sol-welcome-pass = Komento ohita päästää käännetyn kortin menemään; komento { $undo } peruu siirron.
sol-welcome-help = Kirjoita { $help }, niin kuulet kaikki komennot.
sol-stage = kortti { $stage }, kortteja kaikkiaan { $total }

## Pelaajan kirjoittamat sanat: sana ennen poistettavaa korttia ja sana ennen pinon numeroa.

sol-word-out = pois
sol-word-pile = pino
# Other ways to type them: "in place of" for out, the pile word as its sentences inflect it; apart by ";".
sol-typed-out = tilalle
sol-typed-pile = pinoon; pinosta
# Words that may stand between the card turned and the pile word when play names both ("on", "the"), apart by ";".
sol-typed-before-pile = {""}
# Words for the card turned before the pile ("put it on pile 3"), apart by ";".
sol-typed-the-card = kortti; se; sen; käännetty kortti
## $card: the card turned; $given: what was typed before the pile instead.
sol-only-the-turned = Pelattava kortti on käännetty kortti, { $card }, ei "{ $given }".

## Pinot (words/narration.py).

sol-piles = { $count ->
    [one] pino { $numbers }
   *[other] pinot { $numbers }
}
sol-pile-closed = Pino { $pile }: suljettu.
sol-pile-summary = Pino { $pile }: { $wild } ovat villejä, { $points ->
    [one] { $points } piste
   *[other] { $points } pistettä
}.
sol-piles-open = Pinoja on { $total }, niistä avoinna { $open }.
sol-piles-closed-list = Suljetut: { $piles }.
sol-pile-header = Pino { $pile }: { $wild } ovat villejä
sol-pile-header-closed = Pino { $pile }: { $wild } ovat villejä, suljettu

## Käännetty kortti ja pakka.

sol-card = Kortti: { $card }. Pakassa { $left ->
    [one] { $left } kortti
   *[other] { $left } korttia
}.
sol-card-last = Kortti: { $card }, viimeinen kortti.
sol-no-card = Ei korttia: peli on päättynyt. Kirjoita { $new }, niin saat uuden pelin.
sol-stock = Pakassa { $left ->
    [one] { $left } kortti
   *[other] { $left } korttia
}, poistettuja { $discarded ->
    [0] ei yhtään
   *[other] { $discarded }
}.
sol-stock-empty = Pakka on tyhjä, poistettuja { $discarded ->
    [0] ei yhtään
   *[other] { $discarded }
}.
sol-discards-none = Ei vielä poistettuja kortteja.
sol-discards = Poistettuja { $count }, viimeisin ensin: { $cards }.

## Mitä tapahtuu.

sol-dealt = Yksitoista pinoa jaettu, kussakin kolmesta kolmeentoista korttia; pakassa { $stock } korttia.
sol-out-as-dealt = Pino { $pile } on valmis jo jaettuna: suljettu.
sol-closes = Pino { $pile } sulkeutuu. Pinoja on { $total }, niistä suljettu nyt { $closed }.
# Five Crownsin kortilla kokonaisobjektin muoto on gen (sen kortit taipuvat: gen, part, ela).
sol-passed = Ohitat { $card }, joka poistetaan.
    .card-case = gen
sol-played = Pino { $pile }: { $card } sisään, { $discard } poistetaan.
sol-won = Voitit! Kaikki { $total } pinoa on suljettu, pakasta käytetty { $used ->
    [one] { $used } kortti
   *[other] { $used } korttia
}.
sol-lost = Pakka loppui. Peli päättyi: pinoja on { $total }, niistä suljettu { $closed }; { $open }.
sol-end-won = Voitit: kaikki { $total } pinoa on suljettu.
sol-end-lost = Peli päättyi: pinoja on { $total }, niistä suljettu { $closed }; { $open }.
sol-still-open = { $count ->
    [one] pino { $numbers } on yhä auki
   *[other] pinot { $numbers } ovat yhä auki
}
sol-after = Kirjoita { $new }, niin saat uuden pelin, tai { $quit }.
sol-resumed-over = Jatketaan peliä: { $game }. Pinoja on { $total }, niistä suljettu { $closed }. Peli on päättynyt.
sol-resumed = Jatketaan peliä: { $game }. Pinoja on { $total }, niistä suljettu { $closed }; pakassa { $left ->
    [one] { $left } kortti
   *[other] { $left } korttia
}.
sol-standing = Pinoja on { $total }, niistä avoinna { $open }. Kirjoita pinot, niin kuulet ne.
sol-taken-back = Peruttu: { $card } on taas käännetty kortti ja pinot ovat ennallaan.
sol-verbosity-unknown = Puheliaisuutta "{ $given }" ei ole: valitse { $choices }.

## Torjuttu: säännöt (rules/state.py) ja komennot (words/commands.py).

sol-over = Peli on päättynyt: aloita uusi, jos haluat pelata lisää.
sol-no-such-pile = Ei pinoa { $pile }: pinoja on { $total }.
sol-pile-is-closed = Pino { $pile } on suljettu: pelaa avoimeen pinoon.
sol-not-in-pile = Pinossa { $pile } ei ole { $card } poistettavaksi.
    .card-case = part
sol-layout-sizes = pinoissa { $sizes } korttia: pöydässä on { $total } pinoa, joissa on 3, 4, ..., 13 korttia
sol-layout-no-stock = tyhjä pakka: pakassa pitää olla ainakin yksi käännettävä kortti
sol-game-over = Peli on päättynyt. Kirjoita { $new }, niin saat uuden pelin, tai { $quit }.
sol-takes-nothing = Komennon { $name } perään ei kirjoiteta mitään: kirjoita vain "{ $name }".
sol-pile-unknown = Ei pinoa "{ $given }": pinoja on { $total }, ja ne nimetään numerolla. Kirjoita pinot, niin kuulet avoimet pinot.
sol-which-pile = Mikä pino? Kirjoita pino ja sen numero, enintään { $total }, esimerkiksi: pino 3.
sol-into-which = Mihin pinoon? Käännetty kortti, { $card }, menee pinoon ja pinosta poistetaan yksi kortti: kirjoita pelaa, pinon numero, pois ja kortti, esimerkiksi: pelaa 3 pois { $example }.
sol-closed-choose = Pino { $pile } on suljettu. Kirjoita pinot, niin kuulet avoimet pinot.
sol-which-out = Mikä kortti poistetaan pinosta { $pile }? Kortti { $card } menee sisään ja yksi kortti lähtee: kirjoita pelaa { $pile } pois ja kortin numero tai nimi; kirjoita pino { $pile }, niin kuulet sen kortit.
sol-straight-out = Kortti { $card } menisi pinoon { $pile } ja heti takaisin pois: se on ohitus. Kirjoita ohita, niin kortti menee, tai nimeä pinon { $pile } kortti, joka poistetaan.
sol-in-pile = pino { $pile }

## Vihjeet (bots/planner.py): suunnittelijan siirto ja syy yhdellä lyhyellä lauseella.

sol-hint = Vihje: { $reason }
sol-hint-closes = Pino { $pile }: { $card } sulkee sen ja { $discard } poistetaan.
sol-hint-then = Pino { $pile }: { $card } sisään, { $discard } pois; sitten puuttuu { $size ->
    [one] { $size } kortti
   *[other] { $size } korttia
}: { $needs }.
## The move of a hint said alone ("Pile 7: the six of spades in place of the king of stars"),
## which a person may type back without having asked for the hint (Game.said_moves).
sol-said-move = Pino { $pile }: { $card } sisään, { $discard } pois
sol-hint-more = Pino { $pile }: { $card } sisään, { $discard } pois; pakasta tarvitaan vielä { $size } korttia sen sulkemiseen.
sol-hint-helps = Pino { $pile }: { $card } sisään, { $discard } pois, pisteitä ennen { $before }, sen jälkeen { $after }; pakka ei voi sulkea sitä.
sol-hint-pass = Ohita { $card }, sillä se ei auta yhtään pinoa. Kirjoita ohita.
sol-need-card = { $card }
# A card the sentence has named already (the one played, or one needed twice): the same card again, from the other deck. Also offered: $rank_number (3 to 13), for a word that agrees with its gender.
sol-need-another = toinen { $card }
sol-need-wilds = { $count ->
    [one] villi kortti
   *[other] { $count } villiä korttia
}

## Pöytä pistekirjoituksena (braille/printouts.py, game.py): tulosteen sanat, yksi rivi kukin.

sol-braille-intro = Pöytä pistekirjoituksena, pino kerrallaan:
sol-braille-embosser = Pinot pistekirjoituksena, kirjoitettu pistekirjoitustulostimelle:
sol-braille-title = five crowns pasianssi
sol-braille-stock = pakka { $count ->
    [one] { $count } kortti
   *[other] { $count } korttia
}
sol-braille-card = kortti { $card }
sol-braille-pile = pino { $pile } villit { $wild }
sol-braille-pile-closed = pino { $pile } villit { $wild } suljettu
sol-braille-wild = villit

## Tallennetut siirrot (rules/codec.py).

sol-save-card = kortti kirjoitetaan esimerkiksi 7st tai joker, ei { $given }
sol-save-move = ei tallennettu siirto: tarvitaan do, seat, pile ja card, saatiin { $given }
sol-save-numbers = ei tallennettu siirto: seat ja pile ovat numeroita, saatiin { $given }
sol-save-bad-card = ei tallennettu siirto: { $problem }, saatiin { $given }

## Replay a part at a time, seven cards each (game.py replay_parts).

sol-replay-unit = osa
sol-replay-unit-count = { $count ->
    [1] yksi osa
   *[other] { $count } osaa
}
sol-replay-heading = { $cards ->
    [0] Osa { $number }: jako.
    [1] Osa { $number }: pakan kortti { $first }.
   *[other] Osa { $number }: pakan kortista { $first } korttiin { $last }.
}
