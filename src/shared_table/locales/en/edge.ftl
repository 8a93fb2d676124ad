# The server's edge: connections refused, closed or not understood (net/edge.py, net/pipeline.py, net/requests.py).

cli-serve-origin-help = another web address whose pages may play here, like https://club.example.org (repeat for more); pages from this server's own address always may
cli-serve-connections-help = connections from one address at once, at most (64): more are told the server is busy from there
cli-serve-behind-proxy-help = the address of a reverse proxy in front of this server (repeat for more): only from it is X-Forwarded-For believed
cli-serve-forwarded-allow-ips-help = the same as --behind-proxy, under the name uvicorn gives it

net-server-full = The server has as many connections as it can take. Try again in a minute.
net-too-many-connections = Too many connections from this address: at most { $most }. Close some, then try again.
net-no-seat-in-time = This connection took no seat in time, so it was closed. Connect again, then open a table or join one.
net-origin-refused = This server does not take games from a page of another site. Open the game at the server's own address, or ask its host to list that site with serve --origin.
net-no-words = There are no words for { $given }. The languages are { $known }.
wire-binary = That message was binary. Send each message as text: one JSON object.
wire-half-character = The { $field } field holds half of a character pair, which is not text. Send whole characters.
wire-number-too-big = The { $field } field holds a number that is too large: at most { $most }.
