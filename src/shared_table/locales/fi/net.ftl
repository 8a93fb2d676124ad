# Playing together from your own devices: shared-table serve, play --server, join (net/, console/remote.py).

cli-server-help = palvelimen osoite, esimerkiksi http://192.168.1.20:8765 (asetustiedoston avain server antaa oletuksen)
cli-guests-help = paikat, jotka pidetään ihmisille, jotka liittyvät omilta laitteiltaan (oletus 1); ilman valitsinta --players pöydässä ovat sinä, vieraasi ja tietokonepelaaja kullekin --bots-tasolle
cli-join-help = istu pöytään palvelimella, tästä päätteestä
cli-join-description = Ota vapaa paikka pöydästä, jonka joku avasi komennolla shared-table play --server. Kun liityt samaan pöytään uudelleen tältä käyttäjätililtä, saat takaisin paikan, joka sinulla siellä oli.
cli-join-code-help = pöydän koodi, niin kuin pöydän avaaja sen luki ääneen
cli-serve-help = pidä pöytiä auki ihmisille, jotka pelaavat omilta laitteiltaan
cli-serve-description = Pidä pöytiä auki verkossa, kunnes painat Ctrl+C. Ensimmäinen rivi kertoo, missä. Pelit tallennetaan niin kuin tällä tietokoneella, ja uudelleen käynnistetty palvelin tuo pöytänsä takaisin.
cli-serve-host-help = osoite, jota kuunnellaan (oletus 127.0.0.1: vain tämä tietokone)
cli-serve-port-help = portti, jota kuunnellaan (8765; 0 valitsee vapaan)
cli-serve-certfile-help = TLS-varmenne protokollille https ja wss (yhdessä valinnan --keyfile kanssa)
cli-serve-keyfile-help = TLS-varmenteen yksityinen avain
cli-serve-joins-help = pöytien avauksia ja pöytiin liittymisiä yhdestä osoitteesta minuutissa enintään (oletus 20), jotta koodeja ei voi löytää arvaamalla
cli-serve-seeds-help = vain testeihin: jaon luvulla avattu pöytä käyttää sitä vierastenkin kanssa, jolloin avaaja tietää kaikki kädet (pois päältä)
cli-serve-database-help = pidä pöydät, pelit ja siirrot tässä PostgreSQL-tietokannassa (postgresql://KÄYTTÄJÄ@PALVELIN/NIMI), jaettuna muiden serve-prosessien kanssa, tallennustiedoston sijaan
cli-serve-lease-help = --database-valinnan kanssa: sekunnit, jotka pöytä pysyy vastaamatta lakanneella prosessilla ennen kuin toinen ottaa sen (10)

net-opened = Pöytä { $code }. Muut liittyvät näin: shared-table join { $code } --server { $url }
net-opened-link = Tai lähetä tämä linkki, jolla voi pelata selaimessa: { $link }
net-joined-table = Olet pöydässä { $code }.
net-lobby = Pöydässä: { $joined }. { $waiting ->
    [0] Kaikki ovat paikalla.
    [one] Odotetaan vielä yhtä pelaajaa. Pöydän avaaja voi aloittaa heti kirjoittamalla start.
   *[other] Odotetaan vielä { $waiting } pelaajaa. Pöydän avaaja voi aloittaa heti kirjoittamalla start.
}
net-lobby-waiting = Peli ei ole vielä alkanut. Pöydän avaaja voi kirjoittaa start, niin peli alkaa ja tyhjille paikoille tulee tietokonepelaajat.
net-joined = { $name } tuli pöytään.
net-back = { $name } on taas paikalla.
net-dropped = { $name } menetti yhteyden. Pöytä odottaa häntä; { $opener } voi kirjoittaa hold { $name }, niin tietokonepelaaja pitää paikkaa.
net-left = { $name } lähti pöydästä. Pöytä odottaa häntä; { $opener } voi kirjoittaa hold { $name }, niin tietokonepelaaja pitää paikkaa.
net-held = { $name } on poissa: tietokonepelaaja pitää paikkaa, kunnes hän palaa.
net-hold-done = { $name }: tietokonepelaaja pitää paikkaa.
net-hold-who = Tässä pöydässä ei istu ketään nimeltä { $given }.
net-hold-here = { $name } on yhä yhteydessä, tai peli ei ole alkanut.
net-only-opener-starts = Vain pöydän avaaja { $name } voi aloittaa pelin.
net-only-opener-holds = Vain pöydän avaaja { $name } voi antaa tietokonepelaajan pitää paikkaa.
net-started-already = Peli on jo alkanut.
net-not-started = Peli ei ole alkanut. Vapaita paikkoja: { $waiting }.
net-seated-already = Tällä yhteydellä on jo paikka.
net-not-seated = Avaa ensin pöytä tai liity pöytään.
net-too-many-joins = Tästä osoitteesta on yritetty liian moneen pöytään. Odota minuutti ja yritä sitten uudelleen.
net-seed-with-guests = Pöytään, jossa on vieraita, jaetaan sattumanvaraisesti, jottei kukaan tiedä toisten kortteja. Jaon luku on vain yksin pelattavaan peliin.
net-guessing-paused = Tälle palvelimelle on kokeiltu viimeisen minuutin aikana liian monta väärää pöytäkoodia, joten koodilla liittyminen odottaa. Yritä minuutin päästä uudelleen. Omalle paikallesi voit silti palata.
net-replaced = Paikkasi otettiin toisella laitteella. Tämä yhteys on suljettu; jatka peliä siellä.
net-no-table = Tällä palvelimella ei ole pöytää { $code }. Tarkista koodi pöydän avaajalta.
net-table-full = Pöydässä { $code } ei ole vapaata paikkaa.
net-guests = Vieraita ei voi olla { $given }: vähintään 0 ja enintään { $most }.
net-bad-url = { $given } ei ole palvelimen osoite: anna osoite, kuten http://192.168.1.20:8765.
net-cannot-connect = Palvelimeen ei saada yhteyttä osoitteessa { $url }: { $reason }.
net-no-server = Mikä palvelin? Anna --server URL tai aseta server asetustiedostossa.
net-reconnecting = Yhteys palvelimeen katkesi. Yritetään uudelleen.
net-reconnected = Yhteys palasi.
net-gone = Palvelimeen osoitteessa { $url } ei enää saada yhteyttä. Peli on tallennettu sinne; liity myöhemmin uudelleen, niin voit jatkaa.

host-stale-move = Siirto vastasi pöydän vanhempaa tilannetta: jotain tapahtui ensin. Kuuntele ja yritä sitten uudelleen.

wire-bad-words = Palvelimelta tuli lause muodossa, jota tämä ohjelma ei osaa lukea.
wire-bad-update = Palvelimelta tuli pöydän muutos muodossa, jota tämä ohjelma ei osaa lukea.
wire-too-long = Viesti on liian pitkä: enintään { $most } tavua.
wire-not-json = Viesti ei ole JSON.
wire-no-kind = Viesti ei ole JSON-olio, jossa on kenttä kind.
wire-unknown-kind = Viestityyppiä { $given } ei ole. Tyypit ovat { $known }.
wire-missing-field = Viestityyppi { $kind } tarvitsee kentän { $field }.
wire-wrong-type = Viestityypin { $kind } kentällä { $field } on väärä tietotyyppi.
wire-extra-field = Viestityypillä { $kind } ei ole kenttää { $field }.
wire-flood = Liikaa viestejä: enintään { $most } sekunnissa. Sitä viestiä ei luettu.
net-problem = { $problem }
net-stopping = Peli jää palvelimelle pöytään { $code }: liity siihen uudelleen komennolla shared-table join { $code }.
net-stopping-page = Peli jää pöytään { $code } palvelimelle: avaa linkki uudelleen palataksesi.
net-no-answer = Palvelin ei vastannut. Yritä uudelleen.
net-table-name = pöytä { $code }
wire-not-understood = Viestiä ei ymmärretty, eikä se muuttanut mitään.
net-table-fault = Tämän pöydän pelissä tapahtui virhe, ja se kirjattiin palvelimen lokiin. Kaikki tähänastiset siirrot on tallennettu.
net-not-a-line-seat = Tämä yhteys lähettää siirtoja, ei rivejä: liity join-lines-viestillä, niin voit lähettää sen, mitä ihminen kirjoittaa.
net-help-hold = Palvelimen pöydässä pöydän avaaja voi myös kirjoittaa hold ja nimen, niin tietokonepelaaja pitää yhteyden menettäneen pelaajan paikkaa.
# A reopened table whose saved move changed on the server's disk, as its people hear it: the server's paths are not theirs.
net-save-move-changed = Palvelimelle tallennettu peli on muuttunut levyllä siirron { $move } kohdalla: peli jatkuu sitä edeltävästä siirrosta.
net-table-moving = Pöytä { $code } siirtyy juuri nyt toiselle palvelimelle. Yritä hetken kuluttua uudelleen.
net-database-waiting = Palvelin odottaa tietokantaansa. Siirtosi odottavat, kunnes se palaa.
net-database-back = Tietokanta on taas käytössä. Peli jatkuu.

# The terminal client while the server cannot be reached, and how it ends (issue 41).
net-still-trying = Palvelinta yritetään yhä tavoittaa. Kirjoita { $quit }, niin yrittäminen loppuu.
net-move-waiting = Yhteyttä palvelimeen ei nyt ole. Siirtosi lähetetään, kun palvelin palaa.
net-move-already-waiting = Yksi siirto odottaa jo lähettämistä. Yritä tätä uudelleen, kun palvelin palaa.
net-not-connected = Yhteyttä palvelimeen ei nyt ole. Yritä uudelleen, kun palvelin palaa.
net-stopping-join = Peli jää palvelimelle pöytään { $code }: liity siihen uudelleen komennolla shared-table join { $code } --server { $url }.
net-ended = Ohjelma on pysähtynyt.
net-ended-enter = Ohjelma on pysähtynyt. Palaa komentoriville painamalla Enteriä.
net-untrusted = Tämä tietokone ei luota palvelimen { $url } varmenteeseen: { $reason }. Jos palvelimella on oma itse allekirjoitettu varmenne, pyydä tiedosto palvelimen ylläpitäjältä ja lisää --cafile FILE.
net-cafile-unreadable = Varmennetiedostoa { $file } ei voi käyttää: { $reason }.
net-no-hot-seat = --humans on ihmisille, jotka jakavat yhden näppäimistön. Palvelimella jokainen liittyy omalta laitteeltaan: käytä sen sijaan valitsinta --guests N.
cli-cafile-help = varmenne, johon https-palvelimen kohdalla luotetaan, esimerkiksi sen oma itse allekirjoitettu

# Issue 41: nobody hears their own name in the third person; hold by any unambiguous beginning; help before the game.
net-dropped-you = { $name } menetti yhteyden. Pöytä odottaa häntä; voit kirjoittaa hold { $name }, niin tietokonepelaaja pitää paikkaa.
net-left-you = { $name } lähti pöydästä. Pöytä odottaa häntä; voit kirjoittaa hold { $name }, niin tietokonepelaaja pitää paikkaa.
net-hold-which = { $given } voi olla usean nimen alku: { $names }. Kirjoita nimestä enemmän.
net-table-begun = Peli pöydässä { $code } on alkanut: vapaita paikkoja ei ole.
net-lobby-yours = Pöydässä: { $joined }. { $waiting ->
    [0] Kaikki ovat paikalla.
    [one] Odotetaan vielä yhtä pelaajaa. Voit aloittaa heti kirjoittamalla start.
   *[other] Odotetaan vielä { $waiting } pelaajaa. Voit aloittaa heti kirjoittamalla start.
}
net-lobby-waiting-yours = Peli ei ole vielä alkanut. Voit kirjoittaa start, niin peli alkaa ja tyhjille paikoille tulee tietokonepelaajat.
net-lobby-help-yours = Ennen pelin alkua voit kirjoittaa start, niin peli alkaa heti ja tyhjille paikoille tulee tietokonepelaajat, tai { $quit }, niin lähdet pöydästä. Kun peli on alkanut, { $help } kertoo sen komennot.
net-lobby-help = Ennen pelin alkua voit kirjoittaa { $quit }, niin lähdet pöydästä. Peli alkaa, kun kaikki paikat ovat täynnä tai kun pöydän avaaja kirjoittaa start. Sitten { $help } kertoo pelin komennot.
table-cmd-hold = hold
table-cmd-hold-summary = anna tietokonepelaajan pitää yhteyden menettäneen pelaajan paikkaa, kunnes hän palaa
table-cmd-hold-argument = nimi tai sen alku
table-cmd-hold-examples = hold Bob
table-cmd-hold-typed = {""}
table-hold-whom = Kenen paikka? Kirjoita hold ja nimi, esimerkiksi hold Bob.
# A seat a computer player kept while its person was away: its moves told as its own (issue 41).
host-kept-seat = Poissa ollessasi tietokonepelaaja piti paikkaasi.
table-kept-name = tietokonepelaaja
net-no-sound = Ääntä { $given } ei ole täällä.
