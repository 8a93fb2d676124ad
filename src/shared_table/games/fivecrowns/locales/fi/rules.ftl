## Sääntöjen kiellot (rules/state.py).

fc-player-count = Pelaajia { $count }: Five Crownsia pelaa vähintään { $min } ja enintään { $max } pelaajaa (kahdeksan tai useampi tarvitsee kaksi pakkasarjaa)
fc-player-no-name = jokainen pelaaja tarvitsee nimen
fc-player-same-name = kahdella pelaajalla on sama nimi: anna kullekin oma
fc-no-seat = ei paikkaa { $seat }: paikat numeroidaan nollasta, viimeinen on { $last }
fc-not-a-move = { $action } ei ole Five Crownsin siirto: nosta, ota poistopinosta, luovu kortista tai näytä korttisi
fc-has-drawn = { $name } on jo nostanut: luovu nyt kortista tai näytä korttisi
fc-must-draw = nosta ensin: nostopakasta tai ota poistopinon päällimmäinen kortti
fc-over = peli on päättynyt
fc-not-their-turn = vuorossa on { $current }, ei { $name }
fc-pile-empty = poistopino on tyhjä: nosta nostopakasta
fc-stock-empty = nostopakka on tyhjä ja poistopinossa on vain päällimmäinen kortti: ota se
fc-not-held = { $name }: kädessä ei ole { $card }
    .card-case = part
fc-cannot-go-out = et voi näyttää korttejasi luopumalla { $card }: jäljelle jäisi { $points } pistettä
    .card-case = ela
fc-no-bot-level = ei tietokonetasoa "{ $given }": tasot ovat { $levels }

## Tallennettu peli, jota ei voi lukea (rules/codec.py).
fc-save-not-a-move = ei tallennettu siirto: { $value }
fc-save-keys = tallennetussa siirrossa { $move } on avaimet { $keys }, ei { $value }
fc-save-no-card = tallennettu siirto { $move } ilman korttia: { $value }
fc-save-card = kortti kirjoitetaan kuten 7st tai joker, ei { $value }
fc-save-suit = maa on jokin näistä: { $suits }, ei { $value }
