## Mitä pelaaja voi kirjoittaa kortista cards.ftl:n nimien lisäksi (words/reading_typed_cards.py). Luettelot
## pilkuin erotettuina; {""} kun ei ole yhtään.

## Sanat kortin nimen edessä, jotka eivät kerro mikä kortti: suomessa ei ole artikkeleita.
fc-typed-articles = {""}

## "yes": kortti kirjoitetaan myös yhdeksi sanaksi, maa ensin ("ristikuningas", "herttaseiska").
fc-typed-compounds = yes

## Arvon sanan muut muodot: genetiivi, partitiivi ja elatiivi ("ristikuninkaan", "herttaseiskaa", "luovu herttaseiskasta").
fc-typed-forms = { $rank ->
    [3] kolmosen, kolmosta, kolmen, kolmea, kolmosesta, kolmesta
    [4] nelosen, nelosta, neljän, neljää, nelosesta, neljästä
    [5] viitosen, viitosta, vitonen, vitosen, viiden, viittä, viitosesta, vitosesta, viidestä
    [6] kuutosen, kuutosta, kutonen, kutosen, kuuden, kuutta, kuutosesta, kutosesta, kuudesta
    [7] seiskan, seiskaa, seitsemää, seiskasta, seitsemästä
    [8] kahdeksikon, kahdeksikkoa, kasin, kasia, kahdeksaa, kahdeksikosta, kasista, kahdeksasta
    [9] yhdeksikön, yhdeksikköä, ysin, ysiä, yhdeksää, yhdeksiköstä, ysistä, yhdeksästä
    [10] kympin, kymppiä, kymmentä, kympistä, kymmenestä
    [11] sotamiehen, sotamiestä, jätkän, jätkää, sotamiehestä, jätkästä
    [12] kuningattaren, kuningatarta, rouvan, rouvaa, akan, akkaa, kuningattaresta, rouvasta, akasta
    [13] kuninkaan, kuningasta, kunkun, kunkkua, kuninkaasta, kunkusta
    [joker] jokerin, jokeria, jokerista
   *[other] {""}
}
fc-typed-letters = { $rank ->
   *[other] {""}
}
