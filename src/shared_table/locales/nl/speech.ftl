## Spraak (speech/, console/speech_command.py): welke stem spreekt, of waarom er geen kan;
## de ene regel als de spraak stopt; shared-table speak en voices.

speech-seconds = { $n ->
    [one] { $n } seconde
   *[other] { $n } seconden
}

## Wat er spreekt: de eerste regel van een spel met spraak.

speech-own-voice = Spraak: onze eigen stem, { $voice }, snelheid { $rate }.
speech-through = Spraak: via { $reader }.
speech-off = Spraak staat uit.
speech-off-because = Spraak staat uit: { $reason }.
speech-turned-off = zo gekozen
speech-tried = { $backend ->
    [screenreader] schermlezer
   *[tts] eigen stem
}: { $reason }
speech-reasons = { $reasons }; { $reason }

## Waarom een spraakuitvoer niet kan starten.

speech-start-timeout = hij startte niet binnen { $seconds }
speech-start-failed = hij kon niet starten ({ $error })
speech-no-accessible-output = accessible-output2 is niet geïnstalleerd ({ $error })
speech-accessible-output-failed = accessible-output2 kan niet starten ({ $error })
speech-no-screen-reader-running = er draait geen schermlezer
speech-no-screen-reader = geen schermlezer of Speech Dispatcher gevonden
speech-no-pyttsx3 = pyttsx3 is niet geïnstalleerd ({ $error })
speech-no-espeak = espeak-ng kan niet worden geladen ({ $error })
speech-voice-cannot-start = de stem { $driver } kan niet starten ({ $error })
speech-rate-range = snelheid { $rate } valt buiten het bereik: gebruik 50 tot 500 woorden per minuut
speech-no-voice = geen stem "{ $wanted }": probeer shared-table voices; enkele zijn { $some }
speech-no-language-voice = geen Nederlandse stem ({ $voice }): kies er een met --voice; shared-table voices toont ze
speech-no-audio-written = de stem schreef geen geluid naar { $path }
speech-no-player = geen audiospeler gevonden (installeer sox)
speech-no-audio-device = geen audioapparaat gevonden

## Spraak die midden in het spel stopt.

speech-stopped = Spraak gestopt: { $reason }. Het spel gaat verder in tekst.
speech-no-answer = { $backend ->
    [screenreader] de schermlezer
    [tts] de stem
   *[other] de spraakuitvoer
} antwoordde niet binnen { $seconds }
speech-not-finished = { $backend ->
    [screenreader] de schermlezer
    [tts] de stem
   *[other] de spraakuitvoer
} was niet uitgesproken binnen { $seconds }
speech-failed = { $backend ->
    [screenreader] de schermlezer
    [tts] de stem
   *[other] de spraakuitvoer
} faalde ({ $error })
speech-voice-stopped = de stem werkt niet meer ({ $error })
speech-player-failed = { $player } is mislukt
speech-error = { $kind }: { $detail }
speech-backend-exit = { $kind } in de spraakmodule
speech-no-answer-within = geen antwoord binnen { $seconds }

## shared-table speak en shared-table voices.

speech-nothing-to-say = shared-table speak: niets te zeggen: geef een tekst, bijvoorbeeld: shared-table speak Alle zessen gelden als jokers
speech-wav-needs-tts = --wav schrijft het geluid van onze eigen stem: gebruik --speech tts, niet { $choice }
speech-command-failed = shared-table { $command }: { $reason }.
speech-wrote = { $path } geschreven.
speech-voices = { $n ->
    [one] { $n } stem.
   *[other] { $n } stemmen.
} Geef --voice de id of de naam, of een deel daarvan.
speech-voice = { $id }: { $name }
speech-voice-languages = { $id }: { $name } ({ $languages })
speech-text-too-long = de tekst heeft { $count } tekens, en speak leest er hoogstens { $most }
