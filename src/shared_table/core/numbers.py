"""Numbers as people type them, and as an attacker might: one reader for every place that takes a
number (a command's argument, a command-line option, a config value).

A number may be written in any digits Unicode knows: ASCII, another script's (٤, ४), fullwidth
(４), superscript or subscript (², ₂), circled (③); a person who types "history ²" means 2.
A number longer than `MOST_DIGITS` digits is never converted (Python refuses past 4,300 digits,
and converting is slow long before): it reads as `TOO_BIG`, which is past every range the
table takes, so the caller's range check says what would work. Anything else is no number.
"""

from __future__ import annotations

import unicodedata

MOST_DIGITS = 19
"""No count, seed, rate or pile number the table takes has more digits than this (the seeds the
program draws are below 2**63, of up to 19 digits)."""

TOO_BIG = 10**MOST_DIGITS
"""What a number of more digits reads as: past every range (callers check theirs)."""


def whole_number(text: str, *, signed: bool = False) -> int | None:
    """The whole number `text` says, spaces around it allowed; with `signed`, a leading - or +
    too. None when it says no whole number; `TOO_BIG` (or its negative) past `MOST_DIGITS` digits."""
    text = text.strip()
    sign = 1
    if signed and text[:1] in ("-", "+", "\N{MINUS SIGN}"):
        sign = 1 if text[0] == "+" else -1
        text = text[1:]
    if not text:
        return None
    value = 0
    digits = 0
    for character in text:
        digit = unicodedata.digit(character, None)
        if digit is None:
            return None
        if digits or digit:  # leading zeros are no digits of the number
            digits += 1
        if digits <= MOST_DIGITS:
            value = value * 10 + digit
    return sign * (TOO_BIG if digits > MOST_DIGITS else value)


def number_in(text: str, least: int, most: int, *, signed: bool = False) -> int | None:
    """`whole_number(text)` when it is from `least` to `most`; None otherwise."""
    value = whole_number(text, signed=signed)
    return value if value is not None and least <= value <= most else None


def whole(text: str) -> int:
    """A command-line option's whole number (argparse's `type=whole`), in any digits, with a sign
    if need be; `ValueError` for anything else, and past `MOST_DIGITS` digits, which argparse
    says in one sentence ("invalid whole value")."""
    value = whole_number(text, signed=True)
    if value is None or abs(value) >= TOO_BIG:
        raise ValueError(f"not a whole number of at most {MOST_DIGITS} digits")
    return value
