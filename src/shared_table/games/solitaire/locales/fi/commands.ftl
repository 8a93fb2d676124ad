## Commands: name, summary, argument, details and examples (core/commands.py).

sol-cmd-piles = pinot
sol-cmd-piles-summary = jokainen avoin pino omalla rivillään: sen numero, mitkä ovat villejä ja sen pisteet
sol-cmd-piles-examples = pinot
sol-cmd-piles-typed = kaikki pinot

sol-cmd-pile = pino
sol-cmd-pile-summary = yhden pinon kortit numeroituina ja miten ne parhaiten lasketaan pöytään
sol-cmd-pile-argument = pinon numero
sol-cmd-pile-details = Näillä numeroilla pelaa-komento nimeää kortin, joka poistetaan.
sol-cmd-pile-examples = pino 3
sol-cmd-pile-typed = näytä pino

sol-cmd-card = kortti
sol-cmd-card-summary = käännetty kortti, joka sinun pitää pelata, ja pakan jäljellä olevat kortit
sol-cmd-card-examples = kortti
sol-cmd-card-typed = käännetty, käännetty kortti

sol-cmd-stock = pakka
sol-cmd-stock-summary = montako korttia pakassa on jäljellä ja montako on poistettu
sol-cmd-stock-examples = pakka
sol-cmd-stock-typed = pakassa

sol-cmd-play = pelaa
sol-cmd-play-summary = käännetty kortti menee pinoon ja nimeämäsi kortti poistetaan siitä
sol-cmd-play-argument = pinon numero, pois ja kortti
sol-cmd-play-details = Nimeä poistettava kortti sen numerolla pinon luettelossa tai sen nimellä; sanan pois voi jättää pois. Pino, jonka kaikki kortit voi laskea pöytään, sulkeutuu. Jos haluat päästää käännetyn kortin menemään, kirjoita ohita.
sol-cmd-play-examples = pelaa 3 pois ristikuningas ; pelaa 3 pois 2 ; pelaa 6 pois jd
sol-cmd-play-typed = pelaan, pelata, laita, laitan

sol-cmd-pass = ohita
sol-cmd-pass-summary = poista käännetty kortti muuttamatta mitään pinoa
sol-cmd-pass-examples = ohita
sol-cmd-pass-typed = ohitan, ohittaa, ohi, passaan, passi

sol-cmd-discards = poistetut
sol-cmd-discards-summary = poistetut kortit, viimeisin ensin
sol-cmd-discards-examples = poistetut
sol-cmd-discards-typed = poistopino, poistettu

solitaire-title = Five Crowns -pasianssi
sol-points = suljetut pinot
