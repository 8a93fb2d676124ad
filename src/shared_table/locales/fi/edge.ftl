# Palvelimen reuna: hylätyt, suljetut tai ymmärtämättömät yhteydet (net/edge.py, net/pipeline.py, net/requests.py).

cli-serve-origin-help = toinen verkko-osoite, jonka sivut saavat pelata täällä, kuten https://kerho.example.org (toista, jos niitä on useampi); palvelimen omasta osoitteesta tulevat sivut saavat aina
cli-serve-connections-help = yhtäaikaiset yhteydet yhdestä osoitteesta, enintään (64): useammille kerrotaan, että sieltä on liian monta
cli-serve-behind-proxy-help = palvelimen edessä olevan käänteisen välityspalvelimen osoite (toista, jos niitä on useampi): vain siltä tulevaan X-Forwarded-For-otsakkeeseen luotetaan
cli-serve-forwarded-allow-ips-help = sama kuin --behind-proxy, uvicornin käyttämällä nimellä

net-server-full = Palvelimella on niin monta yhteyttä kuin se voi ottaa. Yritä uudelleen minuutin päästä.
net-too-many-connections = Tästä osoitteesta on liian monta yhteyttä: enintään { $most }. Sulje joitakin ja yritä sitten uudelleen.
net-no-seat-in-time = Tämä yhteys ei ottanut paikkaa ajoissa, joten se suljettiin. Yhdistä uudelleen ja avaa sitten pöytä tai liity pöytään.
net-origin-refused = Tämä palvelin ei ota pelejä toisen sivuston sivulta. Avaa peli palvelimen omassa osoitteessa tai pyydä ylläpitäjää lisäämään se sivusto valinnalla serve --origin.
net-no-words = Kielelle { $given } ei ole sanoja. Kielet ovat { $known }.
wire-binary = Se viesti oli binäärinen. Lähetä jokainen viesti tekstinä: yksi JSON-olio.
wire-half-character = Kentässä { $field } on puolikas merkkipari, joka ei ole tekstiä. Lähetä kokonaisia merkkejä.
wire-number-too-big = Kentässä { $field } on liian suuri luku: enintään { $most }.
