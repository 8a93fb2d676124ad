"""Speech: the narrator's sentences said aloud, through the player's screen reader or a voice of
our own, behind one small output protocol with a silent fallback (see docs/speech.md)."""
