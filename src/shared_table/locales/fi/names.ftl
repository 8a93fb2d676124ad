# Nimet, jotka voisi luulla toisen nimeksi tai ei miksikään (core/safe_text.py, check_name).
table-name-invisible = { $option }: nimessä ei saa olla merkkejä, jotka eivät näy, kuten leveydettömiä välilyöntejä, täytemerkkejä tai tunnisteita; kirjoita se näkyvillä kirjaimilla
table-name-no-letters = { $option }: nimessä on oltava ainakin yksi kirjain tai numero, jotta sen voi lukea ääneen; käytä nimeä kuten Sam
table-name-list = { $option }: nimi on yhden ihmisen, joten siinä ei saa olla pilkkua eikä sanaa ja nimien välissä; jokainen liittyy omalla nimellään
table-name-mixed-scripts = { $option }: nimessä ei saa sekoittaa aakkostoja, joiden kirjaimet näyttävät samalta, kuten latinalaisia ja kyrillisiä tai kreikkalaisia; kirjoita se yhdellä aakkostolla
table-name-looks-like = { $option }: tämä nimi näyttää samalta kuin { $other }, joka on pöydässä; valitse nimi, joka näyttää erilaiselta, esimerkiksi sukunimesi alkukirjaimella
