"""A person's name as someone typed it at a table (`hold Soren`): matched as a card's name is,
whatever the case, accents and letters a keyboard lacks ("soren", "soeren" and "sø" are Søren),
and by any beginning that only one name has."""

from __future__ import annotations

from collections.abc import Sequence

from shared_table.core.errors import IllegalAction
from shared_table.core.message import msg
from shared_table.core.typed_names import named_seats
from shared_table.core.words import Words


def seat_named(given: str, names: Sequence[str | None], words: Words | None = None) -> int:
    """The place in `names` of the one name `given` stands for (None: a seat no person holds), in
    `words`' grammar too (core/typed_names.py); `IllegalAction` saying why not: nobody has it, or
    several names begin so (named). Accents typed count: "sø" is Søren, not Sofie; "so" could be
    either, and is refused."""
    typed = " ".join(given.split())
    found = named_seats(typed, names, words)
    if len(found) == 1:
        return found[0]
    if found:
        raise IllegalAction(msg("net-hold-which", given=typed[:40], names=tuple(str(names[number]) for number in found)))
    raise IllegalAction(msg("net-hold-who", given=typed[:40]))
