# Playing together from your own devices: shared-table serve, play --server, join (net/, console/remote.py).

cli-server-help = het adres van de server, zoals http://192.168.1.20:8765 (de sleutel server in het configuratiebestand geeft een standaard)
cli-guests-help = plaatsen vrijgehouden voor mensen die meedoen vanaf hun eigen apparaat (standaard 1); zonder --players zitten aan tafel jij, je gasten en een computerspeler per niveau van --bots
cli-join-help = ga aan een tafel op een server zitten, vanuit deze terminal
cli-join-description = Neem een vrije plaats aan een tafel die iemand heeft geopend met shared-table play --server. Ga je vanaf dit account weer aan dezelfde tafel zitten, dan krijg je je plaats daar terug.
cli-join-code-help = de code van de tafel, zoals degene die de tafel opende hem voorlas
cli-serve-help = bied tafels aan voor mensen die vanaf hun eigen apparaat spelen
cli-serve-description = Bied tafels aan via het netwerk tot Ctrl+C. De eerste regel zegt waar. Spellen worden opgeslagen zoals op deze computer, en een server die opnieuw start, krijgt zijn tafels terug.
cli-serve-host-help = het adres om op te luisteren (standaard 127.0.0.1: alleen deze computer)
cli-serve-port-help = de poort om op te luisteren (8765; 0 kiest een vrije)
cli-serve-certfile-help = een TLS-certificaat, voor https en wss (samen met --keyfile)
cli-serve-keyfile-help = de privésleutel van het TLS-certificaat
cli-serve-joins-help = hoe vaak één adres per minuut hoogstens een tafel mag openen of aan een tafel mag gaan zitten (standaard 20), zodat codes niet te raden zijn
cli-serve-seeds-help = alleen voor tests: een tafel geopend met een getal voor het delen gebruikt dat ook met gasten, zodat wie opent elke hand kent (uit)
cli-serve-database-help = bewaar tafels, spellen en zetten in deze PostgreSQL-database (postgresql://GEBRUIKER@HOST/NAAM), gedeeld met andere serve-processen, in plaats van het opslagbestand
cli-serve-lease-help = met --database: seconden dat een tafel blijft bij een proces dat niet meer antwoordt voordat een ander hem overneemt (10)

net-opened = Tafel { $code }. Anderen doen mee met: shared-table join { $code } --server { $url }
net-opened-link = Of stuur deze link om in een browser te spelen: { $link }
net-joined-table = Je zit aan tafel { $code }.
net-lobby = Aan tafel: { $joined }. { $waiting ->
    [0] Iedereen is er.
    [one] We wachten nog op 1 persoon. Wie de tafel opende, kan start typen om nu te beginnen.
   *[other] We wachten nog op { $waiting } mensen. Wie de tafel opende, kan start typen om nu te beginnen.
}
net-lobby-waiting = Het spel is nog niet begonnen. Wie de tafel opende, kan start typen om te beginnen met computerspelers op de lege plaatsen.
net-joined = { $name } is aan tafel gekomen.
net-back = { $name } is terug.
net-dropped = { $name } heeft de verbinding verloren. De tafel wacht; { $opener } kan hold { $name } typen om een computerspeler de plaats te laten bewaren.
net-left = { $name } heeft de tafel verlaten. De tafel wacht; { $opener } kan hold { $name } typen om een computerspeler de plaats te laten bewaren.
net-held = Een computerspeler bewaart de plaats van { $name } tot { $name } terug is.
net-hold-done = Een computerspeler bewaart de plaats van { $name }.
net-hold-who = Niemand die { $given } heet, zit aan deze tafel.
net-hold-here = { $name } is nog verbonden, of het spel is niet begonnen.
net-only-opener-starts = Alleen { $name }, die de tafel opende, kan het spel starten.
net-only-opener-holds = Alleen { $name }, die de tafel opende, kan een computerspeler een plaats laten bewaren.
net-started-already = Het spel is al begonnen.
net-not-started = Het spel is niet begonnen. Vrije plaatsen: { $waiting }.
net-seated-already = Deze verbinding heeft al een plaats.
net-not-seated = Open eerst een tafel, of ga aan een tafel zitten.
net-too-many-joins = Te veel tafels geprobeerd vanaf dit adres. Wacht een minuut en probeer het dan opnieuw.
net-seed-with-guests = Aan een tafel met gasten wordt willekeurig gedeeld, zodat niemand de kaarten van een ander kent. Een getal voor het delen is alleen voor een spel alleen.
net-guessing-paused = Er zijn de laatste minuut te veel verkeerde tafelcodes geprobeerd op deze server, dus aanschuiven met een code wacht even. Probeer het over een minuut opnieuw. Terugkomen op je eigen plaats lukt nog wel.
net-replaced = Je plaats is op een ander apparaat ingenomen. Deze verbinding is gesloten; speel daar verder.
net-no-table = Er is geen tafel { $code } op deze server. Controleer de code bij wie de tafel opende.
net-table-full = Tafel { $code } heeft geen vrije plaats.
net-guests = { $given } gasten is te veel of te weinig: van 0 tot en met { $most }.
net-bad-url = { $given } is geen serveradres: geef er een zoals http://192.168.1.20:8765.
net-cannot-connect = Kan de server op { $url } niet bereiken: { $reason }.
net-no-server = Welke server? Geef --server URL, of stel server in het configuratiebestand in.
net-reconnecting = De verbinding met de server is verbroken. We proberen het opnieuw.
net-reconnected = Weer verbonden.
net-gone = De server op { $url } is niet meer te bereiken. Het spel is daar opgeslagen; ga later weer aan tafel zitten om verder te spelen.

host-stale-move = Die zet antwoordde op een oudere stand aan tafel: er gebeurde eerst iets anders. Luister, en probeer het dan opnieuw.

wire-bad-words = Er kwam een zin van de server in een vorm die dit programma niet kan lezen.
wire-bad-update = Er kwam een wijziging aan tafel van de server in een vorm die dit programma niet kan lezen.
wire-too-long = Dat bericht is te lang: hoogstens { $most } bytes.
wire-not-json = Dat bericht is geen JSON.
wire-no-kind = Dat bericht is geen JSON-object met het veld kind.
wire-unknown-kind = Geen berichtsoort { $given }. De soorten zijn { $known }.
wire-missing-field = Een bericht van de soort { $kind } heeft het veld { $field } nodig.
wire-wrong-type = Het veld { $field } van een bericht van de soort { $kind } heeft het verkeerde type.
wire-extra-field = Een bericht van de soort { $kind } heeft geen veld { $field }.
wire-flood = Te veel berichten: hoogstens { $most } per seconde. Dat bericht is niet gelezen.
net-problem = { $problem }
net-stopping = Het spel blijft aan tafel { $code } op de server: ga er weer aan zitten met shared-table join { $code }.
net-stopping-page = Het spel blijft aan tafel { $code } op de server: open de link opnieuw om weer aan te schuiven.
net-no-answer = De server gaf geen antwoord. Probeer het opnieuw.
net-table-name = Tafel { $code }
wire-not-understood = Dat bericht kon niet worden begrepen en heeft niets veranderd.
net-table-fault = Er ging iets mis aan deze tafel, en dat staat in het logboek van de server. Alle zetten tot nu toe zijn bewaard.
net-not-a-line-seat = Deze verbinding stuurt zetten, geen regels: sluit aan met join-lines om te sturen wat iemand typt.
net-help-hold = Aan een tafel op een server kan wie de tafel opende ook hold en een naam typen, zodat een computerspeler de plaats bewaart van iemand die de verbinding verloor.
# A reopened table whose saved move changed on the server's disk, as its people hear it: the server's paths are not theirs.
net-save-move-changed = De opgeslagen versie van dit spel op de server is op de schijf veranderd bij zet { $move }: het spel gaat verder vanaf de zet ervoor.
net-table-moving = Tafel { $code } verhuist nu naar een andere server. Probeer het zo opnieuw.
net-database-waiting = De server wacht op zijn database. Je zetten wachten tot die terug is.
net-database-back = De database is terug. Het spel gaat verder.

# The terminal client while the server cannot be reached, and how it ends (issue 41).
net-still-trying = We proberen de server nog steeds te bereiken. Typ { $quit } om het op te geven.
net-move-waiting = Nu geen verbinding met de server. Je zet wordt verstuurd zodra hij terug is.
net-move-already-waiting = Er wacht al een zet om verstuurd te worden. Probeer deze opnieuw als de server terug is.
net-not-connected = Nu geen verbinding met de server. Probeer het opnieuw als hij terug is.
net-stopping-join = Het spel blijft aan tafel { $code } op de server: ga er weer aan zitten met shared-table join { $code } --server { $url }.
net-ended = Het programma is gestopt.
net-ended-enter = Het programma is gestopt. Druk op Enter om terug te gaan naar de opdrachtregel.
net-untrusted = De server op { $url } heeft een certificaat dat deze computer niet vertrouwt: { $reason }. Gebruikt de server een eigen, zelfondertekend certificaat, vraag dat bestand dan aan wie de server beheert en voeg --cafile FILE toe.
net-cafile-unreadable = Het certificaatbestand { $file } is niet bruikbaar: { $reason }.
net-no-hot-seat = --humans is voor mensen die één toetsenbord delen. Bij een server doet ieder mee vanaf een eigen apparaat: gebruik in plaats daarvan --guests N.
cli-cafile-help = een certificaat om te vertrouwen voor een https-server, zoals zijn eigen zelfondertekende

# Issue 41: nobody hears their own name in the third person; hold by any unambiguous beginning; help before the game.
net-dropped-you = { $name } heeft de verbinding verloren. De tafel wacht; je kunt hold { $name } typen om een computerspeler de plaats te laten bewaren.
net-left-you = { $name } heeft de tafel verlaten. De tafel wacht; je kunt hold { $name } typen om een computerspeler de plaats te laten bewaren.
net-hold-which = Meer dan één naam hier begint met { $given }: { $names }. Typ meer van de naam.
net-table-begun = Het spel aan tafel { $code } is begonnen: er is geen vrije plaats.
net-lobby-yours = Aan tafel: { $joined }. { $waiting ->
    [0] Iedereen is er.
    [one] We wachten nog op 1 persoon. Je kunt start typen om nu te beginnen.
   *[other] We wachten nog op { $waiting } mensen. Je kunt start typen om nu te beginnen.
}
net-lobby-waiting-yours = Het spel is nog niet begonnen. Je kunt start typen om te beginnen met computerspelers op de lege plaatsen.
net-lobby-help-yours = Voor het spel begint, kun je start typen om nu te beginnen, met computerspelers op de lege plaatsen, of { $quit } om de tafel te verlaten. Zodra het begint, noemt { $help } de opdrachten van het spel.
net-lobby-help = Voor het spel begint, kun je { $quit } typen om de tafel te verlaten. Het spel begint als elke plaats bezet is, of als wie de tafel opende start typt. Dan noemt { $help } de opdrachten van het spel.
table-cmd-hold = hold
table-cmd-hold-summary = laat een computerspeler de plaats bewaren van iemand die de verbinding verloor, tot die terugkomt
table-cmd-hold-argument = een naam, of het begin ervan
table-cmd-hold-examples = hold Bob
table-cmd-hold-typed = bewaar, bewaren, plaats bewaren
table-hold-whom = Wiens plaats? Typ hold en een naam, bijvoorbeeld hold Bob.
# A seat a computer player kept while its person was away: its moves told as its own (issue 41).
host-kept-seat = Terwijl je weg was, hield een computerspeler je plaats bezet.
table-kept-name = de computerspeler
net-no-sound = Er is hier geen geluid { $given }.
