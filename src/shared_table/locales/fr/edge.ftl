# Le bord du serveur : connexions refusées, fermées ou non comprises (net/edge.py, net/pipeline.py, net/requests.py).

cli-serve-origin-help = une autre adresse web dont les pages peuvent jouer ici, comme https://club.example.org (à répéter pour en donner plusieurs) ; les pages de l'adresse du serveur lui-même le peuvent toujours
cli-serve-connections-help = connexions depuis une même adresse à la fois, au plus (64) : au-delà, on est prévenu qu'il y en a trop
cli-serve-behind-proxy-help = l'adresse d'un proxy inverse placé devant ce serveur (à répéter pour en donner plusieurs) : seul son X-Forwarded-For est cru
cli-serve-forwarded-allow-ips-help = la même chose que --behind-proxy, sous le nom qu'utilise uvicorn

net-server-full = Le serveur a autant de connexions qu'il peut en prendre. Réessayez dans une minute.
net-too-many-connections = Trop de connexions depuis cette adresse : au plus { $most }. Fermez-en quelques-unes, puis réessayez.
net-no-seat-in-time = Cette connexion n'a pas pris de place à temps, elle a donc été fermée. Reconnectez-vous, puis ouvrez une table ou rejoignez-en une.
net-origin-refused = Ce serveur n'accepte pas de partie venant d'une page d'un autre site. Ouvrez le jeu à l'adresse du serveur lui-même, ou demandez à son hôte d'ajouter ce site avec serve --origin.
net-no-words = Il n'y a pas de mots pour { $given }. Les langues sont { $known }.
wire-binary = Ce message était binaire. Envoyez chaque message sous forme de texte : un objet JSON.
wire-half-character = Le champ { $field } contient une moitié de paire de caractères, qui n'est pas du texte. Envoyez des caractères entiers.
wire-number-too-big = Le champ { $field } contient un nombre trop grand : au plus { $most }.
