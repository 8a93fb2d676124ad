## Speech (speech/, console/speech_command.py): which voice speaks or why none can, said once
## in text when the game starts; the one line said when speech stops; shared-table speak and voices.
## $backend is "screenreader" or "tts" (another name: any other speech output).

speech-seconds = { $n ->
    [one] { $n } second
   *[other] { $n } seconds
}

## What speaks: the first line of a game with speech on.

speech-own-voice = Speech: our own voice, { $voice }, rate { $rate }.
speech-through = Speech: through { $reader }.
speech-off = Speech is off.
speech-off-because = Speech is off: { $reason }.
speech-turned-off = turned off
# A backend that could not be used, and why: "own voice: no audio device was found".
speech-tried = { $backend ->
    [screenreader] screen reader
   *[tts] own voice
}: { $reason }
# The reasons one after another.
speech-reasons = { $reasons }; { $reason }

## Why a backend cannot start.

speech-start-timeout = it did not start within { $seconds }
# $error is speech-error.
speech-start-failed = it failed to start ({ $error })
speech-no-accessible-output = accessible-output2 is not installed ({ $error })
speech-accessible-output-failed = accessible-output2 cannot start ({ $error })
speech-no-screen-reader-running = no screen reader is running
speech-no-screen-reader = no screen reader or Speech Dispatcher was found
speech-no-pyttsx3 = pyttsx3 is not installed ({ $error })
speech-no-espeak = espeak-ng cannot be loaded ({ $error })
speech-voice-cannot-start = the { $driver } voice cannot start ({ $error })
speech-rate-range = rate { $rate } is out of range: use 50 to 500 words a minute
speech-no-voice = no voice "{ $wanted }": try shared-table voices; some are { $some }
# The language's own espeak-ng voice ($voice, "en-gb") is not on this system.
speech-no-language-voice = no voice for English ({ $voice }): give one with --voice; shared-table voices lists them
speech-no-audio-written = the voice wrote no audio to { $path }
speech-no-player = no audio player was found (install sox)
speech-no-audio-device = no audio device was found

## Speech that stops mid-game.

speech-stopped = Speech stopped: { $reason }. The game goes on in text.
speech-no-answer = { $backend ->
    [screenreader] the screen reader
    [tts] the voice
   *[other] the speech output
} did not answer within { $seconds }
speech-not-finished = { $backend ->
    [screenreader] the screen reader
    [tts] the voice
   *[other] the speech output
} did not finish speaking within { $seconds }
speech-failed = { $backend ->
    [screenreader] the screen reader
    [tts] the voice
   *[other] the speech output
} failed ({ $error })
speech-voice-stopped = the voice stopped working ({ $error })
speech-player-failed = { $player } failed
# An error's kind (a Python class name) and what it says (often from a library, untranslated).
speech-error = { $kind }: { $detail }
speech-backend-exit = { $kind } in the speech backend
speech-no-answer-within = no answer within { $seconds }

## shared-table speak and shared-table voices.

speech-nothing-to-say = shared-table speak: nothing to say: give some text, like: shared-table speak Sixes are wild
speech-wav-needs-tts = --wav writes our own voice's audio: use --speech tts, not { $choice }
# $command is speak or voices; $reason one of the reasons above.
speech-command-failed = shared-table { $command }: { $reason }.
speech-wrote = Wrote { $path }.
speech-voices = { $n ->
    [one] One voice.
   *[other] { $n } voices.
} Give --voice the id or the name, or a part of either.
speech-voice = { $id }: { $name }
speech-voice-languages = { $id }: { $name } ({ $languages })
speech-text-too-long = the text has { $count } characters, and speak reads at most { $most }
