## Mitä pelaaja voi kirjoittaa kortista cards.ftl:n nimien lisäksi (words/reading_typed_cards.py). Luettelot
## pilkuin erotettuina; {""} kun ei ole yhtään.

## Sanat kortin nimen edessä, jotka eivät kerro mikä kortti: suomessa ei ole artikkeleita.
fc-typed-articles = {""}

## "yes": kortti kirjoitetaan myös yhdeksi sanaksi, maa ensin ("ristikuningas", "herttaseiska").
fc-typed-compounds = yes

## Arvon sanan muut muodot: genetiivi ja partitiivi ("ristikuninkaan", "herttaseiskaa").
fc-typed-forms = { $rank ->
    [3] kolmosen, kolmosta, kolmen, kolmea
    [4] nelosen, nelosta, neljän, neljää
    [5] viitosen, viitosta, vitonen, vitosen, viiden, viittä
    [6] kuutosen, kuutosta, kutonen, kutosen, kuuden, kuutta
    [7] seiskan, seiskaa, seitsemää
    [8] kahdeksikon, kahdeksikkoa, kasin, kasia, kahdeksaa
    [9] yhdeksikön, yhdeksikköä, ysin, ysiä, yhdeksää
    [10] kympin, kymppiä, kymmentä
    [11] sotamiehen, sotamiestä, jätkän, jätkää
    [12] kuningattaren, kuningatarta, rouvan, rouvaa, akan, akkaa
    [13] kuninkaan, kuningasta, kunkun, kunkkua
    [joker] jokerin, jokeria
   *[other] {""}
}
fc-typed-letters = { $rank ->
   *[other] {""}
}
