"""Speech: the narrator's sentences said aloud, through the player's screen reader or a voice of
our own, behind one small output protocol with a silent fallback (see docs/speech.md).

Threads: only a console speaks, never `shared-table serve` (net/, sessions/ and table/ import
nothing of this package). Neither pyttsx3 nor espeak-ng is safe from several threads: our own
voice's engine is made while its backend starts (`speaker._start`'s helper thread, which ends
before the voice is used) and from then on is called only from the voice's own worker thread
(`OwnVoice._work`), one utterance at a time; every other call reaches a backend through its
`Caller`, one call at a time on one thread (limits.py)."""
