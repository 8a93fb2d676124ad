## The table's own words: languages, commands and help (core/commands.py, i18n/languages.py).

language-unknown = Kieltä "{ $given }" ei ole: kielet ovat { $codes }.

table-usage-optional = { $name }, halutessasi { $wanted }
table-usage-then = { $name }, sitten { $wanted }
table-question-mark = kysymysmerkki
table-help-line = { $usage }: { $summary }.
table-help-also = Myös: { $also }.
table-help-heading = { $topic }: komennot, kirjainkoolla ei ole väliä:
table-help-more = Kirjoita ohje ja komento, niin kuulet lisää, esimerkiksi: { $example }.
table-help-choices = Vaihtoehdot: { $choices }.
table-help-examples = Esimerkiksi: { $examples }.
table-command-ambiguous = "{ $given }" voi olla { $choices }: kirjoita se, jota tarkoitat.
table-command-unknown-guess = Komentoa "{ $given }" ei ole. Tarkoititko komentoa { $guess }? Kirjoita ohje, niin kuulet kaikki komennot.
table-command-unknown = Komentoa "{ $given }" ei ole. Kirjoita ohje, niin kuulet kaikki komennot.
table-command-elsewhere = { $same ->
    [yes] Se on komento pelissä { $game }, ei tässä pelissä.
   *[no] Pelissä { $game } { $word } tarkoittaa komentoa { $command }.
}
table-usage-or = { $before } tai { $choice }

table-semicolon = {"; "}

## Tiedostot, jotka henkilö nimeää tulosteeksi (core/new_files.py: braille --out, speak --wav).
file-no-folder = Kansiota { $folder } ei ole, joten tiedostoa { $path } ei voi kirjoittaa: luo kansio ensin tai nimeä tiedosto olemassa olevassa kansiossa.
file-cannot-write = Tiedostoa { $path } ei voi kirjoittaa: { $reason }.
file-is-link = { $path } on symbolinen linkki, jota ei koskaan seurata: anna itse tiedoston nimi.
file-is-folder = { $path } on kansio: anna tiedoston nimi, siinä tai toisessa kansiossa.
file-not-regular = { $path } ei ole tavallinen tiedosto (laite, putki tai pistoke): siihen ei kirjoitettu mitään. Anna tiedoston nimi.
file-exists = { $path } on jo olemassa: anna toinen nimi tai lisää --replace, niin se kirjoitetaan yli.
