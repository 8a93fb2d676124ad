## Tal (speech/, console/speech_command.py): hvaða rödd talar eða hvers vegna engin getur það;
## eina línan þegar talið hættir; shared-table speak og voices.
## Tíminn stendur í sviga ("á tilsettum tíma (2 sekúndur)") svo að talan þurfi ekki að beygjast.

speech-seconds = { $n ->
    [one] { $n } sekúnda
   *[other] { $n } sekúndur
}

## Hvað talar: fyrsta lína spils með tali.

speech-own-voice = Tal: eigin rödd okkar, { $voice }, hraði { $rate }.
speech-through = Tal: í gegnum { $reader }.
speech-off = Slökkt er á tali.
speech-off-because = Slökkt er á tali: { $reason }.
speech-turned-off = valið að slökkva
speech-tried = { $backend ->
    [screenreader] skjálesari
   *[tts] eigin rödd
}: { $reason }
speech-reasons = { $reasons }; { $reason }

## Hvers vegna talið ræsist ekki.

speech-start-timeout = það ræstist ekki á tilsettum tíma ({ $seconds })
speech-start-failed = það gat ekki ræst ({ $error })
speech-no-accessible-output = accessible-output2 er ekki uppsett ({ $error })
speech-accessible-output-failed = accessible-output2 getur ekki ræst ({ $error })
speech-no-screen-reader-running = enginn skjálesari er í gangi
speech-no-screen-reader = hvorki skjálesari né Speech Dispatcher fannst
speech-no-pyttsx3 = pyttsx3 er ekki uppsett ({ $error })
speech-no-espeak = ekki tókst að hlaða espeak-ng ({ $error })
speech-voice-cannot-start = röddin { $driver } getur ekki ræst ({ $error })
speech-rate-range = hraðinn { $rate } er utan marka: notaðu 50 til 500 orð á mínútu
speech-no-voice = engin rödd "{ $wanted }": prófaðu shared-table voices; til dæmis { $some }
speech-no-language-voice = engin íslensk rödd ({ $voice }): veldu rödd með --voice; shared-table voices sýnir þær
speech-no-audio-written = röddin skrifaði ekkert hljóð í { $path }
speech-no-player = enginn hljóðspilari fannst (settu upp sox)
speech-no-audio-device = ekkert hljóðtæki fannst

## Tal sem hættir í miðju spili.

speech-stopped = Talið hætti: { $reason }. Spilið heldur áfram í texta.
speech-no-answer = { $backend ->
    [screenreader] skjálesarinn
    [tts] röddin
   *[other] talúttakið
} svaraði ekki á tilsettum tíma ({ $seconds })
speech-not-finished = { $backend ->
    [screenreader] skjálesarinn
    [tts] röddin
   *[other] talúttakið
} lauk ekki við að tala á tilsettum tíma ({ $seconds })
speech-failed = { $backend ->
    [screenreader] skjálesarinn
    [tts] röddin
   *[other] talúttakið
} bilaði ({ $error })
speech-voice-stopped = röddin hætti að virka ({ $error })
speech-player-failed = { $player } bilaði
speech-error = { $kind }: { $detail }
speech-backend-exit = { $kind } í talkerfinu
speech-no-answer-within = ekkert svar á tilsettum tíma ({ $seconds })

## shared-table speak og shared-table voices.

speech-nothing-to-say = shared-table speak: ekkert að segja: gefðu upp texta, til dæmis: shared-table speak Sexurnar gilda allt
speech-wav-needs-tts = --wav skrifar hljóð eigin raddar okkar: notaðu --speech tts, ekki { $choice }
speech-command-failed = shared-table { $command }: { $reason }.
speech-wrote = Skrifaði { $path }.
speech-voices = { $n ->
    [one] { $n } rödd.
   *[other] { $n } raddir.
} Gefðu --voice auðkennið eða nafnið, eða hluta af öðru hvoru.
speech-voice = { $id }: { $name }
speech-voice-languages = { $id }: { $name } ({ $languages })
speech-text-too-long = textinn er { $count } stafir, og speak les mest { $most }
