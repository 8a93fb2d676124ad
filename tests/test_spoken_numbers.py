"""No number is written with a suffix (issue 31): "3'erne", "7'eren", "9:or", "10-ere" are read out
by a speech synthesizer as a digit and then letter by letter ("tre apostrof e r n e"), and a
braille reader meets a form no one writes out. A number that takes an ending is written as the
word a speaker says ("treerne", "sjuan", "tiere"); a bare number stays a digit ("hjerter 9").

Two ways in, in every language:

* every message of every catalog is rendered with representative values: each selector through
  each of its variants (numbers through their CLDR plural forms), each other variable as the
  number 7 (the worst case: a `$rank` or `$pile` that a suffix is written against), except the
  variables that are a person's name (``NAMES``, "Ann": "{ $name }s tur" is a name's genitive);
* a few turns of every game are played through the seat session, as in
  tests/test_languages_games.py, and every line said is checked.

What looks like a number with letters after it but is not one (``ALLOWED``, each with why) is
taken out of a line before it is checked.
"""

from __future__ import annotations

import functools
import itertools
import re
from collections.abc import Iterator

import pytest
from fluent.syntax import ast, parse
from fluent.syntax.visitor import Visitor

from shared_table.core.game import Game
from shared_table.games import all_games
from shared_table.i18n.languages import LANGUAGES
from shared_table.i18n.words import TABLE_PACKAGE, catalog_files, words_for
from test_languages_games import play, session_for

PACKAGES = tuple(dict.fromkeys([TABLE_PACKAGE, *(package for game in all_games() for package in game.catalogs)]))
CODES = [language.code for language in LANGUAGES]

SUFFIXED = re.compile(r"(?<!\w)\d+(?:['’:\-][^\W\d_]|[^\W\d_]| ?%['’:][^\W\d_])")
"""A number with letters written against it: "3'ere", "7:an", "10-ere", "4er", "1:stä", "95 %:n"
(a compound with a hyphen after "%", Dutch "95%-interval", is a word of its own)."""

ALLOWED = {
    # The braille deck's labels, as printed on the cards and typed by players: a rank and a suit
    # ("7st", "10h", "9sp"), the brailled suits st, h, c, sp, d (docs/braille.md).
    "deck label": re.compile(r"(?<![\w-])(?:[3-9]|10)(?:st|sp|h|c|d)(?![\w])"),
    # Skip-Bo's short name of a card with a toll, as typed: "7t2", a seven with a toll of 2.
    "Skip-Bo toll label": re.compile(r"(?<![\w-])\d+t\d+(?![\w])"),
    # The name of a character set ("UTF-8", "UTF-8-tekst"): said as letters and a number anyway.
    "UTF-8": re.compile(r"UTF-8(?:-[^\W\d_]+)?"),
    # Braille cells of 8 dots: a compound of a number and a noun ("8-dot", "8-punktstegn",
    # "8-pistesolut"), as written in every language, not an ending.
    "8-dot braille": re.compile(r"(?<![\w-])8-(?:dot|punkt|punt|pist|point)\w*"),
}

NAMES = {"name", "current", "other", "owner"}
"""Variables that are a person's name: a name may take a letter after it ("Anns tur")."""

PLURAL_NUMBERS = (7, 0, 1, 2, 3, 5, 21)
"""Numbers that reach every CLDR plural form of the eight languages (French 0 and 1, Icelandic 21)."""

PLURAL_KEYS = {"zero", "one", "two", "few", "many", "other"}

MOST_RENDERINGS = 4000
"""A message with more combinations of variants than this is rendered a variable at a time."""

KNOWN_ELSEWHERE: dict[str, str] = {}
"""Languages whose catalogs still have a suffixed number, with what: the test is expected to fail
for them (strictly: it says so when they are fixed, and this entry is then to go)."""


def without_allowed(text: str) -> str:
    for pattern in ALLOWED.values():
        text = pattern.sub(" ", text)
    return text


def suffixed(text: str) -> list[str]:
    """The numbers written with a suffix in `text`, each with a little of what stands around it."""
    clean = without_allowed(text)
    return [clean[max(0, found.start() - 20): found.end() + 10] for found in SUFFIXED.finditer(clean)]


class _Variables(Visitor):
    """Each variable of a pattern, with the keys of the selectors that choose on it."""

    def __init__(self) -> None:
        self.keys: dict[str, set[ast.Identifier | ast.NumberLiteral]] = {}

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.keys.setdefault(node.id.name, set())

    def visit_SelectExpression(self, node: ast.SelectExpression) -> None:
        selector: ast.SyntaxNode = node.selector
        if isinstance(selector, ast.FunctionReference) and selector.arguments.positional:
            selector = selector.arguments.positional[0]  # NUMBER($points)
        if isinstance(selector, ast.VariableReference):
            self.keys.setdefault(selector.id.name, set()).update(variant.key for variant in node.variants)
        self.generic_visit(node)


def _values(variable: str, keys: set[ast.Identifier | ast.NumberLiteral]) -> list[object]:
    """What a variable is given: its selectors' keys, and the number 7 (a name: "Ann")."""
    if variable in NAMES:
        return ["Ann"]
    values: list[object] = []
    for key in keys:
        if isinstance(key, ast.NumberLiteral):
            values.append(int(float(key.value)))
        elif key.name in PLURAL_KEYS:
            values += PLURAL_NUMBERS
        else:
            values.append(key.name)
    values.append("7" if any(isinstance(value, str) for value in values) else 7)
    return list(dict.fromkeys(values))


