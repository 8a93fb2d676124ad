# Serverns kant: anslutningar som avvisas, stängs eller inte förstås (net/edge.py, net/pipeline.py, net/requests.py).

cli-serve-origin-help = en annan webbadress vars sidor får spela här, som https://klubb.example.org (upprepa för fler); sidor från serverns egen adress får alltid
cli-serve-connections-help = anslutningar från en adress samtidigt, högst (64): fler får veta att det är för många därifrån
cli-serve-behind-proxy-help = adressen till en omvänd proxy framför den här servern (upprepa för fler): bara från den tros X-Forwarded-For
cli-serve-forwarded-allow-ips-help = samma sak som --behind-proxy, under det namn uvicorn använder

net-server-full = Servern har så många anslutningar som den kan ta emot. Försök igen om en minut.
net-too-many-connections = För många anslutningar från den här adressen: högst { $most }. Stäng några och försök sedan igen.
net-no-seat-in-time = Den här anslutningen tog ingen plats i tid, så den stängdes. Anslut igen och öppna sedan ett bord eller sätt dig vid ett.
net-origin-refused = Den här servern tar inte emot spel från en sida på en annan webbplats. Öppna spelet på serverns egen adress, eller be värden att lägga till den webbplatsen med serve --origin.
net-no-words = Det finns inga ord för { $given }. Språken är { $known }.
wire-binary = Det meddelandet var binärt. Skicka varje meddelande som text: ett JSON-objekt.
wire-half-character = Fältet { $field } innehåller ett halvt teckenpar, som inte är text. Skicka hela tecken.
wire-number-too-big = Fältet { $field } innehåller ett tal som är för stort: högst { $most }.
