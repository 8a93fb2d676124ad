"""A player's name as someone typed it (`hold Soren`, `picks ann`, Finnish `osta Annilta`): matched
as a card's name is, whatever the case, accents and letters a keyboard lacks ("soren", "soeren"
and "sø" are Søren), by any beginning that only one name has, and in the language's grammar: after
a word such as Danish "fra" or Dutch "van" (`table-typed-name-before`), or with a case ending such
as Finnish "-lta" (`table-typed-name-endings`)."""

from __future__ import annotations

from collections.abc import Sequence

from shared_table.core.typed_words import listed, written
from shared_table.core.words import Words


def named_seats(given: str, names: Sequence[str | None], words: Words | None = None) -> list[int]:
    """The seats whose name `given` may stand for (None: a seat nobody holds): one when it is
    clear, several when several names begin so, none when no name does. Accents typed count:
    "sø" is Søren, not Sofie; "so" could be either."""
    for form in name_forms(given, words):
        found = _seats_named(form, names)
        if found:
            return found
    return []


def name_forms(given: str, words: Words | None) -> list[str]:
    """`given` as typed, then without the word before it ("fra Bob": "Bob"), then without a case
    ending ("Annilta": "Ann", "Bobille": "Bob"), longest ending first."""
    typed = " ".join(given.split())
    forms = [typed]
    if words is None or not typed:
        return forms
    before = set(_listed(words, "table-typed-name-before"))
    head, _, rest = typed.partition(" ")
    if rest and written(head)[0] in before:
        forms.append(rest)
    elided = next((word for word in before if word.endswith("'") and written(typed)[0].startswith(word)), "")
    if elided and len(typed) > len(elided):  # French "d'Ann": the word is written against the name
        forms.append(typed[len(elided):])
    endings = sorted(set(_listed(words, "table-typed-name-endings")), key=len, reverse=True)
    stems = []
    for form in list(forms):
        folded = written(form)[0]
        stems += [form[: len(form) - len(ending)] for ending in endings
                  if folded.endswith(ending) and len(form) > len(ending) + 1]
    # A stem whose consonant weakened before the ending (Finnish "Pekalta" of Pekka, "Matilta" of
    # Matti) is still the name's beginning without its last letter: tried last, as a beginning.
    shortened = [stem[:-1] for stem in stems if len(stem) > 3]
    return list(dict.fromkeys([*forms, *stems, *shortened]))


def after_name_word(typed: list[str], words: Words) -> list[str]:
    """`typed`'s words from a name on: without the word a language may put before it ("køb fra Bob
    stak": "Bob stak")."""
    if len(typed) > 1 and written(typed[0])[0] in set(_listed(words, "table-typed-name-before")):
        return typed[1:]
    return typed


def _listed(words: Words, key: str) -> list[str]:
    return listed(words(key)) if words.has(key) else []


def _seats_named(typed: str, names: Sequence[str | None]) -> list[int]:
    people = {number: name for number, name in enumerate(names) if name is not None}
    plain = written(typed) if typed else []

    def matching(whole: bool, folded: bool) -> list[int]:
        forms = plain if folded else [typed.casefold()]
        return [number for number, name in people.items()
                if any(way == form if whole else way.startswith(form)
                       for way in (written(name) if folded else [name.casefold()]) for form in forms if form)]

    for found in (matching(True, False), matching(True, True)):
        if len(found) == 1:
            return found
    begun, as_typed = matching(False, True), matching(False, False)
    if len(begun) > 1 and len(as_typed) == 1 and typed.casefold() not in plain:  # accents typed on purpose
        return as_typed
    return begun