def _assignments(pattern: ast.Pattern) -> Iterator[dict[str, object]]:
    found = _Variables()
    found.visit(pattern)
    choices = {variable: _values(variable, keys) for variable, keys in sorted(found.keys.items())}
    if not choices:
        yield {}
        return
    count = 1
    for values in choices.values():
        count *= len(values)
    if count <= MOST_RENDERINGS:
        for combination in itertools.product(*choices.values()):
            yield dict(zip(choices, combination, strict=True))
        return
    base = {variable: values[-1] for variable, values in choices.items()}
    for variable, values in choices.items():
        for value in values:
            yield {**base, variable: value}


@functools.cache
def _catalog_messages(package: str, code: str) -> tuple[tuple[str, str, ast.Pattern], ...]:
    """(file, message id, pattern) of each message and attribute of a package in a language."""
    found = []
    for name, text in catalog_files(package, code):
        for entry in parse(text).body:
            if isinstance(entry, ast.Message):
                if entry.value is not None:
                    found.append((name, entry.id.name, entry.value))
                found += [(name, f"{entry.id.name}.{attribute.id.name}", attribute.value) for attribute in entry.attributes]
    return tuple(found)


TYPED_ONLY = re.compile(r"^(fc|sb|sol|table)-typed-|-typed$")
"""Messages of what players type (typed.ftl, a command's `-typed` forms): read, never said."""


def rendered_with_suffixes(code: str) -> list[str]:
    """Every message of every catalog of `code` rendered every way; the suffixed numbers found."""
    problems = []
    for package in PACKAGES:
        words = words_for(code, (package,))
        bundle = words._bundle  # the compiled catalogs, as Words renders them: attributes too
        for file, message_id, pattern in _catalog_messages(package, code):
            if TYPED_ONLY.match(message_id):
                continue  # what a player may type ("9'er", the sheet's own way), never said
            identifier, _, attribute = message_id.partition(".")
            message = bundle.get_message(identifier)
            compiled = message.attributes[attribute] if attribute else message.value
            assert compiled is not None
            for values in _assignments(pattern):
                text, _ = bundle.format_pattern(compiled, values)
                found = suffixed(str(text))
                if found:  # one example a message is enough to find it
                    problems.append(f"{code}/{file} {message_id} {values}: {found[0]!r}")
                    break
    return problems


def _expected_to_fail(code: str) -> list[pytest.MarkDecorator]:
    return [pytest.mark.xfail(strict=True, reason=KNOWN_ELSEWHERE[code])] if code in KNOWN_ELSEWHERE else []


@pytest.mark.parametrize("code", [pytest.param(code, marks=_expected_to_fail(code)) for code in CODES])
def test_no_message_writes_a_number_with_a_suffix(code: str) -> None:
    problems = rendered_with_suffixes(code)
    assert not problems, f"{len(problems)} messages write a number with a suffix:\n" + "\n".join(problems[:40])


@pytest.mark.parametrize("code", CODES)
@pytest.mark.parametrize("game", all_games(), ids=lambda game: game.name)
def test_no_game_says_a_number_with_a_suffix(game: Game, code: str) -> None:
    lines = play(session_for(game, code, seed=11), moves=20, every=7)
    problems = [f"{found!r} in: {line}" for line in lines if not line.startswith("> ") for found in suffixed(line)]
    assert not problems, f"{len(problems)} lines say a number with a suffix:\n" + "\n".join(problems[:30])


@pytest.mark.parametrize(
    "text",
    ["3'erne er trumf", "en 7'er", "7’eren", "9:or", "sjuan 7:an", "10-ere", "4er", "15:n sijasta", "95 %:n väli"],
)
def test_a_suffixed_number_is_found(text: str) -> None:
    assert suffixed(text), text


@pytest.mark.parametrize(
    "text",
    ["hjerter 9", "skriv 9h, 10st, Qsp", "7sp eller 7st", "7t2 eller sb", "en UTF-8-locale", "UTF-8-tekst",
     "8-punktstegn", "8-dot cells", "omgang 3/11", "Treerne er trumf", "spil 7 til 1", "95 % intervall", "het 95%-interval"],
)
def test_what_is_allowed_is_not_a_suffix(text: str) -> None:
    assert not suffixed(text), text


def test_icelandic_says_one_to_four_in_the_neuter_before_spil_and_stig() -> None:
    """espeak-ng reads a digit before a noun in the masculine ("3 spil" is heard "þrír spil"):
    Icelandic writes one to four as neuter words before the neuter spil and stig (issue 31)."""
    import re as regex

    from shared_table.games import every_catalog
    from shared_table.i18n.words import words_for

    words = words_for("is", every_catalog())
    for n, word in ((1, "eitt"), (2, "tvö"), (3, "þrjú"), (4, "fjögur")):
        assert f"{word} stig" in words("fc-points-left", points=n), n
        assert f"{word} spil" in words("fc-hand", header="Höndin þín", n=n, groups=""), n
    assert "7 stig" in words("fc-points-left", points=7)
    for code_file in ("games/fivecrowns/locales/is", "games/skipbo/locales/is", "games/solitaire/locales/is", "locales/is"):
        from pathlib import Path

        import shared_table

        for path in (Path(shared_table.__file__).parent / code_file).glob("*.ftl"):
            text = path.read_text(encoding="utf-8")
            assert not regex.search(r"\{ \$[a-z-]+ \} (stig|spil)\b", text), f"{path.name}: a bare number before spil or stig"
