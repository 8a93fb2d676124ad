"""Every catalog of every language: the same messages with the same variables as English, no
message defined twice where catalogs are loaded together, and every file parsed whole.

A translation that lacks a message (a player would hear English), has one English lacks (dead or
misspelt), or uses other variables (a value would be missing, or a placeholder said aloud) fails
here, naming the file, the language and the message.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from importlib import resources

import pytest
from fluent.syntax import FluentParser, FluentSerializer, ast, parse
from fluent.syntax.visitor import Visitor

from shared_table.core.errors import InvalidInput
from shared_table.core.message import msg
from shared_table.games import all_games
from shared_table.i18n.catalog import LazyBundle, entries, read_entry
from shared_table.i18n.languages import LANGUAGES, PSEUDO, choose_language, find_language, from_locale
from shared_table.i18n.words import CASE_ATTRIBUTE, CASES, TABLE_PACKAGE, Words, catalog_files, pseudo_entry, words_for

PACKAGES = tuple(dict.fromkeys([TABLE_PACKAGE, *(package for game in all_games() for package in game.catalogs)]))
CODES = [language.code for language in LANGUAGES]


class _Variables(Visitor):
    def __init__(self) -> None:
        self.names: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.names.add(node.id.name)


def _messages(text: str) -> dict[str, frozenset[str]]:
    """Each message's id (attributes as id.attr) and the variables it uses."""
    found: dict[str, frozenset[str]] = {}
    for entry in parse(text).body:
        if isinstance(entry, ast.Message | ast.Term):
            name = ("-" if isinstance(entry, ast.Term) else "") + entry.id.name
            variables = _Variables()
            variables.visit(entry.value) if entry.value is not None else None
            found[name] = frozenset(variables.names)
            for attribute in entry.attributes:
                if attribute.id.name.endswith(CASE_ATTRIBUTE):
                    continue  # a language's own grammar: which case a value is said in (test_case_attributes)
                variables = _Variables()
                variables.visit(attribute.value)
                found[f"{name}.{attribute.id.name}"] = frozenset(variables.names)
    return found


def _offered(text: str) -> dict[str, frozenset[str]]:
    """Variables the code passes a message beyond those English uses, for a language whose grammar
    needs them (an article by the card's rank): named in the English message's own comment, "Also
    offered: $rank" (issue 31)."""
    offered: dict[str, frozenset[str]] = {}
    for entry in parse(text).body:
        if isinstance(entry, ast.Message) and entry.comment is not None and "Also offered:" in entry.comment.content:
            offered[entry.id.name] = frozenset(re.findall(r"\$([a-zA-Z][\w-]*)", entry.comment.content.partition("Also offered:")[2]))
    return offered


def _files(package: str, code: str) -> dict[str, str]:
    return dict(catalog_files(package, code))


def _english_files() -> Iterator[tuple[str, str]]:
    for package in PACKAGES:
        for name in _files(package, "en"):
            yield package, name


@pytest.mark.parametrize("package", PACKAGES)
@pytest.mark.parametrize("code", CODES)
def test_every_file_parses_whole(package: str, code: str) -> None:
    for name, text in _files(package, code).items():
        junk = [entry for entry in parse(text).body if isinstance(entry, ast.Junk)]
        assert not junk, f"{package} {code}/{name}: cannot parse {junk[0].content[:120]!r}: {junk[0].annotations[0].message}"


@pytest.mark.parametrize("package", PACKAGES)
@pytest.mark.parametrize("code", [code for code in CODES if code != "en"])
def test_every_message_is_translated_with_the_same_variables(package: str, code: str) -> None:
    english, translated = _files(package, "en"), _files(package, code)
    assert sorted(translated) == sorted(english), f"{package}: {code} has files {sorted(translated)}, English {sorted(english)}"
    problems = []
    for name, text in english.items():
        want, have, offered = _messages(text), _messages(translated[name]), _offered(text)
        problems += [f"{code}/{name}: missing {key}" for key in want.keys() - have.keys()]
        problems += [f"{code}/{name}: not in English: {key}" for key in have.keys() - want.keys()]
        problems += [
            f"{code}/{name}: {key} uses {sorted(have[key])}, English {sorted(want[key])}"
            for key in want.keys() & have.keys()
            # All of English's, and what is offered: every message is offered the case it is said in.
            if not want[key] <= have[key] <= want[key] | offered.get(key, frozenset()) | {"case"}
        ]
    assert not problems, f"{package}: {len(problems)} problems:\n" + "\n".join(problems[:40])


