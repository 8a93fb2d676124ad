# Playing together from your own devices: shared-table serve, play --server, join (net/, console/remote.py).

cli-server-help = l'adresse du serveur, par exemple http://192.168.1.20:8765 (la clé server du fichier de configuration donne une valeur par défaut)
cli-guests-help = places gardées pour les personnes qui rejoignent depuis leur propre appareil (par défaut 1) ; sans --players, la table, c'est vous, vos invités et un joueur ordinateur par niveau de --bots
cli-join-help = s'asseoir à une table sur un serveur, depuis ce terminal
cli-join-description = Prenez une place libre à une table que quelqu'un a ouverte avec shared-table play --server. Si vous rejoignez la même table depuis ce compte, vous retrouvez la place que vous y aviez.
cli-join-code-help = le code de la table, tel que la personne qui l'a ouverte l'a lu à voix haute
cli-serve-help = héberger des tables pour des personnes qui jouent depuis leur propre appareil
cli-serve-description = Hébergez des tables sur le réseau jusqu'à Ctrl+C. La première ligne dit où. Les parties sont enregistrées comme sur cet ordinateur, et un serveur relancé retrouve ses tables.
cli-serve-host-help = l'adresse d'écoute (par défaut 127.0.0.1 : seulement cet ordinateur)
cli-serve-port-help = le port d'écoute (8765 ; 0 en choisit un libre)
cli-serve-certfile-help = un certificat TLS, pour servir en https et wss (avec --keyfile)
cli-serve-keyfile-help = la clé privée du certificat TLS
cli-serve-joins-help = le nombre maximal de tables ouvertes ou rejointes depuis une même adresse en une minute (par défaut 20), pour que les codes ne puissent pas être devinés
cli-serve-seeds-help = pour les tests seulement : une ouverture avec un nombre pour la donne l'utilise même à une table avec des invités, et qui ouvre connaît alors toutes les mains (désactivé)
cli-serve-database-help = garder tables, parties et coups dans cette base PostgreSQL (postgresql://UTILISATEUR@HÔTE/NOM), partagée avec d'autres processus serve, au lieu du fichier de sauvegarde
cli-serve-lease-help = avec --database : secondes pendant lesquelles une table reste à un processus qui ne répond plus avant qu'un autre la prenne (10)

net-opened = Table { $code }. Les autres rejoignent avec : shared-table join { $code } --server { $url }
net-opened-link = Ou envoyez ce lien pour jouer dans un navigateur : { $link }
net-joined-table = Vous êtes à la table { $code }.
net-lobby = À la table : { $joined }. { $waiting ->
    [0] Tout le monde est là.
    [one] On attend encore 1 personne. La personne qui a ouvert la table peut taper start pour commencer maintenant.
   *[other] On attend encore { $waiting } personnes. La personne qui a ouvert la table peut taper start pour commencer maintenant.
}
net-lobby-waiting = La partie n'a pas encore commencé. La personne qui a ouvert la table peut taper start pour commencer avec des joueurs ordinateur aux places vides.
net-joined = { $name } a rejoint la table.
net-back = { $name } est de retour.
net-dropped = { $name } a perdu la connexion. La table attend ; { $opener } peut taper garder { $name } pour qu'un joueur ordinateur garde la place.
net-left = { $name } a quitté la table. La table attend ; { $opener } peut taper garder { $name } pour qu'un joueur ordinateur garde la place.
net-held = Un joueur ordinateur garde la place { INITIAL($name) ->
        [vowel] d'{ $name }
       *[other] de { $name }
    } jusqu'à son retour.
net-hold-done = Un joueur ordinateur garde la place { INITIAL($name) ->
        [vowel] d'{ $name }
       *[other] de { $name }
    }.
net-hold-who = Personne ne s'appelle { $given } à cette table.
net-hold-here = { $name } a toujours sa connexion, ou la partie n'a pas commencé.
net-only-opener-starts = Seule la personne qui a ouvert la table, { $name }, peut lancer la partie.
net-only-opener-holds = Seule la personne qui a ouvert la table, { $name }, peut confier une place à un joueur ordinateur.
net-started-already = La partie a déjà commencé.
net-not-started = La partie n'a pas commencé. Places libres : { $waiting }.
net-seated-already = Cette connexion a déjà une place.
net-not-seated = Ouvrez d'abord une table, ou rejoignez-en une.
net-too-many-joins = Trop de tables essayées depuis cette adresse. Attendez une minute, puis réessayez.
net-seed-with-guests = Une table avec des invités est distribuée au hasard, pour que personne ne connaisse les cartes des autres. Un nombre pour la donne ne sert que pour une partie seul.
net-guessing-paused = Trop de codes de table erronés ont été essayés sur ce serveur dans la dernière minute : rejoindre une table par son code attend. Réessayez dans une minute. Revenir à votre propre place fonctionne toujours.
net-replaced = Votre place a été prise sur un autre appareil. Cette connexion est fermée ; continuez là-bas.
net-no-table = Il n'y a pas de table { $code } sur ce serveur. Vérifiez le code auprès de la personne qui l'a ouverte.
net-table-full = La table { $code } n'a pas de place libre.
net-guests = { $given } invités, c'est trop ou trop peu : de 0 à { $most }.
net-bad-url = { $given } n'est pas une adresse de serveur : donnez-en une comme http://192.168.1.20:8765.
net-cannot-connect = Impossible de joindre le serveur à { $url } : { $reason }.
net-no-server = Quel serveur ? Donnez --server URL, ou réglez server dans le fichier de configuration.
net-reconnecting = La connexion au serveur est perdue. Nouvel essai.
net-reconnected = Connexion rétablie.
net-gone = Le serveur à { $url } n'est plus joignable. La partie y est enregistrée ; rejoignez-la plus tard pour continuer.

host-stale-move = Ce coup répondait à un état plus ancien de la table : quelque chose s'est passé avant. Écoutez, puis réessayez.

wire-bad-words = Une phrase est arrivée du serveur sous une forme que ce programme ne sait pas lire.
wire-bad-update = Un changement à la table est arrivé du serveur sous une forme que ce programme ne sait pas lire.
wire-too-long = Ce message est trop long : { $most } octets au plus.
wire-not-json = Ce message n'est pas du JSON.
wire-no-kind = Ce message n'est pas un objet JSON avec le champ kind.
wire-unknown-kind = Pas de type de message { $given }. Les types sont { $known }.
wire-missing-field = Un message de type { $kind } doit avoir le champ { $field }.
wire-wrong-type = Le champ { $field } d'un message de type { $kind } n'a pas le bon type.
wire-extra-field = Un message de type { $kind } n'a pas de champ { $field }.
wire-flood = Trop de messages : { $most } par seconde au plus. Celui-ci n'a pas été lu.
net-problem = { $problem }
net-stopping = La partie reste à la table { $code } sur le serveur : rejoignez-la avec shared-table join { $code }.
net-stopping-page = La partie reste à la table { $code } sur le serveur : rouvrez le lien pour vous rasseoir.
net-no-answer = Le serveur n'a pas répondu. Réessayez.
net-table-name = la table { $code }
wire-not-understood = Ce message n'a pas pu être compris, et il n'a rien changé.
net-table-fault = Un problème est survenu à cette table, et il a été noté dans le journal du serveur. Tous les coups joués jusqu'ici sont enregistrés.
net-not-a-line-seat = Cette connexion envoie des coups, pas des lignes : rejoignez avec join-lines pour envoyer ce qu'une personne tape.
net-help-hold = À une table sur un serveur, la personne qui a ouvert la table peut aussi taper garder et un nom, pour qu'un joueur ordinateur garde la place de quelqu'un qui a perdu la connexion.
# A reopened table whose saved move changed on the server's disk, as its people hear it: the server's paths are not theirs.
net-save-move-changed = La sauvegarde de cette partie sur le serveur a changé sur le disque au coup { $move } : la partie reprend au coup d'avant.
net-table-moving = La table { $code } passe sur un autre serveur en ce moment. Réessayez dans un instant.
net-database-waiting = Le serveur attend sa base de données. Vos coups attendent son retour.
net-database-back = La base de données est revenue. La partie continue.

# The terminal client while the server cannot be reached, and how it ends (issue 41).
net-still-trying = Toujours en train de joindre le serveur. Tapez { $quit } pour arrêter.
net-move-waiting = Pas de connexion au serveur pour l'instant. Votre coup sera envoyé à son retour.
net-move-already-waiting = Un coup attend déjà d'être envoyé. Réessayez celui-ci au retour du serveur.
net-not-connected = Pas de connexion au serveur pour l'instant. Réessayez à son retour.
net-stopping-join = La partie reste à la table { $code } sur le serveur : rejoignez-la avec shared-table join { $code } --server { $url }.
net-ended = Le programme s'est arrêté.
net-ended-enter = Le programme s'est arrêté. Appuyez sur Entrée pour revenir à la ligne de commande.
net-untrusted = Le serveur à { $url } présente un certificat auquel cet ordinateur ne fait pas confiance : { $reason }. Si le serveur utilise son propre certificat auto-signé, demandez ce fichier à la personne qui le gère et ajoutez --cafile FILE.
net-cafile-unreadable = Le fichier de certificat { $file } est inutilisable : { $reason }.
net-no-hot-seat = --humans sert à plusieurs personnes sur un même clavier. Sur un serveur, chacun rejoint depuis son propre appareil : utilisez plutôt --guests N.
cli-cafile-help = un certificat à accepter pour un serveur https, par exemple son propre certificat auto-signé

# Issue 41: nobody hears their own name in the third person; hold by any unambiguous beginning; help before the game.
net-dropped-you = { $name } a perdu la connexion. La table attend ; vous pouvez taper garder { $name } pour qu'un joueur ordinateur garde la place.
net-left-you = { $name } a quitté la table. La table attend ; vous pouvez taper garder { $name } pour qu'un joueur ordinateur garde la place.
net-hold-which = Plusieurs noms ici commencent par { $given } : { $names }. Tapez la suite du nom.
net-table-begun = La partie de la table { $code } a commencé : il n'y a plus de place libre.
net-lobby-yours = À la table : { $joined }. { $waiting ->
    [0] Tout le monde est là.
    [one] On attend encore 1 personne. Vous pouvez taper start pour commencer maintenant.
   *[other] On attend encore { $waiting } personnes. Vous pouvez taper start pour commencer maintenant.
}
net-lobby-waiting-yours = La partie n'a pas encore commencé. Vous pouvez taper start pour commencer avec des joueurs ordinateur aux places vides.
net-lobby-help-yours = Avant le début de la partie, vous pouvez taper start pour commencer maintenant, avec des joueurs ordinateur aux places vides, ou { $quit } pour quitter la table. Une fois la partie commencée, { $help } donne ses commandes.
net-lobby-help = Avant le début de la partie, vous pouvez taper { $quit } pour quitter la table. La partie commence quand toutes les places sont prises, ou quand la personne qui a ouvert la table tape start. Ensuite, { $help } donne ses commandes.
table-cmd-hold = garder
table-cmd-hold-summary = faire garder par un joueur ordinateur la place de quelqu'un qui a perdu la connexion, jusqu'à son retour
table-cmd-hold-argument = un nom, ou son début
table-cmd-hold-examples = garder Bob
table-cmd-hold-typed = {""}
table-hold-whom = La place de qui ? Tapez garder et un nom, par exemple garder Bob.
# A seat a computer player kept while its person was away: its moves told as its own (issue 41).
host-kept-seat = Pendant votre absence, un joueur ordinateur a gardé votre place.
table-kept-name = l'ordinateur
net-no-sound = Il n'y a pas de son { $given } ici.
