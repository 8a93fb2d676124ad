# Serverens kant: forbindelser der afvises, lukkes eller ikke forstås (net/edge.py, net/pipeline.py, net/requests.py).

cli-serve-origin-help = en anden webadresse, hvis sider må spille her, som https://klub.example.org (gentag for flere); sider fra serverens egen adresse må altid
cli-serve-connections-help = forbindelser fra én adresse ad gangen, højst (64): flere får at vide, at der er for mange derfra
cli-serve-behind-proxy-help = adressen på en omvendt proxy foran denne server (gentag for flere): kun fra den troes X-Forwarded-For
cli-serve-forwarded-allow-ips-help = det samme som --behind-proxy, under det navn uvicorn bruger

net-server-full = Serveren har så mange forbindelser, som den kan tage. Prøv igen om et minut.
net-too-many-connections = For mange forbindelser fra denne adresse: højst { $most }. Luk nogle, og prøv så igen.
net-no-seat-in-time = Denne forbindelse tog ingen plads i tide, så den blev lukket. Forbind igen, og åbn så et bord eller sæt dig ved et.
net-origin-refused = Denne server tager ikke imod spil fra en side på et andet websted. Åbn spillet på serverens egen adresse, eller bed værten om at tilføje det websted med serve --origin.
net-no-words = Der er ingen ord for { $given }. Sprogene er { $known }.
wire-binary = Den besked var binær. Send hver besked som tekst: ét JSON-objekt.
wire-half-character = Feltet { $field } indeholder et halvt tegnpar, som ikke er tekst. Send hele tegn.
wire-number-too-big = Feltet { $field } indeholder et tal, der er for stort: højst { $most }.
