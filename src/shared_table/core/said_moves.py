"""A move as the program said it, typed back, is that move (issue 42).

A hint says a move in a sentence ("Play the Skip-Bo card from your hand onto building pile 1, as a
one: it leads to your stock's four"; "Kassér spar 10 og behold klør 8: ..."; "Pile 7: the six of
spades in place of the king of stars"), and a player types it back, whole or up to where it pauses.
Commands read a verb and its argument, and a sentence of the program's own is more than that: so
a line is first compared with the sentences the program says for the moves open now (the last
hint's, and those a game lists in `Game.said_moves`). Only a whole sentence, or its beginning up to
a punctuation mark or an "and", is a match: a single word such as "play" or "hint" never is, and a
line that two different moves were said as is left to the commands.

Lines are compared folded (core/typed_words.py: no accents, no case), without punctuation and
without spaces, so "spil skip bo kortet fra handen pa byggebunke 1 som en ener" is the sentence too.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from shared_table.core.typed_words import fold

_PAUSE = re.compile(r"[,:;.!?()\u2013\u2014]")
"""Where a spoken sentence pauses: a typed-back move may stop at any of these."""
_NOT_A_WORD = re.compile(r"[^\w]+")


@dataclass(frozen=True, slots=True)
class SaidMove:
    """A move (a game's action) and the sentence the program says it in, without any label
    ("Play your stock's nine onto building pile 3", not "Hint: Play ...")."""

    sentence: str
    action: Any
    least: int = 1  # the pauses a line must reach: 2 where the words before the second name no move ("Pile 7: ...")


def plain(text: str) -> str:
    """`text` as lines are compared: folded, each punctuation mark or symbol a space."""
    return " ".join(_NOT_A_WORD.sub(" ", fold(text)).split())


def typed_forms(sentence: str, and_words: Iterable[str] = ("and",), least: int = 1) -> set[str]:
    """The ways `sentence` may be typed back: whole, or up to any pause in it (a punctuation mark,
    or an "and" of the language) from its `least`-th on, each as compared (`plain`, without
    spaces). The beginning before the first pause is the least by default: that is where a hint
    names its move."""
    ands = {fold(word) for word in and_words}
    cuts: list[int] = [match.start() for match in _PAUSE.finditer(sentence)]
    for match in re.finditer(r"\S+", sentence):
        if fold(match.group()) in ands:
            cuts.append(match.start())
    forms = {_key(sentence[:cut]) for cut in sorted(cuts)[least - 1:]}
    forms.add(_key(sentence))
    forms.discard("")
    return forms


def _key(text: str) -> str:
    """`text` as compared: `plain`, without its spaces ("Skip Bo" and "Skip-Bo" are one word)."""
    return plain(text).replace(" ", "")


class SaidMoves:
    """Moves and their sentences, ready for many lines: each way of typing one back (`typed_forms`)
    and the actions it was said for."""

    def __init__(self, said: Iterable[SaidMove], and_words: Iterable[str] = ("and",)) -> None:
        ands = tuple(and_words)
        self._actions: dict[str, list[Any]] = {}
        for move in said:
            for form in typed_forms(move.sentence, ands, move.least):
                actions = self._actions.setdefault(form, [])
                if move.action not in actions:
                    actions.append(move.action)

    def move(self, line: str) -> Any | None:
        """The one action whose sentence `line` types back; None when none does, or when two
        different actions were said so (the commands then read the line)."""
        actions = self._actions.get(_key(line), [])
        return actions[0] if len(actions) == 1 else None


def move_typed(line: str, said: Iterable[SaidMove], and_words: Iterable[str] = ("and",)) -> Any | None:
    """The one action whose sentence `line` types back (see `SaidMoves.move`)."""
    return SaidMoves(said, and_words).move(line)