def _case_attributes(text: str) -> Iterator[tuple[str, str, str, frozenset[str]]]:
    """(message, attribute, its text, the message's variables) of each ".x-case" attribute."""
    for entry in parse(text).body:
        if isinstance(entry, ast.Message):
            variables = _Variables()
            variables.visit(entry.value) if entry.value is not None else None
            for attribute in entry.attributes:
                if attribute.id.name.endswith(CASE_ATTRIBUTE):
                    value = "".join(element.value for element in attribute.value.elements if isinstance(element, ast.TextElement))
                    yield entry.id.name, attribute.id.name, value, frozenset(variables.names)


@pytest.mark.parametrize("package", PACKAGES)
@pytest.mark.parametrize("code", CODES)
def test_case_attributes_name_a_variable_and_a_case(package: str, code: str) -> None:
    """".card-case = dat" (issue 31): the message has a $card, and dat is a case the code knows, so
    a slip ("dative", ".crad-case") is caught here, not heard as the nominative."""
    problems = [
        f"{code}/{name}: {message}.{attribute} = {value!r}"
        for name, text in _files(package, code).items()
        for message, attribute, value, variables in _case_attributes(text)
        if value not in CASES or attribute[: -len(CASE_ATTRIBUTE)] not in variables
    ]
    assert not problems, problems


def test_no_message_is_defined_twice() -> None:
    """Catalogs are loaded together (the table's with a game's, and all for English errors): an id
    defined twice would silently say one of them."""
    seen: dict[str, str] = {}
    clashes = []
    for package, name in _english_files():
        for key in _messages(_files(package, "en")[name]):
            where = f"{package}/{name}"
            if key in seen:
                clashes.append(f"{key}: {seen[key]} and {where}")
            seen[key] = where
    assert not clashes, clashes


def test_every_game_has_its_title_and_points() -> None:
    for game in all_games():
        for code in CODES:
            words = words_for(code, game.catalogs)
            assert words.has(f"{game.name}-title") and words.has(game.points_name), (game.name, code)


def test_plurals_follow_each_languages_rules() -> None:
    """CLDR through Babel: French counts 0 as one ("0 point"), Icelandic 21 as one."""
    words = Words(find_language("fr"))
    assert words.language.locale == "fr_FR"
    from babel import Locale

    assert Locale.parse("fr_FR").plural_form(0) == "one"
    assert Locale.parse("is_IS").plural_form(21) == "one"
    assert Locale.parse("en_GB").plural_form(21) == "other"


def test_lists_are_joined_in_the_language() -> None:
    assert words_for("en").list(["Ann", "Bob", "Cy"]) == "Ann, Bob and Cy"
    assert words_for("da").list(["Ann", "Bob", "Cy"]) == "Ann, Bob og Cy"
    assert words_for("fr").list(["Ann", "Bob"], "or") == "Ann ou Bob"


def test_an_error_says_itself_in_each_language() -> None:
    error = InvalidInput(msg("language-unknown", given="xx", codes="en, da"))
    assert str(error) == 'No language "xx": the languages are en, da.'
    assert words_for("da").say(error.message) != str(error)


def test_the_pseudo_language_changes_every_word_but_no_variable() -> None:
    text = "a = Round { $n }. { $who ->\n    [you] You draw\n   *[other] { $name } draws\n}\n"
    changed = FluentSerializer().serialize_entry(pseudo_entry(text))
    assert "$n" in changed and "[you]" in changed and "Róúnd" in changed and "Ýóú dráw" in changed
    assert Words(PSEUDO).language is PSEUDO


