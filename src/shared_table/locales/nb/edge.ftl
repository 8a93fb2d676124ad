# Serverens kant: tilkoblinger som avvises, lukkes eller ikke forstås (net/edge.py, net/pipeline.py, net/requests.py).

cli-serve-origin-help = en annen nettadresse som har sider som får spille her, som https://klubb.example.org (gjenta for flere); sider fra serverens egen adresse får alltid
cli-serve-connections-help = tilkoblinger fra én adresse samtidig, høyst (64): flere får beskjed om at det er for mange derfra
cli-serve-behind-proxy-help = adressen til en omvendt proxy foran denne serveren (gjenta for flere): bare fra den blir X-Forwarded-For trodd
cli-serve-forwarded-allow-ips-help = det samme som --behind-proxy, under navnet uvicorn bruker

net-server-full = Serveren har så mange tilkoblinger som den kan ta imot. Prøv igjen om et minutt.
net-too-many-connections = For mange tilkoblinger fra denne adressen: høyst { $most }. Lukk noen, og prøv så igjen.
net-no-seat-in-time = Denne tilkoblingen tok ingen plass i tide, så den ble lukket. Koble til igjen, og åpne så et bord eller sett deg ved et.
net-origin-refused = Denne serveren tar ikke imot spill fra en side på et annet nettsted. Åpne spillet på serverens egen adresse, eller be verten om å legge til det nettstedet med serve --origin.
net-no-words = Det finnes ingen ord for { $given }. Språkene er { $known }.
wire-binary = Den meldingen var binær. Send hver melding som tekst: ett JSON-objekt.
wire-half-character = Feltet { $field } inneholder et halvt tegnpar, som ikke er tekst. Send hele tegn.
wire-number-too-big = Feltet { $field } inneholder et tall som er for stort: høyst { $most }.
