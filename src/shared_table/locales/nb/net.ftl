# Playing together from your own devices: shared-table serve, play --server, join (net/, console/remote.py).

cli-server-help = serverens adresse, for eksempel http://192.168.1.20:8765 (nøkkelen server i konfigurasjonsfilen gir en standard)
cli-guests-help = plasser som holdes av til folk som blir med fra sine egne enheter (standard 1); uten --players er bordet deg, gjestene dine og en dataspiller for hvert nivå i --bots
cli-join-help = sett deg ved et bord på en server, fra denne terminalen
cli-join-description = Ta en ledig plass ved et bord som noen har åpnet med shared-table play --server. Setter du deg ved samme bord igjen fra denne kontoen, får du tilbake plassen du hadde der.
cli-join-code-help = bordets kode, slik den som åpnet bordet, leste den opp
cli-serve-help = hold bord åpne for folk som spiller fra sine egne enheter
cli-serve-description = Hold bord åpne over nettverket til Ctrl+C. Den første linjen sier hvor. Spillene lagres som når du spiller på denne datamaskinen, og en server som startes igjen, får bordene sine tilbake.
cli-serve-host-help = adressen det lyttes på (standard 127.0.0.1: bare denne datamaskinen)
cli-serve-port-help = porten det lyttes på (8765; 0 velger en ledig)
cli-serve-certfile-help = et TLS-sertifikat, for https og wss (sammen med --keyfile)
cli-serve-keyfile-help = den private nøkkelen til TLS-sertifikatet
cli-serve-joins-help = hvor mange bord én adresse høyst kan åpne eller sette seg ved per minutt (standard 20), så koder ikke kan finnes ved å gjette
cli-serve-seeds-help = bare for tester: et bord åpnet med et tall for utdelingen bruker det også med gjester, så den som åpner kjenner alle hender (av)
cli-serve-database-help = lagre bord, spill og trekk i denne PostgreSQL-databasen (postgresql://BRUKER@VERT/NAVN), delt med andre serve-prosesser, i stedet for lagringsfilen
cli-serve-lease-help = med --database: sekunder et bord blir hos en prosess som slutter å svare før en annen tar det (10)

net-opened = Bord { $code }. Andre blir med slik: shared-table join { $code } --server { $url }
net-opened-link = Eller send denne lenken for å spille i en nettleser: { $link }
net-joined-table = Du sitter ved bord { $code }.
net-lobby = Ved bordet: { $joined }. { $waiting ->
    [0] Alle er her.
    [one] Venter på 1 person til. Den som åpnet bordet, kan skrive start for å begynne nå.
   *[other] Venter på { $waiting } personer til. Den som åpnet bordet, kan skrive start for å begynne nå.
}
net-lobby-waiting = Spillet har ikke begynt ennå. Den som åpnet bordet, kan skrive start for å begynne med dataspillere på de tomme plassene.
net-joined = { $name } kom til bordet.
net-back = { $name } er tilbake.
net-dropped = { $name } mistet forbindelsen. Bordet venter; { $opener } kan skrive hold { $name } for å la en dataspiller holde plassen.
net-left = { $name } forlot bordet. Bordet venter; { $opener } kan skrive hold { $name } for å la en dataspiller holde plassen.
net-held = En dataspiller holder plassen for { $name } til { $name } er tilbake.
net-hold-done = En dataspiller holder plassen for { $name }.
net-hold-who = Ingen som heter { $given }, sitter ved dette bordet.
net-hold-here = { $name } er fortsatt tilkoblet, eller spillet har ikke begynt.
net-only-opener-starts = Bare { $name }, som åpnet bordet, kan starte spillet.
net-only-opener-holds = Bare { $name }, som åpnet bordet, kan la en dataspiller holde en plass.
net-started-already = Spillet har allerede begynt.
net-not-started = Spillet har ikke begynt. Ledige plasser: { $waiting }.
net-seated-already = Denne forbindelsen har allerede en plass.
net-not-seated = Åpne et bord eller sett deg ved et først.
net-too-many-joins = For mange bord er prøvd fra denne adressen. Vent et minutt, og prøv så igjen.
net-seed-with-guests = Et bord med gjester får kortene delt ut tilfeldig, så ingen kjenner de andres kort. Et tall for utdelingen er bare for et spill alene.
net-guessing-paused = Det er prøvd for mange feil bordkoder på denne serveren det siste minuttet, så det venter med å sette seg ved et bord med kode. Prøv igjen om et minutt. Du kan fortsatt komme tilbake til din egen plass.
net-replaced = Plassen din er tatt på en annen enhet. Denne forbindelsen er lukket; spill videre der.
net-no-table = Det finnes ikke noe bord { $code } på denne serveren. Sjekk koden med den som åpnet det.
net-table-full = Bord { $code } har ingen ledig plass.
net-guests = { $given } gjester er for mange eller for få: fra 0 til { $most }.
net-bad-url = { $given } er ikke en serveradresse: oppgi en som http://192.168.1.20:8765.
net-cannot-connect = Får ikke kontakt med serveren på { $url }: { $reason }.
net-no-server = Hvilken server? Oppgi --server URL, eller sett server i konfigurasjonsfilen.
net-reconnecting = Forbindelsen til serveren ble brutt. Prøver igjen.
net-reconnected = Tilkoblet igjen.
net-gone = Serveren på { $url } kan ikke nås lenger. Spillet er lagret der; sett deg ved bordet igjen senere for å spille videre.

host-stale-move = Det trekket svarte på en eldre stilling ved bordet: noe skjedde først. Lytt, og prøv så igjen.

wire-bad-words = En setning kom fra serveren i en form dette programmet ikke kan lese.
wire-bad-update = En endring ved bordet kom fra serveren i en form dette programmet ikke kan lese.
wire-too-long = Meldingen er for lang: høyst { $most } byte.
wire-not-json = Meldingen er ikke JSON.
wire-no-kind = Meldingen er ikke et JSON-objekt med feltet kind.
wire-unknown-kind = Ingen meldingstype { $given }. Typene er { $known }.
wire-missing-field = En melding av typen { $kind } trenger feltet { $field }.
wire-wrong-type = Feltet { $field } i en melding av typen { $kind } har feil datatype.
wire-extra-field = En melding av typen { $kind } har ikke noe felt { $field }.
wire-flood = For mange meldinger: høyst { $most } i sekundet. Den meldingen ble ikke lest.
net-problem = { $problem }
net-stopping = Spillet blir værende ved bord { $code } på serveren: sett deg ved det igjen med shared-table join { $code }.
net-stopping-page = Spillet blir stående ved bord { $code } på serveren: åpne lenken igjen for å sette deg.
net-no-answer = Serveren svarte ikke. Prøv igjen.
net-table-name = Bord { $code }
wire-not-understood = Den meldingen kunne ikke forstås, og den endret ingenting.
net-table-fault = Noe gikk galt ved dette bordet, og det er skrevet i serverens logg. Alle trekk så langt er lagret.
net-not-a-line-seat = Denne forbindelsen sender trekk, ikke linjer: koble til med join-lines for å sende det en person skriver.
net-help-hold = Ved et bord på en server kan den som åpnet bordet også skrive hold og et navn for å la en dataspiller holde plassen for noen som mistet forbindelsen.
# A reopened table whose saved move changed on the server's disk, as its people hear it: the server's paths are not theirs.
net-save-move-changed = Serverens lagrede utgave av spillet er endret på disken ved trekk { $move }: spillet fortsetter fra trekket før.
net-table-moving = Bord { $code } flytter til en annen server akkurat nå. Prøv igjen om et øyeblikk.
net-database-waiting = Serveren venter på databasen sin. Trekkene dine venter til den er tilbake.
net-database-back = Databasen er tilbake. Spillet fortsetter.

# The terminal client while the server cannot be reached, and how it ends (issue 41).
net-still-trying = Prøver fortsatt å nå serveren. Skriv { $quit } for å stoppe.
net-move-waiting = Ikke koblet til serveren akkurat nå. Trekket ditt sendes når den er tilbake.
net-move-already-waiting = Et trekk venter allerede på å bli sendt. Prøv dette når serveren er tilbake.
net-not-connected = Ikke koblet til serveren akkurat nå. Prøv igjen når den er tilbake.
net-stopping-join = Spillet blir værende ved bord { $code } på serveren: sett deg ved det igjen med shared-table join { $code } --server { $url }.
net-ended = Programmet har stoppet.
net-ended-enter = Programmet har stoppet. Trykk Enter for å gå tilbake til kommandolinjen.
net-untrusted = Serveren på { $url } har et sertifikat denne datamaskinen ikke stoler på: { $reason }. Bruker serveren sitt eget selvsignerte sertifikat, så få filen av den som driver serveren, og legg til --cafile FILE.
net-cafile-unreadable = Sertifikatfilen { $file } kan ikke brukes: { $reason }.
net-no-hot-seat = --humans er for folk som deler ett tastatur. Ved en server blir hver person med fra sin egen enhet: bruk --guests N i stedet.
cli-cafile-help = et sertifikat å stole på for en https-server, for eksempel dens eget selvsignerte

# Issue 41: nobody hears their own name in the third person; hold by any unambiguous beginning; help before the game.
net-dropped-you = { $name } mistet forbindelsen. Bordet venter; du kan skrive hold { $name } for å la en dataspiller holde plassen.
net-left-you = { $name } forlot bordet. Bordet venter; du kan skrive hold { $name } for å la en dataspiller holde plassen.
net-hold-which = Flere navn her begynner med { $given }: { $names }. Skriv mer av navnet.
net-table-begun = Spillet ved bord { $code } har begynt: det er ingen ledig plass.
net-lobby-yours = Ved bordet: { $joined }. { $waiting ->
    [0] Alle er her.
    [one] Venter på 1 person til. Du kan skrive start for å begynne nå.
   *[other] Venter på { $waiting } personer til. Du kan skrive start for å begynne nå.
}
net-lobby-waiting-yours = Spillet har ikke begynt ennå. Du kan skrive start for å begynne med dataspillere på de tomme plassene.
net-lobby-help-yours = Før spillet begynner, kan du skrive start for å begynne nå med dataspillere på de tomme plassene, eller { $quit } for å forlate bordet. Når det har begynt, viser { $help } spillets kommandoer.
net-lobby-help = Før spillet begynner, kan du skrive { $quit } for å forlate bordet. Spillet begynner når alle plassene er tatt, eller når den som åpnet bordet, skriver start. Da viser { $help } spillets kommandoer.
table-cmd-hold = hold
table-cmd-hold-summary = la en dataspiller holde plassen for noen som mistet forbindelsen, til de kommer tilbake
table-cmd-hold-argument = et navn, eller begynnelsen av det
table-cmd-hold-examples = hold Bob
table-cmd-hold-typed = {""}
table-hold-whom = Hvem sin plass? Skriv hold og et navn, for eksempel hold Bob.
# A seat a computer player kept while its person was away: its moves told as its own (issue 41).
host-kept-seat = Mens du var borte, holdt en dataspiller plassen din.
table-kept-name = dataspilleren
net-no-sound = Her finnes ingen lyd { $given }.
