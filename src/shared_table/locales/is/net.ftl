# Playing together from your own devices: shared-table serve, play --server, join (net/, console/remote.py).

cli-server-help = vistfang netþjónsins, til dæmis http://192.168.1.20:8765 (lykillinn server í stillingaskránni gefur sjálfgefið gildi)
cli-guests-help = sæti sem eru tekin frá fyrir fólk sem tengist úr eigin tækjum (sjálfgefið 1); án --players sitja við borðið þú, gestir þínir og einn tölvuspilari fyrir hvert stig í --bots
cli-join-help = setjast við borð á netþjóni, úr þessum skjáhermi
cli-join-description = Taktu laust sæti við borð sem einhver opnaði með shared-table play --server. Ef þú sest aftur við sama borð af þessum aðgangi færðu aftur sætið sem þú hafðir þar.
cli-join-code-help = kóði borðsins, eins og sá sem opnaði borðið las hann upp
cli-serve-help = hýsa borð fyrir fólk sem spilar úr eigin tækjum
cli-serve-description = Hýsa borð á netinu þar til ýtt er á Ctrl+C. Fyrsta línan segir hvar. Spil eru vistuð eins og á þessari tölvu, og netþjónn sem er ræstur aftur fær borðin sín aftur.
cli-serve-host-help = vistfangið sem er hlustað á (sjálfgefið 127.0.0.1: aðeins þessi tölva)
cli-serve-port-help = gáttin sem er hlustað á (8765; 0 velur lausa gátt)
cli-serve-certfile-help = TLS-skilríki, til að nota https og wss (með --keyfile)
cli-serve-keyfile-help = einkalykill TLS-skilríkisins
cli-serve-joins-help = hámarksfjöldi borða sem má opna eða setjast við frá einu vistfangi á mínútu (sjálfgefið 20), svo ekki sé hægt að finna kóða með ágiskunum
cli-serve-seeds-help = aðeins fyrir prófanir: borð opnað með tölu fyrir gjöfina notar hana líka með gestum, svo sá sem opnar þekkir allar hendur (af)
cli-serve-database-help = geyma borð, spil og leiki í þessum PostgreSQL-gagnagrunni (postgresql://NOTANDI@VÉL/NAFN), sameiginlegum með öðrum serve-ferlum, í stað vistunarskrárinnar
cli-serve-lease-help = með --database: sekúndur sem borð helst hjá ferli sem hættir að svara áður en annar tekur það (10)

net-opened = Borð { $code }. Aðrir tengjast með: shared-table join { $code } --server { $url }
net-opened-link = Eða sendu þennan tengil til að spila í vafra: { $link }
net-joined-table = Þú ert við borð { $code }.
net-lobby = Við borðið: { $joined }. { $waiting ->
    [0] Allir eru komnir.
    [one] Beðið eftir { $waiting } manneskju í viðbót. Sá sem opnaði borðið getur skrifað start til að byrja strax.
   *[other] Beðið eftir { $waiting } manneskjum í viðbót. Sá sem opnaði borðið getur skrifað start til að byrja strax.
}
net-lobby-waiting = Spilið er ekki hafið. Sá sem opnaði borðið getur skrifað start til að byrja með tölvuspilara í auðu sætunum.
net-joined = { $name } settist við borðið.
net-back = { $name } er aftur við borðið.
net-dropped = { $name } missti sambandið. Borðið bíður; { $opener } getur skrifað hold { $name } til að láta tölvuspilara halda sætinu.
net-left = { $name } fór frá borðinu. Borðið bíður; { $opener } getur skrifað hold { $name } til að láta tölvuspilara halda sætinu.
net-held = Tölvuspilari heldur sætinu fyrir { $name } þar til viðkomandi kemur aftur.
net-hold-done = Tölvuspilari heldur sætinu fyrir { $name }.
net-hold-who = Enginn sem heitir { $given } situr við þetta borð.
net-hold-here = { $name } er enn í sambandi, eða spilið er ekki hafið.
net-only-opener-starts = Aðeins { $name }, sem opnaði borðið, getur byrjað spilið.
net-only-opener-holds = Aðeins { $name }, sem opnaði borðið, getur látið tölvuspilara halda sæti.
net-started-already = Spilið er þegar hafið.
net-not-started = Spilið er ekki hafið. Laus sæti: { $waiting }.
net-seated-already = Þessi tenging er þegar með sæti.
net-not-seated = Opnaðu borð eða sestu við borð fyrst.
net-too-many-joins = Of mörg borð hafa verið reynd frá þessu vistfangi. Bíddu í mínútu og reyndu svo aftur.
net-seed-with-guests = Við borð með gestum er gefið af handahófi, svo enginn þekki spil annarra. Tala fyrir gjöfina er aðeins fyrir spil einn.
net-guessing-paused = Of margir rangir borðkóðar hafa verið reyndir á þessum netþjóni síðustu mínútu, svo það bíður að setjast við borð með kóða. Reyndu aftur eftir mínútu. Þú getur samt komið aftur í þitt eigið sæti.
net-replaced = Sætið þitt var tekið á öðru tæki. Þessari tengingu er lokað; spilaðu áfram þar.
net-no-table = Það er ekkert borð { $code } á þessum netþjóni. Athugaðu kóðann hjá þeim sem opnaði það.
net-table-full = Við borð { $code } er ekkert laust sæti.
net-guests = Gestir mega vera frá 0 upp í { $most }, ekki { $given }.
net-bad-url = { $given } er ekki vistfang netþjóns: gefðu upp vistfang eins og http://192.168.1.20:8765.
net-cannot-connect = Ekki næst samband við netþjóninn á { $url }: { $reason }.
net-no-server = Hvaða netþjónn? Gefðu upp --server URL, eða stilltu server í stillingaskránni.
net-reconnecting = Sambandið við netþjóninn rofnaði. Tengist aftur.
net-reconnected = Tengt aftur.
net-gone = Ekki næst lengur samband við netþjóninn á { $url }. Spilið er vistað þar; sestu aftur við borðið síðar til að halda áfram.

host-stale-move = Þessi leikur svaraði eldri stöðu við borðið: eitthvað gerðist fyrst. Hlustaðu og reyndu svo aftur.

wire-bad-words = Setning barst frá netþjóninum á formi sem þetta forrit getur ekki lesið.
wire-bad-update = Breyting við borðið barst frá netþjóninum á formi sem þetta forrit getur ekki lesið.
wire-too-long = Skeytið er of langt: mest { $most } bæti.
wire-not-json = Skeytið er ekki JSON.
wire-no-kind = Skeytið er ekki JSON-hlutur með reitinn kind.
wire-unknown-kind = Engin skeytagerð heitir { $given }. Gerðirnar eru { $known }.
wire-missing-field = Skeyti af gerðinni { $kind } þarf reitinn { $field }.
wire-wrong-type = Reiturinn { $field } í skeyti af gerðinni { $kind } er af rangri tegund.
wire-extra-field = Skeyti af gerðinni { $kind } hefur engan reit { $field }.
wire-flood = Of mörg skeyti: mest { $most } á sekúndu. Það skeyti var ekki lesið.
net-problem = { $problem }
net-stopping = Spilið bíður við borð { $code } á netþjóninum: sestu aftur við það með shared-table join { $code }.
net-stopping-page = Spilið bíður við borð { $code } á netþjóninum: opnaðu tengilinn aftur til að setjast.
net-no-answer = Netþjónninn svaraði ekki. Reyndu aftur.
net-table-name = borð { $code }
wire-not-understood = Ekki tókst að skilja þessi skilaboð, og þau breyttu engu.
net-table-fault = Eitthvað fór úrskeiðis við þetta borð, og það var skráð í annál þjónsins. Allir leikir hingað til eru vistaðir.
net-not-a-line-seat = Þessi tenging sendir leiki, ekki línur: tengstu með join-lines til að senda það sem manneskja skrifar.
net-help-hold = Við borð á þjóni getur sá sem opnaði borðið líka skrifað hold og nafn til að láta tölvuspilara halda sæti þess sem missti tenginguna.
# A reopened table whose saved move changed on the server's disk, as its people hear it: the server's paths are not theirs.
net-save-move-changed = Vistun spilsins á þjóninum breyttist á diskinum við leik { $move }: spilið heldur áfram frá leiknum á undan.
net-table-moving = Borð { $code } er að flytjast á annan netþjón núna. Reyndu aftur eftir augnablik.
net-database-waiting = Netþjónninn bíður eftir gagnagrunninum sínum. Leikir þínir bíða þar til hann kemur aftur.
net-database-back = Gagnagrunnurinn er kominn aftur. Spilið heldur áfram.

# The terminal client while the server cannot be reached, and how it ends (issue 41).
net-still-trying = Enn reynt að ná í netþjóninn. Skrifaðu { $quit } til að gefast upp.
net-move-waiting = Ekkert samband við netþjóninn í augnablikinu. Leikurinn þinn verður sendur þegar hann kemur aftur.
net-move-already-waiting = Einn leikur bíður þegar eftir að verða sendur. Reyndu þennan aftur þegar netþjónninn er kominn aftur.
net-not-connected = Ekkert samband við netþjóninn í augnablikinu. Reyndu aftur þegar hann er kominn aftur.
net-stopping-join = Spilið bíður við borð { $code } á netþjóninum: sestu aftur við það með shared-table join { $code } --server { $url }.
net-ended = Forritið hefur stöðvast.
net-ended-enter = Forritið hefur stöðvast. Ýttu á Enter til að fara aftur á skipanalínuna.
net-untrusted = Netþjónninn á { $url } er með skilríki sem þessi tölva treystir ekki: { $reason }. Ef netþjónninn notar eigið sjálfundirritað skilríki, fáðu skrána hjá þeim sem rekur hann og bættu við --cafile FILE.
net-cafile-unreadable = Ekki er hægt að nota skilríkjaskrána { $file }: { $reason }.
net-no-hot-seat = --humans er fyrir fólk sem deilir einu lyklaborði. Á netþjóni tengist hver og einn úr eigin tæki: notaðu frekar --guests N.
cli-cafile-help = skilríki sem treysta skal fyrir https-netþjón, til dæmis hans eigið sjálfundirritaða

# Issue 41: nobody hears their own name in the third person; hold by any unambiguous beginning; help before the game.
net-dropped-you = { $name } missti sambandið. Borðið bíður; þú getur skrifað hold { $name } til að láta tölvuspilara halda sætinu.
net-left-you = { $name } fór frá borðinu. Borðið bíður; þú getur skrifað hold { $name } til að láta tölvuspilara halda sætinu.
net-hold-which = Fleiri en eitt nafn hér byrja á { $given }: { $names }. Skrifaðu meira af nafninu.
net-table-begun = Spilið við borð { $code } er hafið: ekkert sæti er laust.
net-lobby-yours = Við borðið: { $joined }. { $waiting ->
    [0] Allir eru komnir.
    [one] Beðið eftir { $waiting } manneskju í viðbót. Þú getur skrifað start til að byrja strax.
   *[other] Beðið eftir { $waiting } manneskjum í viðbót. Þú getur skrifað start til að byrja strax.
}
net-lobby-waiting-yours = Spilið er ekki hafið. Þú getur skrifað start til að byrja með tölvuspilara í auðu sætunum.
net-lobby-help-yours = Áður en spilið hefst geturðu skrifað start til að byrja strax með tölvuspilara í auðu sætunum, eða { $quit } til að fara frá borðinu. Þegar það er hafið sýnir { $help } skipanir spilsins.
net-lobby-help = Áður en spilið hefst geturðu skrifað { $quit } til að fara frá borðinu. Spilið hefst þegar öll sæti eru skipuð, eða þegar sá sem opnaði borðið skrifar start. Þá sýnir { $help } skipanir spilsins.
table-cmd-hold = hold
table-cmd-hold-summary = láta tölvuspilara halda sæti þess sem missti sambandið þar til viðkomandi kemur aftur
table-cmd-hold-argument = nafn, eða upphaf þess
table-cmd-hold-examples = hold Bob
table-cmd-hold-typed = {""}
table-hold-whom = Sæti hvers? Skrifaðu hold og nafn, til dæmis hold Bob.
# A seat a computer player kept while its person was away: its moves told as its own (issue 41).
host-kept-seat = Meðan þú varst í burtu hélt tölvuspilari sætinu þínu.
table-kept-name = tölvuspilarinn
net-no-sound = Hér er ekkert hljóð { $given }.
