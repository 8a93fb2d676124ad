## Tal (speech/, console/speech_command.py): vilken röst som talar, eller varför ingen kan;
## den enda raden när talet slutar; shared-table speak och voices.

speech-seconds = { $n ->
    [one] { $n } sekund
   *[other] { $n } sekunder
}

## Vad som talar: första raden i ett spel med tal.

speech-own-voice = Tal: vår egen röst, { $voice }, hastighet { $rate }.
speech-through = Tal: via { $reader }.
speech-off = Talet är avstängt.
speech-off-because = Talet är avstängt: { $reason }.
speech-turned-off = bortvalt
speech-tried = { $backend ->
    [screenreader] skärmläsare
   *[tts] egen röst
}: { $reason }
speech-reasons = { $reasons }; { $reason }

## Varför en talutgång inte kan starta.

speech-start-timeout = den startade inte inom { $seconds }
speech-start-failed = den kunde inte starta ({ $error })
speech-no-accessible-output = accessible-output2 är inte installerat ({ $error })
speech-accessible-output-failed = accessible-output2 kan inte starta ({ $error })
speech-no-screen-reader-running = ingen skärmläsare körs
speech-no-screen-reader = varken skärmläsare eller Speech Dispatcher hittades
speech-no-pyttsx3 = pyttsx3 är inte installerat ({ $error })
speech-no-espeak = espeak-ng kan inte läsas in ({ $error })
speech-voice-cannot-start = rösten { $driver } kan inte starta ({ $error })
speech-rate-range = hastigheten { $rate } är utanför intervallet: använd 50 till 500 ord per minut
speech-no-voice = ingen röst "{ $wanted }": prova shared-table voices; några är { $some }
speech-no-language-voice = ingen svensk röst ({ $voice }): välj en med --voice; shared-table voices visar dem
speech-no-audio-written = rösten skrev inget ljud till { $path }
speech-no-player = ingen ljudspelare hittades (installera sox)
speech-no-audio-device = ingen ljudenhet hittades

## Tal som slutar mitt i spelet.

speech-stopped = Talet slutade: { $reason }. Spelet fortsätter i text.
speech-no-answer = { $backend ->
    [screenreader] skärmläsaren
    [tts] rösten
   *[other] talutgången
} svarade inte inom { $seconds }
speech-not-finished = { $backend ->
    [screenreader] skärmläsaren
    [tts] rösten
   *[other] talutgången
} talade inte färdigt inom { $seconds }
speech-failed = { $backend ->
    [screenreader] skärmläsaren
    [tts] rösten
   *[other] talutgången
} misslyckades ({ $error })
speech-voice-stopped = rösten slutade fungera ({ $error })
speech-player-failed = { $player } misslyckades
speech-error = { $kind }: { $detail }
speech-backend-exit = { $kind } i talmodulen
speech-no-answer-within = inget svar inom { $seconds }

## shared-table speak och shared-table voices.

speech-nothing-to-say = shared-table speak: inget att säga: skriv en text, till exempel: shared-table speak Sexor är vilda kort
speech-wav-needs-tts = --wav skriver ljudet från vår egen röst: använd --speech tts, inte { $choice }
speech-command-failed = shared-table { $command }: { $reason }.
speech-wrote = Skrev { $path }.
speech-voices = { $n ->
    [one] { $n } röst.
   *[other] { $n } röster.
} Ge --voice id:t eller namnet, eller en del av något av dem.
speech-voice = { $id }: { $name }
speech-voice-languages = { $id }: { $name } ({ $languages })
speech-text-too-long = texten har { $count } tecken, och speak läser högst { $most }
