## The config file: what each key allows, its problems, and `shared-table config` (config.py).

config-allowed-one-of = eitt af { $choices }
config-allowed-whole = heil tala frá { $low } til { $high }
config-allowed-text = texti innan gæsalappa
config-allowed-name = nafn innan gæsalappa, í mesta lagi { $most } stafir, án stýritákna
config-allowed-levels = erfiðleikastig aðskilin með kommum, eins og "hard,medium" (easy, medium, hard; í Five Crowns líka expert)
config-allowed-true-false = true eða false

config-too-big = Stillingar { $path }: ekki lesnar (skráin er yfir { $limit } bæti, og stillingaskrá er miklu minni); sjálfgefin gildi eru notuð.
config-not-read = Stillingar { $path }: ekki lesnar ({ $reason }); sjálfgefin gildi eru notuð.
config-too-deep = Stillingar { $path }: ekki lesnar (listar eða töflur eru of djúpt hreiðraðar); sjálfgefin gildi eru notuð.
config-not-a-file = Stillingar { $path }: ekki lesnar (þetta er ekki venjuleg skrá heldur mappa, tæki eða pípa); sjálfgefin gildi eru notuð.
config-number-too-long = Stillingar { $path }: ekki lesnar (tala í henni hefur þúsundir tölustafa); sjálfgefin gildi eru notuð.
## Why a config file could not be read: where ($line 0: at its end) and what, in words (not the parser's).
config-toml-error = { $line ->
    [0] í lokin
   *[other] lína { $line }, dálkur { $column }
}: { $what ->
    [quote] gæsalöpp er ekki lokað í sömu línu
    [value] gildi sem TOML getur ekki lesið: texti fer innan gæsalappa, true, false og tölur ekki
    [equals] stilling þarf = milli nafns og gildis
    [twice] stilling er skrifuð tvisvar
   *[other] þetta er ekki skrifað eins og TOML skrifar
}
config-not-utf8 = þetta er ekki UTF-8-texti
config-unknown-key = Stillingar { $path }: óþekktur lykill { $given }; lyklarnir eru { $keys }.
config-bad-value = Stillingar { $path }: { $key } = { $given } er ekki leyft. Leyft: { $allowed }. Sjálfgefna gildið er notað.

config-file = Stillingaskrá: { $path }{ $there ->
    [yes] {""}
   *[no] {" "}(er ekki til enn: búðu hana til til að breyta sjálfgefnum gildum)
}.
config-how = Til að breyta stillingu skaltu skrifa línu hennar í skrána án myllumerkisins fremst.
config-note = { $source ->
    [file] úr skránni
   *[default] sjálfgefið
}; leyft: { $allowed }.
config-unset = { $key } er ekki stillt, svo { $key ->
    [players] spilið velur hve margir spila
    [bots] tölvuspilararnir spila á venjulegu stigi spilsins
    [voice] eigin rödd tungumálsins er notuð
    [rate] röddin talar á sínum eigin hraða
    [language] staðfærslan þín velur
    [server] enginn þjónn er notaður nema þú nefnir einn
   *[other] ekkert er notað
}; leyft: { $allowed }.
config-python-true-false = Stillingar { $path }, lína { $line }: TOML skrifar ekki { $key } = { $given }; skrifaðu { $key } = { $toml } með litlum stöfum. Sjálfgefna gildið er notað.
config-python-none = Stillingar { $path }, lína { $line }: { $key } = { $given } er ekki TOML, sem hefur ekkert autt gildi; slepptu línunni til að halda sjálfgefna gildinu. Sjálfgefna gildið er notað.
config-set-aside = Stillingar { $path }: { $key } = { $given } passar ekki við { $game } ({ $seats }); því er vikið til hliðar í þessum leik.