def test_choosing_a_language() -> None:
    assert choose_language("da", "sv", {"LANG": "fi_FI.UTF-8"}).code == "da"
    assert choose_language(None, "sv", {"LANG": "fi_FI.UTF-8"}).code == "sv"
    assert choose_language(None, None, {"LANG": "fi_FI.UTF-8"}).code == "fi"
    assert choose_language(None, None, {"LC_ALL": "nl_NL.UTF-8", "LANG": "fi_FI.UTF-8"}).code == "nl"
    assert choose_language(None, None, {"LC_MESSAGES": "nn_NO.UTF-8"}).code == "nb"
    assert choose_language(None, None, {"LANG": "C.UTF-8"}).code == "en"
    assert choose_language(None, None, {"LANG": "de_DE.UTF-8"}).code == "en"
    assert choose_language(None, None, {}).code == "en"
    assert from_locale({"LANGUAGE": "de:fr", "LANG": "sv_SE.UTF-8"}) == find_language("fr")
    with pytest.raises(InvalidInput, match="the languages are en, da, sv, nb, fi, is, nl, fr"):
        find_language("klingon")


def test_every_language_has_its_voice_and_braille_table() -> None:
    assert [language.voice for language in LANGUAGES] == ["en-gb", "da", "sv", "nb", "fi", "is", "nl", "fr-fr"]
    assert resources.files(TABLE_PACKAGE).joinpath("locales", "en").is_dir()


@pytest.mark.parametrize("code", CODES)
def test_a_catalog_cut_into_entries_parses_as_the_whole_file(code: str) -> None:
    """The lazy cut (i18n/catalog.py) finds every message and term of each file, each parsed
    alone exactly as the whole file parses it, and nothing else."""
    serializer = FluentSerializer()

    def uncommented(entry: ast.Message | ast.Term) -> ast.Message | ast.Term:
        entry.comment = None  # a comment over a message is for translators; the cut leaves it out
        return entry

    for package in PACKAGES:
        for name, text in catalog_files(package, code):
            whole = {("-" if isinstance(entry, ast.Term) else "") + entry.id.name: serializer.serialize_entry(uncommented(entry))
                     for entry in parse(text, with_spans=False).body if isinstance(entry, ast.Message | ast.Term)}
            cut = {("-" if term else "") + entry_id: serializer.serialize_entry(read_entry(source))
                   for entry_id, term, source in entries(text)}
            assert cut == whole, f"{package} {code}/{name}"


@pytest.mark.parametrize("source", [
    "a = plain", "a =   spaced  \n\n", "a = { $x }", "a = {$x}{$y}", "a = x { $y } z  ", "a = { $x }\n",
    "a = { $x ->\n    [one] one\n   *[other] many\n}\n", "a = one\n    two\n", "-t = term", "a = { -t }", "a = {\"{\"}",
    "a = x }", "a = { $x", "a =\n    indented\n", "a = .attr", "a = text\n    .attr = value\n",
])
def test_an_entry_read_by_the_short_way_is_what_the_parser_reads(source: str) -> None:
    serializer = FluentSerializer()
    expected = FluentParser(with_spans=False).parse_entry(source)
    assert serializer.serialize_entry(read_entry(source)) == serializer.serialize_entry(expected)
    assert type(read_entry(source)) is type(expected)


def test_an_entry_is_parsed_only_when_asked_for_and_junk_is_missing() -> None:
    parsed: list[str] = []

    def counted(source: str) -> ast.EntryType:
        parsed.append(source.split("=")[0].strip())
        return read_entry(source)

    bundle = LazyBundle(["en-GB"], counted)
    bundle.add_source("# a comment\nhello = Hello { -you }\n-you = you\nbroken = { $\nlong =\n    one\n\n    two\n}\nhello = again\n")
    assert parsed == [] and bundle.message_ids() == {"hello", "broken", "long"}
    text, errors = bundle.format_pattern(bundle.get_message("hello").value)
    assert (text, errors, parsed) == ("Hello you", [], ["hello", "-you"]), "the first of two equal ids, its term on the way"
    assert not bundle.has_message("broken"), "junk answers as missing, so English can stand in"
    assert bundle.format_pattern(bundle.get_message("long").value)[0] == "one\n\ntwo"
    assert not bundle.has_message("nothing")
