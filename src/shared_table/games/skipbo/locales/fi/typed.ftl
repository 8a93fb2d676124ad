## Mitä pelaaja kirjoittaa (words/reading_typed.py): sanat pilkuin erotettuina. Englanti ymmärretään aina.
## Ensimmäinen sana on se, jota esimerkit käyttävät.

sb-typed-to = pinoon, kokoamispinoon, poistopinoon, poistopinoosi, poistopinooni
sb-typed-stock = pöytäpinosta, pöytäpino, poytapinosta, poytapino, pöytäpinostani, poytapinostani, pöytäpinostasi, poytapinostasi
sb-typed-discard = poistopinosta, poisto, poistopinostani, poistopinostasi
sb-typed-building = kokoamis
sb-typed-pile = pino
sb-typed-building-pile = kokoamispino
sb-typed-discard-pile = poistopino
sb-typed-hand = kädestä, kadesta, käsi, kädestäni, kadestani, kädestäsi, kadestasi
sb-typed-for = pinon, kokoamispinon
sb-typed-me = minä, mina, minun, oma, omat, sinä, sina, sinun
sb-typed-toll = tulli, jonka tulli on, tullilla
sb-typed-coin = kolikko, kolikkoa, kolikot, kolikon, kolikkoja
sb-typed-wild = sb, skip-bo, skipbo, skip-bo-kortti, skip-bo-kortin, jokeri
# Muut sanat numerolle kuin sb-number ("seiska").
sb-typed-number = { $number ->
    [1] yksi, ykkösen, ykkonen
    [2] kaksi, kakkosen
    [3] kolme, kolmosen
    [4] neljä, nelja, nelosen
    [5] viisi, vitonen, viitosen
    [6] kuusi, kutonen, kuutosen
    [7] seitsemän, seitseman, seiskan
    [8] kahdeksan, kasi, kasin, kahdeksikon
    [9] yhdeksän, yhdeksan, ysi, ysin, yhdeksikko, yhdeksikön
    [10] kymmenen, kympin
    [11] ykstoista
   *[12] kakstoista
}
## The word before what a Skip-Bo card stands for ("as a six"), read and then dropped with its number.
sb-typed-as = {""}
