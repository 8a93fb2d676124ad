## Tale (speech/, console/speech_command.py): hvilken stemme som snakker, eller hvorfor ingen kan;
## den ene linjen når talen stopper; shared-table speak og voices.

speech-seconds = { $n ->
    [one] { $n } sekund
   *[other] { $n } sekunder
}

## Hva som snakker: den første linjen i et spill med tale.

speech-own-voice = Tale: vår egen stemme, { $voice }, hastighet { $rate }.
speech-through = Tale: via { $reader }.
speech-off = Tale er slått av.
speech-off-because = Tale er slått av: { $reason }.
speech-turned-off = valgt bort
speech-tried = { $backend ->
    [screenreader] skjermleser
   *[tts] egen stemme
}: { $reason }
speech-reasons = { $reasons }; { $reason }

## Hvorfor en taleutgang ikke kan starte.

speech-start-timeout = den startet ikke innen { $seconds }
speech-start-failed = den kunne ikke starte ({ $error })
speech-no-accessible-output = accessible-output2 er ikke installert ({ $error })
speech-accessible-output-failed = accessible-output2 kan ikke starte ({ $error })
speech-no-screen-reader-running = ingen skjermleser kjører
speech-no-screen-reader = verken skjermleser eller Speech Dispatcher ble funnet
speech-no-pyttsx3 = pyttsx3 er ikke installert ({ $error })
speech-no-espeak = espeak-ng kan ikke lastes ({ $error })
speech-voice-cannot-start = stemmen { $driver } kan ikke starte ({ $error })
speech-rate-range = hastigheten { $rate } er utenfor området: bruk 50 til 500 ord i minuttet
speech-no-voice = ingen stemme "{ $wanted }": prøv shared-table voices; noen er { $some }
speech-no-language-voice = ingen norsk stemme ({ $voice }): velg en med --voice; shared-table voices viser dem
speech-no-audio-written = stemmen skrev ingen lyd til { $path }
speech-no-player = ingen lydavspiller ble funnet (installer sox)
speech-no-audio-device = ingen lydenhet ble funnet

## Tale som stopper midt i spillet.

speech-stopped = Talen stoppet: { $reason }. Spillet fortsetter som tekst.
speech-no-answer = { $backend ->
    [screenreader] skjermleseren
    [tts] stemmen
   *[other] taleutgangen
} svarte ikke innen { $seconds }
speech-not-finished = { $backend ->
    [screenreader] skjermleseren
    [tts] stemmen
   *[other] taleutgangen
} ble ikke ferdig med å snakke innen { $seconds }
speech-failed = { $backend ->
    [screenreader] skjermleseren
    [tts] stemmen
   *[other] taleutgangen
} feilet ({ $error })
speech-voice-stopped = stemmen sluttet å virke ({ $error })
speech-player-failed = { $player } feilet
speech-error = { $kind }: { $detail }
speech-backend-exit = { $kind } i talemodulen
speech-no-answer-within = ikke noe svar innen { $seconds }

## shared-table speak og shared-table voices.

speech-nothing-to-say = shared-table speak: ingenting å si: skriv en tekst, for eksempel: shared-table speak Sekserne er jokerkort
speech-wav-needs-tts = --wav skriver lyden fra vår egen stemme: bruk --speech tts, ikke { $choice }
speech-command-failed = shared-table { $command }: { $reason }.
speech-wrote = Skrev { $path }.
speech-voices = { $n ->
    [one] { $n } stemme.
   *[other] { $n } stemmer.
} Gi --voice id-en eller navnet, eller en del av ett av dem.
speech-voice = { $id }: { $name }
speech-voice-languages = { $id }: { $name } ({ $languages })
speech-text-too-long = teksten har { $count } tegn, og speak leser høyst { $most }
