## Puhe (speech/, console/speech_command.py): mikä ääni puhuu tai miksi mikään ei voi puhua;
## ainoa rivi, kun puhe lakkaa; shared-table speak ja voices.
## Aika annetaan sulkeissa ("aikarajassa (2 sekuntia)"), jotta lukua ei tarvitse taivuttaa.

speech-seconds = { $n ->
    [one] { $n } sekunti
   *[other] { $n } sekuntia
}

## Mikä puhuu: pelin ensimmäinen rivi, kun puhe on päällä.

speech-own-voice = Puhe: oma ääni, { $voice }, nopeus { $rate }.
speech-through = Puhe: { $reader } puhuu.
speech-off = Puhe on pois päältä.
speech-off-because = Puhe on pois päältä: { $reason }.
speech-turned-off = valittu pois
speech-tried = { $backend ->
    [screenreader] ruudunlukija
   *[tts] oma ääni
}: { $reason }
speech-reasons = { $reasons }; { $reason }

## Miksi puhe ei käynnisty.

speech-start-timeout = se ei käynnistynyt aikarajassa ({ $seconds })
speech-start-failed = se ei käynnistynyt ({ $error })
speech-no-accessible-output = accessible-output2 ei ole asennettu ({ $error })
speech-accessible-output-failed = accessible-output2 ei käynnisty ({ $error })
speech-no-screen-reader-running = mikään ruudunlukija ei ole käynnissä
speech-no-screen-reader = ruudunlukijaa tai Speech Dispatcheria ei löytynyt
speech-no-pyttsx3 = pyttsx3 ei ole asennettu ({ $error })
speech-no-espeak = espeak-ng ei lataudu ({ $error })
speech-voice-cannot-start = ääni { $driver } ei käynnisty ({ $error })
speech-rate-range = nopeus { $rate } ei kelpaa: anna vähintään 50 ja enintään 500 sanaa minuutissa
speech-no-voice = ääntä "{ $wanted }" ei ole: kokeile shared-table voices; joitakin ääniä: { $some }
speech-no-language-voice = suomenkielistä ääntä ({ $voice }) ei ole: valitse ääni valitsimella --voice; shared-table voices luettelee äänet
speech-no-audio-written = ääni ei kirjoittanut mitään tiedostoon { $path }
speech-no-player = äänisoitinta ei löytynyt (asenna sox)
speech-no-audio-device = äänilaitetta ei löytynyt

## Puhe, joka lakkaa kesken pelin.

speech-stopped = Puhe lakkasi: { $reason }. Peli jatkuu tekstinä.
speech-no-answer = { $backend ->
    [screenreader] ruudunlukija
    [tts] ääni
   *[other] puhe
} ei vastannut aikarajassa ({ $seconds })
speech-not-finished = { $backend ->
    [screenreader] ruudunlukija
    [tts] ääni
   *[other] puhe
} ei puhunut loppuun aikarajassa ({ $seconds })
speech-failed = { $backend ->
    [screenreader] ruudunlukija
    [tts] ääni
   *[other] puhe
} lakkasi toimimasta ({ $error })
speech-voice-stopped = ääni lakkasi toimimasta ({ $error })
speech-player-failed = { $player } epäonnistui
speech-error = { $kind }: { $detail }
speech-backend-exit = { $kind } puhemoduulissa
speech-no-answer-within = ei vastausta aikarajassa ({ $seconds })

## shared-table speak ja shared-table voices.

speech-nothing-to-say = shared-table speak: ei mitään sanottavaa: anna tekstiä, esimerkiksi: shared-table speak Kuutoset ovat villejä kortteja
speech-wav-needs-tts = --wav tallentaa oman äänemme: käytä --speech tts, ei { $choice }
speech-command-failed = shared-table { $command }: { $reason }.
speech-wrote = Kirjoitettu: { $path }.
speech-voices = { $n ->
    [one] { $n } ääni.
   *[other] { $n } ääntä.
} Anna valitsimelle --voice tunnus tai nimi tai osa jompaakumpaa.
speech-voice = { $id }: { $name }
speech-voice-languages = { $id }: { $name } ({ $languages })
speech-text-too-long = tekstissä on { $count } merkkiä, ja speak lukee enintään { $most }
