# Playing together from your own devices: shared-table serve, play --server, join (net/, console/remote.py).

cli-server-help = serverens adresse, for eksempel http://192.168.1.20:8765 (nøglen server i konfigurationsfilen giver en standard)
cli-guests-help = pladser, der holdes til folk, som deltager fra deres egne enheder (standard 1); uden --players er bordet dig, dine gæster og en computerspiller for hvert niveau i --bots
cli-join-help = sæt dig ved et bord på en server, fra denne terminal
cli-join-description = Tag en ledig plads ved et bord, som nogen har åbnet med shared-table play --server. Sætter du dig ved det samme bord igen fra denne konto, får du den plads tilbage, du havde der.
cli-join-code-help = bordets kode, som den, der åbnede bordet, læste den op
cli-serve-help = hold borde åbne for folk, der spiller fra deres egne enheder
cli-serve-description = Hold borde åbne over netværket indtil Ctrl+C. Den første linje siger hvor. Spillene gemmes, som når man spiller på denne computer, og en server, der startes igen, får sine borde tilbage.
cli-serve-host-help = adressen, der lyttes på (standard 127.0.0.1: kun denne computer)
cli-serve-port-help = porten, der lyttes på (8765; 0 vælger en ledig)
cli-serve-certfile-help = et TLS-certifikat, til https og wss (sammen med --keyfile)
cli-serve-keyfile-help = TLS-certifikatets private nøgle
cli-serve-joins-help = hvor mange borde én adresse højst kan åbne eller sætte sig ved pr. minut (standard 20), så koder ikke kan findes ved at gætte
cli-serve-seeds-help = kun til test: en åbning med et tal for kortgivningen bruger det også ved et bord med gæster, så den, der åbner, kender alle hænder (fra)
cli-serve-database-help = gem borde, spil og træk i denne PostgreSQL-database (postgresql://BRUGER@VÆRT/NAVN), delt med andre serve-processer, i stedet for gemmefilen
cli-serve-lease-help = med --database: sekunder et bord bliver hos en proces, der holder op med at svare, før en anden tager det (10)

net-opened = Bord { $code }. Andre kan deltage med: shared-table join { $code } --server { $url }
net-opened-link = Eller send dette link for at spille i en browser: { $link }
net-joined-table = Du sidder ved bord { $code }.
net-lobby = Ved bordet: { $joined }. { $waiting ->
    [0] Alle er her.
    [one] Venter på 1 person mere. Den, der åbnede bordet, kan skrive start for at begynde nu.
   *[other] Venter på { $waiting } personer mere. Den, der åbnede bordet, kan skrive start for at begynde nu.
}
net-lobby-waiting = Spillet er ikke begyndt endnu. Den, der åbnede bordet, kan skrive start for at begynde med computerspillere på de tomme pladser.
net-joined = { $name } kom til bordet.
net-back = { $name } er tilbage.
net-dropped = { $name } mistede forbindelsen. Bordet venter; { $opener } kan skrive hold { $name } for at lade en computerspiller passe pladsen.
net-left = { $name } forlod bordet. Bordet venter; { $opener } kan skrive hold { $name } for at lade en computerspiller passe pladsen.
net-held = En computerspiller passer pladsen for { $name }, indtil { $name } er tilbage.
net-hold-done = En computerspiller passer pladsen for { $name }.
net-hold-who = Ingen ved navn { $given } sidder ved dette bord.
net-hold-here = { $name } har stadig forbindelse, eller spillet er ikke begyndt.
net-only-opener-starts = Kun { $name }, som åbnede bordet, kan starte spillet.
net-only-opener-holds = Kun { $name }, som åbnede bordet, kan lade en computerspiller passe en plads.
net-started-already = Spillet er allerede begyndt.
net-not-started = Spillet er ikke begyndt. Ledige pladser: { $waiting }.
net-seated-already = Denne forbindelse har allerede en plads.
net-not-seated = Du skal først åbne et bord eller sætte dig ved et.
net-too-many-joins = For mange borde er forsøgt fra denne adresse. Vent et minut, og prøv så igen.
net-seed-with-guests = Et bord med gæster gives tilfældigt, så ingen kender de andres kort. Et tal for kortgivningen er kun til et spil alene.
net-guessing-paused = Der er prøvet for mange forkerte bordkoder på denne server i det sidste minut, så det venter med at sætte sig ved et bord med kode. Prøv igen om et minut. Du kan stadig komme tilbage til din egen plads.
net-replaced = Din plads er taget på en anden enhed. Denne forbindelse er lukket; spil videre der.
net-no-table = Der er intet bord { $code } på denne server. Tjek koden med den, der åbnede det.
net-table-full = Bord { $code } har ingen ledig plads.
net-guests = { $given } gæster er for mange eller for få: fra 0 til { $most }.
net-bad-url = { $given } er ikke en serveradresse: angiv en som http://192.168.1.20:8765.
net-cannot-connect = Kan ikke nå serveren på { $url }: { $reason }.
net-no-server = Hvilken server? Angiv --server URL, eller sæt server i konfigurationsfilen.
net-reconnecting = Forbindelsen til serveren blev afbrudt. Prøver igen.
net-reconnected = Forbundet igen.
net-gone = Serveren på { $url } kan ikke længere nås. Spillet er gemt der; sæt dig ved bordet igen senere for at spille videre.

host-stale-move = Det træk svarede på en ældre stilling ved bordet: der skete noget først. Lyt, og prøv så igen.

wire-bad-words = En sætning kom fra serveren i en form, som dette program ikke kan læse.
wire-bad-update = En ændring ved bordet kom fra serveren i en form, som dette program ikke kan læse.
wire-too-long = Den besked er for lang: højst { $most } byte.
wire-not-json = Den besked er ikke JSON.
wire-no-kind = Den besked er ikke et JSON-objekt med feltet kind.
wire-unknown-kind = Ingen beskedtype { $given }. Typerne er { $known }.
wire-missing-field = En besked af typen { $kind } skal have feltet { $field }.
wire-wrong-type = Feltet { $field } i en besked af typen { $kind } har den forkerte datatype.
wire-extra-field = En besked af typen { $kind } har intet felt { $field }.
wire-flood = For mange beskeder: højst { $most } i sekundet. Den besked blev ikke læst.
net-problem = { $problem }
net-stopping = Spillet bliver ved bord { $code } på serveren: sæt dig ved det igen med shared-table join { $code }.
net-stopping-page = Spillet bliver ved bord { $code } på serveren: åbn linket igen for at sætte dig.
net-no-answer = Serveren svarede ikke. Prøv igen.
net-table-name = Bord { $code }
wire-not-understood = Den besked kunne ikke forstås, og den ændrede intet.
net-table-fault = Noget gik galt ved dette bord, og det er skrevet i serverens log. Alle træk indtil nu er gemt.
net-not-a-line-seat = Denne forbindelse sender træk, ikke linjer: tilslut med join-lines for at sende det, en person skriver.
net-help-hold = Ved et bord på en server kan den, der åbnede bordet, også skrive hold og et navn for at lade en computerspiller passe pladsen for en, der mistede forbindelsen.
# A reopened table whose saved move changed on the server's disk, as its people hear it: the server's paths are not theirs.
net-save-move-changed = Serverens gemte udgave af spillet er ændret på disken ved træk { $move }: spillet fortsætter fra trækket før.
net-table-moving = Bord { $code } flytter til en anden server lige nu. Prøv igen om et øjeblik.
net-database-waiting = Serveren venter på sin database. Dine træk venter, til den er tilbage.
net-database-back = Databasen er tilbage. Spillet fortsætter.

# The terminal client while the server cannot be reached, and how it ends (issue 41).
net-still-trying = Prøver stadig at nå serveren. Skriv { $quit } for at stoppe.
net-move-waiting = Ikke forbundet til serveren lige nu. Dit træk bliver sendt, når den er tilbage.
net-move-already-waiting = Et træk venter allerede på at blive sendt. Prøv dette, når serveren er tilbage.
net-not-connected = Ikke forbundet til serveren lige nu. Prøv igen, når den er tilbage.
net-stopping-join = Spillet bliver ved bord { $code } på serveren: sæt dig ved det igen med shared-table join { $code } --server { $url }.
net-ended = Programmet er stoppet.
net-ended-enter = Programmet er stoppet. Tryk Enter for at vende tilbage til kommandolinjen.
net-untrusted = Serveren på { $url } har et certifikat, som denne computer ikke stoler på: { $reason }. Bruger serveren sit eget selvsignerede certifikat, så få filen fra den, der driver serveren, og tilføj --cafile FILE.
net-cafile-unreadable = Certifikatfilen { $file } kan ikke bruges: { $reason }.
net-no-hot-seat = --humans er til folk, der deler ét tastatur. Ved en server deltager hver person fra sin egen enhed: brug --guests N i stedet.
cli-cafile-help = et certifikat at stole på for en https-server, for eksempel dens eget selvsignerede

# Issue 41: nobody hears their own name in the third person; hold by any unambiguous beginning; help before the game.
net-dropped-you = { $name } mistede forbindelsen. Bordet venter; du kan skrive hold { $name } for at lade en computerspiller passe pladsen.
net-left-you = { $name } forlod bordet. Bordet venter; du kan skrive hold { $name } for at lade en computerspiller passe pladsen.
net-hold-which = Flere navne her begynder med { $given }: { $names }. Skriv mere af navnet.
net-table-begun = Spillet ved bord { $code } er begyndt: der er ingen ledig plads.
net-lobby-yours = Ved bordet: { $joined }. { $waiting ->
    [0] Alle er her.
    [one] Venter på 1 person mere. Du kan skrive start for at begynde nu.
   *[other] Venter på { $waiting } personer mere. Du kan skrive start for at begynde nu.
}
net-lobby-waiting-yours = Spillet er ikke begyndt endnu. Du kan skrive start for at begynde med computerspillere på de tomme pladser.
net-lobby-help-yours = Før spillet begynder, kan du skrive start for at begynde nu med computerspillere på de tomme pladser, eller { $quit } for at forlade bordet. Når det er begyndt, viser { $help } spillets kommandoer.
net-lobby-help = Før spillet begynder, kan du skrive { $quit } for at forlade bordet. Spillet begynder, når alle pladser er taget, eller når den, der åbnede bordet, skriver start. Så viser { $help } spillets kommandoer.
table-cmd-hold = hold
table-cmd-hold-summary = lad en computerspiller passe pladsen for en, der mistede forbindelsen, til vedkommende kommer tilbage
table-cmd-hold-argument = et navn eller begyndelsen af det
table-cmd-hold-examples = hold Bob
table-cmd-hold-typed = {""}
table-hold-whom = Hvis plads? Skriv hold og et navn, for eksempel hold Bob.
# A seat a computer player kept while its person was away: its moves told as its own (issue 41).
host-kept-seat = Mens du var væk, passede en computerspiller din plads.
table-kept-name = computerspilleren
net-no-sound = Her er ingen lyd { $given }.
