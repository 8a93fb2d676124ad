"""A person's name as someone typed it at a table (`hold Soren`): matched as a card's name is,
whatever the case, accents and letters a keyboard lacks ("soren", "soeren" and "sø" are Søren),
and by any beginning that only one name has."""

from __future__ import annotations

from collections.abc import Sequence

from shared_table.core.errors import IllegalAction
from shared_table.core.message import msg
from shared_table.games.fivecrowns.words.card_vocabulary import written


def seat_named(given: str, names: Sequence[str | None]) -> int:
    """The place in `names` of the one name `given` stands for (None: a seat no person holds);
    `IllegalAction` saying why not: nobody has it, or several names begin so (named). Accents
    typed count: "sø" is Søren, not Sofie; "so" could be either, and is refused."""
    typed = " ".join(given.split())
    people = {number: name for number, name in enumerate(names) if name is not None}
    plain = written(typed) if typed else []

    def matching(whole: bool, folded: bool) -> list[int]:
        forms = plain if folded else [typed.casefold()]
        return [number for number, name in people.items()
                if any(way == form if whole else way.startswith(form)
                       for way in (written(name) if folded else [name.casefold()]) for form in forms if form)]

    for found in (matching(True, False), matching(True, True)):
        if len(found) == 1:
            return found[0]
    begun, as_typed = matching(False, True), matching(False, False)
    if len(begun) > 1 and len(as_typed) == 1 and typed.casefold() not in plain:  # accents typed on purpose
        return as_typed[0]
    if len(begun) == 1:
        return begun[0]
    if begun:
        raise IllegalAction(msg("net-hold-which", given=typed[:40], names=tuple(people[number] for number in begun)))
    raise IllegalAction(msg("net-hold-who", given=typed[:40]))
