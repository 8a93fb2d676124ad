## Tale (speech/, console/speech_command.py): hvilken stemme der taler, eller hvorfor ingen kan;
## den ene linje, når talen stopper; shared-table speak og voices.

speech-seconds = { $n ->
    [one] { $n } sekund
   *[other] { $n } sekunder
}

## Hvad der taler: den første linje i et spil med tale.

speech-own-voice = Tale: vores egen stemme, { $voice }, hastighed { $rate }.
speech-through = Tale: gennem { $reader }.
speech-off = Tale er slået fra.
speech-off-because = Tale er slået fra: { $reason }.
speech-turned-off = fravalgt
speech-tried = { $backend ->
    [screenreader] skærmlæser
   *[tts] egen stemme
}: { $reason }
speech-reasons = { $reasons }; { $reason }

## Hvorfor en taleudgang ikke kan starte.

speech-start-timeout = den startede ikke inden for { $seconds }
speech-start-failed = den kunne ikke starte ({ $error })
speech-no-accessible-output = accessible-output2 er ikke installeret ({ $error })
speech-accessible-output-failed = accessible-output2 kan ikke starte ({ $error })
speech-no-screen-reader-running = ingen skærmlæser kører
speech-no-screen-reader = hverken skærmlæser eller Speech Dispatcher blev fundet
speech-no-pyttsx3 = pyttsx3 er ikke installeret ({ $error })
speech-no-espeak = espeak-ng kan ikke indlæses ({ $error })
speech-voice-cannot-start = stemmen { $driver } kan ikke starte ({ $error })
speech-rate-range = hastigheden { $rate } er uden for området: brug 50 til 500 ord i minuttet
speech-no-voice = ingen stemme "{ $wanted }": prøv shared-table voices; nogle er { $some }
speech-no-language-voice = ingen dansk stemme ({ $voice }): vælg en med --voice; shared-table voices viser dem
speech-no-audio-written = stemmen skrev ingen lyd til { $path }
speech-no-player = ingen lydafspiller blev fundet (installer sox)
speech-no-audio-device = ingen lydenhed blev fundet

## Tale, der stopper midt i spillet.

speech-stopped = Talen stoppede: { $reason }. Spillet fortsætter som tekst.
speech-no-answer = { $backend ->
    [screenreader] skærmlæseren
    [tts] stemmen
   *[other] taleudgangen
} svarede ikke inden for { $seconds }
speech-not-finished = { $backend ->
    [screenreader] skærmlæseren
    [tts] stemmen
   *[other] taleudgangen
} blev ikke færdig med at tale inden for { $seconds }
speech-failed = { $backend ->
    [screenreader] skærmlæseren
    [tts] stemmen
   *[other] taleudgangen
} fejlede ({ $error })
speech-voice-stopped = stemmen holdt op med at virke ({ $error })
speech-player-failed = { $player } fejlede
speech-error = { $kind }: { $detail }
speech-backend-exit = { $kind } i talemodulet
speech-no-answer-within = intet svar inden for { $seconds }

## shared-table speak og shared-table voices.

speech-nothing-to-say = shared-table speak: intet at sige: skriv noget tekst, fx: shared-table speak Sekserne er trumf
speech-wav-needs-tts = --wav skriver lyden fra vores egen stemme: brug --speech tts, ikke { $choice }
speech-command-failed = shared-table { $command }: { $reason }.
speech-wrote = Skrev { $path }.
speech-voices = { $n ->
    [one] { $n } stemme.
   *[other] { $n } stemmer.
} Giv --voice id'et eller navnet, eller en del af et af dem.
speech-voice = { $id }: { $name }
speech-voice-languages = { $id }: { $name } ({ $languages })
speech-text-too-long = teksten har { $count } tegn, og speak læser højst { $most }
