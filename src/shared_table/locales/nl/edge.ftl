# De rand van de server: verbindingen die geweigerd, gesloten of niet begrepen worden (net/edge.py, net/pipeline.py, net/requests.py).

cli-serve-origin-help = een ander webadres waarvan pagina's hier mogen spelen, zoals https://club.example.org (herhaal voor meer); pagina's van het eigen adres van de server mogen altijd
cli-serve-connections-help = verbindingen vanaf één adres tegelijk, hoogstens (64): meer krijgen te horen dat het er te veel zijn vanaf daar
cli-serve-behind-proxy-help = het adres van een reverse proxy voor deze server (herhaal voor meer): alleen van hem wordt X-Forwarded-For geloofd
cli-serve-forwarded-allow-ips-help = hetzelfde als --behind-proxy, onder de naam die uvicorn gebruikt

net-server-full = De server heeft zoveel verbindingen als hij aankan. Probeer het over een minuut opnieuw.
net-too-many-connections = Te veel verbindingen vanaf dit adres: hoogstens { $most }. Sluit er een paar en probeer het dan opnieuw.
net-no-seat-in-time = Deze verbinding nam niet op tijd een plaats in, dus werd ze gesloten. Maak opnieuw verbinding en open dan een tafel of schuif bij een aan.
net-origin-refused = Deze server neemt geen spellen aan van een pagina van een andere site. Open het spel op het eigen adres van de server, of vraag de gastheer die site toe te voegen met serve --origin.
net-no-words = Er zijn geen woorden voor { $given }. De talen zijn { $known }.
wire-binary = Dat bericht was binair. Stuur elk bericht als tekst: één JSON-object.
wire-half-character = Het veld { $field } bevat een half tekenpaar, en dat is geen tekst. Stuur hele tekens.
wire-number-too-big = Het veld { $field } bevat een getal dat te groot is: hoogstens { $most }.
