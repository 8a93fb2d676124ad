## Parole (speech/, console/speech_command.py) : quelle voix parle, ou pourquoi aucune ne peut ;
## la seule ligne dite quand la parole s'arrête ; shared-table speak et voices.

speech-seconds = { $n ->
    [one] { $n } seconde
   *[other] { $n } secondes
}

## Ce qui parle : la première ligne d'une partie avec la parole.

speech-own-voice = Parole : notre propre voix, { $voice }, débit { $rate }.
speech-through = Parole : par { $reader }.
speech-off = La parole est désactivée.
speech-off-because = La parole est désactivée : { $reason }.
speech-turned-off = à votre demande
speech-tried = { $backend ->
    [screenreader] lecteur d'écran
   *[tts] notre voix
} : { $reason }
speech-reasons = { $reasons } ; { $reason }

## Pourquoi une sortie vocale ne démarre pas.

speech-start-timeout = elle n'a pas démarré en { $seconds }
speech-start-failed = elle n'a pas pu démarrer ({ $error })
speech-no-accessible-output = accessible-output2 n'est pas installé ({ $error })
speech-accessible-output-failed = accessible-output2 ne peut pas démarrer ({ $error })
speech-no-screen-reader-running = aucun lecteur d'écran n'est lancé
speech-no-screen-reader = aucun lecteur d'écran ni Speech Dispatcher trouvé
speech-no-pyttsx3 = pyttsx3 n'est pas installé ({ $error })
speech-no-espeak = espeak-ng ne peut pas être chargé ({ $error })
speech-voice-cannot-start = la voix { $driver } ne peut pas démarrer ({ $error })
speech-rate-range = le débit { $rate } est hors limites : choisissez de 50 à 500 mots par minute
speech-no-voice = aucune voix « { $wanted } » : essayez shared-table voices ; en voici quelques-unes : { $some }
speech-no-language-voice = aucune voix française ({ $voice }) : choisissez-en une avec --voice ; shared-table voices les liste
speech-no-audio-written = la voix n'a écrit aucun son dans { $path }
speech-no-player = aucun lecteur audio trouvé (installez sox)
speech-no-audio-device = aucun périphérique audio trouvé

## La parole qui s'arrête en cours de partie.

speech-stopped = La parole s'est arrêtée : { $reason }. La partie continue en texte.
speech-no-answer = { $backend ->
    [screenreader] le lecteur d'écran
    [tts] la voix
   *[other] la sortie vocale
} n'a pas répondu en { $seconds }
speech-not-finished = { $backend ->
    [screenreader] le lecteur d'écran
    [tts] la voix
   *[other] la sortie vocale
} n'a pas fini de parler en { $seconds }
speech-failed = { $backend ->
    [screenreader] le lecteur d'écran
    [tts] la voix
   *[other] la sortie vocale
} a échoué ({ $error })
speech-voice-stopped = la voix a cessé de fonctionner ({ $error })
speech-player-failed = { $player } a échoué
speech-error = { $kind } : { $detail }
speech-backend-exit = { $kind } dans le module vocal
speech-no-answer-within = pas de réponse en { $seconds }

## shared-table speak et shared-table voices.

speech-nothing-to-say = shared-table speak : rien à dire : donnez un texte, par exemple : shared-table speak Les 6 sont le Bonus
speech-wav-needs-tts = --wav enregistre notre propre voix : utilisez --speech tts, pas { $choice }
speech-command-failed = shared-table { $command } : { $reason }.
speech-wrote = Fichier écrit : { $path }.
speech-voices = { $n ->
    [one] { $n } voix.
   *[other] { $n } voix.
} Donnez à --voice l'identifiant ou le nom, ou une partie de l'un ou de l'autre.
speech-voice = { $id } : { $name }
speech-voice-languages = { $id } : { $name } ({ $languages })
speech-text-too-long = le texte a { $count } caractères, et speak en lit au plus { $most }
