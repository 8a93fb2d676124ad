# Playing together from your own devices: shared-table serve, play --server, join (net/, console/remote.py).

cli-server-help = serverns adress, till exempel http://192.168.1.20:8765 (nyckeln server i konfigurationsfilen ger ett standardvärde)
cli-guests-help = platser som hålls åt personer som ansluter från sina egna enheter (standard 1); utan --players är bordet du, dina gäster och en datorspelare för varje nivå i --bots
cli-join-help = sätt dig vid ett bord på en server, från den här terminalen
cli-join-description = Ta en ledig plats vid ett bord som någon har öppnat med shared-table play --server. Sätter du dig vid samma bord igen från det här kontot får du tillbaka platsen du hade där.
cli-join-code-help = bordets kod, som den som öppnade bordet läste upp den
cli-serve-help = håll bord öppna för personer som spelar från sina egna enheter
cli-serve-description = Håll bord öppna över nätverket tills Ctrl+C. Första raden säger var. Spelen sparas som när man spelar på den här datorn, och en server som startas igen får tillbaka sina bord.
cli-serve-host-help = adressen att lyssna på (standard 127.0.0.1: bara den här datorn)
cli-serve-port-help = porten att lyssna på (8765; 0 väljer en ledig)
cli-serve-certfile-help = ett TLS-certifikat, för https och wss (tillsammans med --keyfile)
cli-serve-keyfile-help = TLS-certifikatets privata nyckel
cli-serve-joins-help = hur många bord en adress högst får öppna eller sätta sig vid per minut (standard 20), så att koder inte kan hittas genom att gissa
cli-serve-seeds-help = bara för tester: ett bord som öppnas med ett tal för utdelningen använder det även med gäster, så den som öppnar känner till alla händer (av)
cli-serve-database-help = spara bord, spel och drag i den här PostgreSQL-databasen (postgresql://ANVÄNDARE@VÄRD/NAMN), delad med andra serve-processer, i stället för sparfilen
cli-serve-lease-help = med --database: sekunder ett bord stannar hos en process som slutar svara innan en annan tar det (10)

net-opened = Bord { $code }. Andra ansluter med: shared-table join { $code } --server { $url }
net-opened-link = Eller skicka den här länken för att spela i en webbläsare: { $link }
net-joined-table = Du sitter vid bord { $code }.
net-lobby = Vid bordet: { $joined }. { $waiting ->
    [0] Alla är här.
    [one] Väntar på 1 person till. Den som öppnade bordet kan skriva start för att börja nu.
   *[other] Väntar på { $waiting } personer till. Den som öppnade bordet kan skriva start för att börja nu.
}
net-lobby-waiting = Spelet har inte börjat än. Den som öppnade bordet kan skriva start för att börja med datorspelare på de tomma platserna.
net-joined = { $name } kom till bordet.
net-back = { $name } är tillbaka.
net-dropped = { $name } tappade anslutningen. Bordet väntar; { $opener } kan skriva hold { $name } för att låta en datorspelare hålla platsen.
net-left = { $name } lämnade bordet. Bordet väntar; { $opener } kan skriva hold { $name } för att låta en datorspelare hålla platsen.
net-held = En datorspelare håller platsen åt { $name } tills { $name } är tillbaka.
net-hold-done = En datorspelare håller platsen åt { $name }.
net-hold-who = Ingen som heter { $given } sitter vid det här bordet.
net-hold-here = { $name } är fortfarande ansluten, eller så har spelet inte börjat.
net-only-opener-starts = Bara { $name }, som öppnade bordet, kan starta spelet.
net-only-opener-holds = Bara { $name }, som öppnade bordet, kan låta en datorspelare hålla en plats.
net-started-already = Spelet har redan börjat.
net-not-started = Spelet har inte börjat. Lediga platser: { $waiting }.
net-seated-already = Den här anslutningen har redan en plats.
net-not-seated = Öppna ett bord eller sätt dig vid ett först.
net-too-many-joins = För många bord har prövats från den här adressen. Vänta en minut och försök sedan igen.
net-seed-with-guests = Vid ett bord med gäster delas korten ut slumpvis, så att ingen känner till någon annans kort. Ett tal för utdelningen är bara för ett spel ensam.
net-guessing-paused = För många felaktiga bordskoder har prövats på den här servern den senaste minuten, så det väntar med att sätta sig vid ett bord med kod. Försök igen om en minut. Du kan fortfarande komma tillbaka till din egen plats.
net-replaced = Din plats togs på en annan enhet. Den här anslutningen är stängd; spela vidare där.
net-no-table = Det finns inget bord { $code } på den här servern. Kontrollera koden med den som öppnade det.
net-table-full = Bord { $code } har ingen ledig plats.
net-guests = { $given } gäster är för många eller för få: från 0 till { $most }.
net-bad-url = { $given } är ingen serveradress: ange en som http://192.168.1.20:8765.
net-cannot-connect = Kan inte nå servern på { $url }: { $reason }.
net-no-server = Vilken server? Ange --server URL, eller ställ in server i konfigurationsfilen.
net-reconnecting = Anslutningen till servern bröts. Försöker igen.
net-reconnected = Ansluten igen.
net-gone = Servern på { $url } går inte att nå längre. Spelet är sparat där; sätt dig vid bordet igen senare för att spela vidare.

host-stale-move = Det draget svarade på ett äldre läge vid bordet: något hände först. Lyssna och försök sedan igen.

wire-bad-words = En mening kom från servern i en form som det här programmet inte kan läsa.
wire-bad-update = En ändring vid bordet kom från servern i en form som det här programmet inte kan läsa.
wire-too-long = Meddelandet är för långt: högst { $most } byte.
wire-not-json = Meddelandet är inte JSON.
wire-no-kind = Meddelandet är inte ett JSON-objekt med fältet kind.
wire-unknown-kind = Ingen meddelandetyp { $given }. Typerna är { $known }.
wire-missing-field = Ett meddelande av typen { $kind } behöver fältet { $field }.
wire-wrong-type = Fältet { $field } i ett meddelande av typen { $kind } har fel datatyp.
wire-extra-field = Ett meddelande av typen { $kind } har inget fält { $field }.
wire-flood = För många meddelanden: högst { $most } per sekund. Det meddelandet lästes inte.
net-problem = { $problem }
net-stopping = Spelet stannar vid bord { $code } på servern: sätt dig vid det igen med shared-table join { $code }.
net-stopping-page = Spelet stannar vid bord { $code } på servern: öppna länken igen för att sätta dig.
net-no-answer = Servern svarade inte. Försök igen.
net-table-name = Bord { $code }
wire-not-understood = Det meddelandet kunde inte förstås, och det ändrade ingenting.
net-table-fault = Något gick fel vid det här bordet, och det har skrivits i serverns logg. Alla drag hittills är sparade.
net-not-a-line-seat = Den här anslutningen skickar drag, inte rader: anslut med join-lines för att skicka det en person skriver.
net-help-hold = Vid ett bord på en server kan den som öppnade bordet också skriva hold och ett namn för att låta en datorspelare hålla platsen åt någon som tappade anslutningen.
# A reopened table whose saved move changed on the server's disk, as its people hear it: the server's paths are not theirs.
net-save-move-changed = Serverns sparade version av spelet har ändrats på disken vid drag { $move }: spelet fortsätter från draget före.
net-table-moving = Bord { $code } flyttar till en annan server just nu. Försök igen om en stund.
net-database-waiting = Servern väntar på sin databas. Dina drag väntar tills den är tillbaka.
net-database-back = Databasen är tillbaka. Spelet fortsätter.

# The terminal client while the server cannot be reached, and how it ends (issue 41).
net-still-trying = Försöker fortfarande nå servern. Skriv { $quit } för att sluta.
net-move-waiting = Inte ansluten till servern just nu. Ditt drag skickas när den är tillbaka.
net-move-already-waiting = Ett drag väntar redan på att skickas. Försök med det här när servern är tillbaka.
net-not-connected = Inte ansluten till servern just nu. Försök igen när den är tillbaka.
net-stopping-join = Spelet stannar vid bord { $code } på servern: sätt dig vid det igen med shared-table join { $code } --server { $url }.
net-ended = Programmet har stannat.
net-ended-enter = Programmet har stannat. Tryck Enter för att gå tillbaka till kommandoraden.
net-untrusted = Servern på { $url } har ett certifikat som den här datorn inte litar på: { $reason }. Använder servern ett eget självsignerat certifikat, be den som sköter servern om filen och lägg till --cafile FILE.
net-cafile-unreadable = Certifikatfilen { $file } går inte att använda: { $reason }.
net-no-hot-seat = --humans är för personer som delar ett tangentbord. Vid en server ansluter var och en från sin egen enhet: använd --guests N i stället.
cli-cafile-help = ett certifikat att lita på för en https-server, till exempel dess eget självsignerade

# Issue 41: nobody hears their own name in the third person; hold by any unambiguous beginning; help before the game.
net-dropped-you = { $name } tappade anslutningen. Bordet väntar; du kan skriva hold { $name } för att låta en datorspelare hålla platsen.
net-left-you = { $name } lämnade bordet. Bordet väntar; du kan skriva hold { $name } för att låta en datorspelare hålla platsen.
net-hold-which = Flera namn här börjar med { $given }: { $names }. Skriv mer av namnet.
net-table-begun = Spelet vid bord { $code } har börjat: ingen plats är ledig.
net-lobby-yours = Vid bordet: { $joined }. { $waiting ->
    [0] Alla är här.
    [one] Väntar på 1 person till. Du kan skriva start för att börja nu.
   *[other] Väntar på { $waiting } personer till. Du kan skriva start för att börja nu.
}
net-lobby-waiting-yours = Spelet har inte börjat än. Du kan skriva start för att börja med datorspelare på de tomma platserna.
net-lobby-help-yours = Innan spelet börjar kan du skriva start för att börja nu med datorspelare på de tomma platserna, eller { $quit } för att lämna bordet. När det har börjat visar { $help } spelets kommandon.
net-lobby-help = Innan spelet börjar kan du skriva { $quit } för att lämna bordet. Spelet börjar när alla platser är tagna, eller när den som öppnade bordet skriver start. Då visar { $help } spelets kommandon.
table-cmd-hold = hold
table-cmd-hold-summary = låt en datorspelare hålla platsen åt någon som tappade anslutningen, tills hen kommer tillbaka
table-cmd-hold-argument = ett namn, eller början av det
table-cmd-hold-examples = hold Bob
table-cmd-hold-typed = {""}
table-hold-whom = Vems plats? Skriv hold och ett namn, till exempel hold Bob.
# A seat a computer player kept while its person was away: its moves told as its own (issue 41).
host-kept-seat = Medan du var borta höll en datorspelare din plats.
table-kept-name = datorspelaren
net-no-sound = Här finns inget ljud { $given }.
