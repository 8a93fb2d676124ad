# Jaðar þjónsins: tengingar sem er hafnað, lokað eða ekki skildar (net/edge.py, net/pipeline.py, net/requests.py).

cli-serve-origin-help = annað veffang þar sem síður mega spila hér, eins og https://klubbur.example.org (endurtaktu fyrir fleiri); síður frá eigin vistfangi þjónsins mega það alltaf
cli-serve-connections-help = tengingar frá einu vistfangi í einu, í mesta lagi (64): fleiri fá að vita að þær séu of margar þaðan
cli-serve-behind-proxy-help = vistfang öfugs milliþjóns fyrir framan þennan þjón (endurtaktu fyrir fleiri): aðeins frá honum er X-Forwarded-For trúað
cli-serve-forwarded-allow-ips-help = það sama og --behind-proxy, undir nafninu sem uvicorn notar

net-server-full = Þjónninn hefur eins margar tengingar og hann getur tekið við. Reyndu aftur eftir mínútu.
net-too-many-connections = Of margar tengingar frá þessu vistfangi: í mesta lagi { $most }. Lokaðu nokkrum og reyndu svo aftur.
net-no-seat-in-time = Þessi tenging tók ekkert sæti í tæka tíð, svo henni var lokað. Tengstu aftur og opnaðu svo borð eða sestu við eitt.
net-origin-refused = Þessi þjónn tekur ekki við leikjum frá síðu á öðrum vef. Opnaðu leikinn á eigin vistfangi þjónsins, eða biddu gestgjafann að bæta þeim vef við með serve --origin.
net-no-words = Það eru engin orð fyrir { $given }. Tungumálin eru { $known }.
wire-binary = Þessi skilaboð voru tvíundaskilaboð. Sendu hver skilaboð sem texta: einn JSON-hlut.
wire-half-character = Reiturinn { $field } inniheldur hálft stafapar, sem er ekki texti. Sendu heila stafi.
wire-number-too-big = Reiturinn { $field } inniheldur of stóra tölu: í mesta lagi { $most }.
