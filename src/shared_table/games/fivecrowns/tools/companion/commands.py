"""The companion's commands. Each handler takes the session and the rest of the line, and returns
the lines to say; help and completion come from the registry of the session's language
(`companion_registry`), whose words are the ``fcc-cmd-`` messages of the catalogs.
"""

from __future__ import annotations

import functools
import re
from typing import TYPE_CHECKING

from shared_table.core.commands import Command, Registry
from shared_table.core.errors import IllegalAction, InvalidInput
from shared_table.core.message import msg
from shared_table.core.numbers import number_in, whole_number
from shared_table.core.safe_text import check_name
from shared_table.core.typed_words import and_words, fold
from shared_table.core.words import Words
from shared_table.games.fivecrowns.rules.cards import HIGHEST_RANK, LOWEST_RANK, check_copies, ranks_msg
from shared_table.games.fivecrowns.rules.solver import check_hand
from shared_table.games.fivecrowns.rules.state import ROUNDS, wild_rank_of
from shared_table.games.fivecrowns.tools.check import read_rank
from shared_table.games.fivecrowns.tools.companion.narration import (
    dealer_question,
    meld_note,
    round_detail,
    round_opening,
    round_words,
    sheet_lines,
    sheet_summary,
    totals_words,
)
from shared_table.games.fivecrowns.tools.companion.printouts import BrailleUnavailable, braille_sheet, write_printouts
from shared_table.games.fivecrowns.tools.companion.sheet import Sheet, fewest_points, parse_entry
from shared_table.games.fivecrowns.tools.language import english_words, typed_words
from shared_table.games.fivecrowns.words.reading_typed_cards import parse_named_cards
from shared_table.games.fivecrowns.words.saying_cards import check_words

if TYPE_CHECKING:
    from shared_table.games.fivecrowns.tools.companion.session import CompanionSession

MAX_CHECK = 30


def _no_argument(session: CompanionSession, key: str, argument: str) -> None:
    if argument:
        raise InvalidInput(msg("fcc-no-argument", name=session.words(key)))


def _without(session: CompanionSession, message_id: str, text: str) -> str:
    """`text` without a leading word of `message_id` ("round 3" is 3, "sheet 2" is 2)."""
    head, _, rest = text.strip().partition(" ")
    if head.lower() in typed_words(session.words, message_id):
        return rest.strip()
    for word in typed_words(session.words, message_id):  # "round3" too
        if text.lower().startswith(word) and whole_number(text[len(word):].strip()[:1]) is not None:
            return text[len(word):].strip()
    return text.strip()


def split_names(argument: str, joining: frozenset[str] = frozenset()) -> list[str]:
    """Names separated by commas (so a name may hold spaces), or else by spaces; the language's
    "and" (`joining`, folded) before the last name separates too ("Ann, Bob og Cy")."""
    parts = re.split(r"," if "," in argument else r"\s+", argument)
    if joining:
        between = re.compile(r"\s+(?:" + "|".join(map(re.escape, sorted(joining))) + r")\s+", re.IGNORECASE)
        parts = [piece for part in parts for piece in between.split(part)]
    return [name for name in parts if name.strip() and fold(name) not in joining]


def players(session: CompanionSession, argument: str) -> list[str]:
    typed = split_names(argument, and_words(session.words))
    names = [check_name(name, session.words("fcc-cmd-players")) for name in typed]  # as --players refuses them
    if not names:
        raise InvalidInput(msg("fcc-players-who"))
    if session.sheet is not None and session.sheet.rounds_scored:
        raise IllegalAction(msg("fcc-players-fixed", number=str(session.number)))
    sheet = Sheet(names)
    notice = session.open(sheet, session.number if session.sheet is not None else None)
    said = session.words("fcc-players-set", names=", ".join(sheet.players), first=sheet.players[0])
    return [said, *notice, round_opening(sheet, session.words)]


def dealer(session: CompanionSession, argument: str) -> list[str]:
    sheet = session.need_sheet()
    words = session.words
    if not argument:
        return [words("fcc-dealer-is", name=sheet.players[sheet.first_dealer], opening=round_opening(sheet, words))]
    seat = sheet.seat_of(argument, session.words)
    if seat == sheet.first_dealer:
        return [words("fcc-dealer-already", name=sheet.players[seat], opening=round_opening(sheet, words))]
    if sheet.rounds_scored:
        session.dealer_to_confirm = seat  # rounds already scored would be rewritten: ask first
        return [dealer_question(sheet, seat, words)]
    return session.changed(sheet.set_first_dealer(seat))


def round_(session: CompanionSession, argument: str) -> list[str]:
    _no_argument(session, "fcc-cmd-round", argument)
    return [round_words(session.need_sheet(), session.words)]


def _wild_given(session: CompanionSession, argument: str) -> tuple[str, str | None]:
    """The cards and the rank after "wild" at the end ("7c 8c 9c wild 8"), in the language or English."""
    said = "|".join(re.escape(word) for word in sorted(typed_words(session.words, "fcc-typed-wild"), key=len, reverse=True))
    match = re.match(rf"^(?P<cards>.*?)\s+(?:{said})\s+(?P<rank>\S+)$", argument, re.IGNORECASE)
    return (match["cards"], match["rank"]) if match is not None else (argument, None)


def check(session: CompanionSession, argument: str) -> list[str]:
    """The hand checker's answer, with the wild rank of the round being played."""
    words = session.words
    text, rank = _wild_given(session, argument)
    wild = read_rank(rank, words) if rank is not None else None
    cards = parse_named_cards([text], words)
    if not cards:
        raise InvalidInput(msg("fcc-check-which"))
    if len(cards) > MAX_CHECK:
        raise InvalidInput(msg("fcc-check-too-many", cards=len(cards), most=MAX_CHECK))
    sheet = session.sheet
    check_copies(cards, sheet.sets if sheet else 1)
    n = sheet.next_round if sheet is not None else None
    lines = []
    if wild is None and n is not None:
        wild = size = wild_rank_of(n)
        if len(cards) not in (size, size + 1):
            lines.append(words("fcc-check-size-note", round=n, size=size, drawn=size + 1, cards=len(cards)))
    elif wild is None:
        if not LOWEST_RANK <= len(cards) <= HIGHEST_RANK:
            raise InvalidInput(msg("fcc-check-no-wild", cards=len(cards)))
        wild = len(cards)
        said = words("fcc-check-wild-from-count", ranks=ranks_msg(wild))
        lines.append(said[:1].upper() + said[1:])
    return [check_words(check_hand(cards, wild), words), *lines]


def score(session: CompanionSession, argument: str) -> list[str]:
    _no_argument(session, "fcc-cmd-score", argument)
    return session.begin_scoring()


def edit(session: CompanionSession, argument: str) -> list[str]:
    sheet = session.need_sheet()
    if not sheet.rounds_scored:
        raise IllegalAction(msg("fcc-edit-nothing"))
    given = _without(session, "fcc-typed-round", argument).split()
    first = whole_number(given[0], signed=True) if given else None
    if first is not None and first >= 0:
        round_number, rest = first, " ".join(given[1:])
    elif first is not None:
        raise InvalidInput(msg("fcc-edit-no-round", given=given[0], rounds=ROUNDS))
    else:
        round_number, rest = sheet.rounds_scored, " ".join(given)  # no round given: the last one scored
    if not rest:
        raise InvalidInput(msg("fcc-edit-what"))
    seat, value = sheet.find_player(rest, session.words)
    if not value:
        raise InvalidInput(msg("fcc-edit-to-what", name=sheet.players[seat]))
    if not 1 <= round_number <= sheet.rounds_scored:
        raise InvalidInput(msg("fcc-round-not-scored", round=round_number, scored=sheet.rounds_scored))
    entry = parse_entry(value, round_number, sheet.sets, session.words)
    note = meld_note(fewest_points(entry, round_number), entry.points, session.words)
    return session.changed(sheet.edit(round_number, seat, entry), [note] if note else [])


def undo(session: CompanionSession, argument: str) -> list[str]:
    _no_argument(session, "fcc-cmd-undo", argument)
    sheet = session.need_sheet()
    return session.changed(sheet.undo())


def sheet_(session: CompanionSession, argument: str) -> list[str]:
    sheet = session.need_sheet()
    if not argument:
        return sheet_lines(sheet, session.number, session.words)
    number = _without(session, "fcc-typed-round", argument)
    chosen = number_in(number, 1, sheet.rounds_scored)
    if chosen is None:
        raise InvalidInput(msg("fcc-sheet-no-round", given=argument, scored=sheet.rounds_scored))
    return round_detail(sheet, chosen, session.words)


def totals(session: CompanionSession, argument: str) -> list[str]:
    _no_argument(session, "fcc-cmd-totals", argument)
    return [totals_words(session.need_sheet(), None, session.words)]


def _just_sheet(session: CompanionSession, key: str, argument: str) -> None:
    """The argument, a choice, reaches the handler as its English word."""
    if argument and argument.lower() != "sheet":
        raise InvalidInput(msg("fcc-just-sheet", name=session.words(key), sheet=session.words(f"{key}-choice-sheet")))


def braille(session: CompanionSession, argument: str) -> list[str]:
    _just_sheet(session, "fcc-cmd-braille", argument)
    sheet = session.need_sheet()
    words = session.words
    heading = words("fcc-braille-heading", number=str(session.number)) if session.number else words("fc-braille-scores-title")
    try:
        return [heading, *braille_sheet(sheet, "unicode", session.braille_table, words).splitlines()]
    except BrailleUnavailable as missing:
        raise IllegalAction(msg("fcc-braille-missing", problem=missing.message)) from None


def print_(session: CompanionSession, argument: str) -> list[str]:
    _just_sheet(session, "fcc-cmd-print", argument)
    sheet = session.need_sheet()
    words = session.words
    if session.store is None or session.number is None:
        raise IllegalAction(msg("fcc-print-not-saved"))
    try:
        paths, missing = write_printouts(session.store.folder, session.number, sheet, words, session.braille_table)
    except OSError as error:
        raise IllegalAction(msg("fcc-print-failed", folder=str(session.store.folder), reason=str(error))) from None
    lines = [words("fcc-print-written", path=str(paths[0]))]
    lines += [words("fcc-print-brf-written", path=str(path)) for path in paths[1:]]
    return lines + ([words("fcc-print-no-braille", problem=missing)] if missing else [])


def sheets(session: CompanionSession, argument: str) -> list[str]:
    _no_argument(session, "fcc-cmd-sheets", argument)
    words = session.words
    if session.store is None:
        return [words("fcc-sheets-not-saved")]
    found = session.store.sheets()
    if not found:
        return [words("fcc-sheets-none", folder=str(session.store.folder))]
    return [
        sheet_summary(saved.number, saved.sheet, saved.updated, words) if saved.sheet is not None
        else words("fcc-sheets-broken", number=str(saved.number), problem=saved.problem)
        for saved in found
    ]


def resume(session: CompanionSession, argument: str) -> list[str]:
    if session.store is None:
        raise IllegalAction(msg("fcc-resume-not-saved"))
    if argument:
        number = _without(session, "fcc-typed-sheet", argument)
        read = whole_number(number)
        if read is None:
            raise InvalidInput(msg("fcc-resume-bad", given=argument))
        chosen = read
    else:
        saved = session.store.last_unfinished()
        if saved is None:
            raise IllegalAction(msg("fcc-resume-none"))
        chosen = saved.number
    sheet = session.load(chosen)
    notice = session.open(sheet, chosen)
    words = session.words
    lines = [words("fcc-resume-opened", number=str(chosen), names=", ".join(sheet.players)), *notice]
    return lines + ([totals_words(sheet, None, words)] if sheet.rounds_scored else []) + [round_opening(sheet, words)]


def new(session: CompanionSession, argument: str) -> list[str]:
    _no_argument(session, "fcc-cmd-new", argument)
    kept = session.saved_where() if session.sheet is not None and session.number is not None else ""
    session.sheet, session.number, session.walk = None, None, None
    new_sheet = session.words("fcc-new-sheet", kept=kept) if kept else session.words("fcc-new-sheet-unsaved")
    return [new_sheet, session.words("fcc-set-up")]


def last(session: CompanionSession, argument: str) -> list[str]:
    _no_argument(session, "fcc-cmd-last", argument)
    return list(session.last_answer) or [session.words("fcc-last-nothing")]


def help_(session: CompanionSession, argument: str) -> list[str]:
    return session.registry.help_lines(argument)


def quit_(session: CompanionSession, argument: str) -> list[str]:
    _no_argument(session, "fcc-cmd-quit", argument)
    return session.stop()


def _names(session: CompanionSession) -> list[str]:
    return list(session.sheet.players) if session.sheet is not None else []


def _commands(session: CompanionSession) -> list[str]:
    return [session.registry.name_of(command) for command in session.registry]


_COMMANDS: tuple[Command[CompanionSession], ...] = (
    # A word or letter the games have means the same here (p is print, s the scores, q quit), or is
    # not used here; the companion's own commands have letters no game uses (docs/companion.md).
    Command("players", ("py",), "fcc-cmd-players", players),
    Command("dealer", ("dl",), "fcc-cmd-dealer", dealer, complete=_names, optional=True),
    Command("round", ("r",), "fcc-cmd-round", round_),
    Command("check", ("ch",), "fcc-cmd-check", check),
    Command("score", ("sr",), "fcc-cmd-score", score),
    Command("edit", ("e",), "fcc-cmd-edit", edit),
    Command("undo", ("u",), "fcc-cmd-undo", undo),
    Command("sheet", ("sh",), "fcc-cmd-sheet", sheet_, optional=True),
    Command("totals", ("s", "scores"), "fcc-cmd-totals", totals),
    Command("braille", ("b",), "fcc-cmd-braille", braille, choices=("sheet",), optional=True),
    Command("print", ("p",), "fcc-cmd-print", print_, choices=("sheet",), optional=True),
    Command("sheets", ("ls",), "fcc-cmd-sheets", sheets),
    Command("resume", (), "fcc-cmd-resume", resume, optional=True),
    Command("new", (), "fcc-cmd-new", new),
    Command("last", ("l", "repeat"), "fcc-cmd-last", last),
    Command("help", ("?", "he"), "fcc-cmd-help", help_, complete=_commands, optional=True),
    Command("quit", ("q", "exit"), "fcc-cmd-quit", quit_),
)

RETIRED: dict[str, str] = {"p": "players", "s": "score", "t": "totals", "c": "check"}
"""Letters that named another companion command before they were made to mean what they mean in
the games (issue 30), and the command each named. Until version 0.3 a letter still used (p, s) does
what it does now and, the first time in a session, says that it changed; a letter no longer used
(t, c) does nothing and says which letter its command has now. Then this goes."""

NOT_HERE = frozenset({"re", "pl", "st", "pi", "co", "play", "end", "spil", "spela", "spill", "pelaa"})
"""Words of the games (in any language) that mean nothing here but begin a companion command of
another meaning ("re" is replay in the games and begins resume here): they are not taken as that
beginning. tests/test_companion_letters.py finds every such word."""


def find_command(registry: Registry[CompanionSession], word: str) -> Command[CompanionSession]:
    """The command `word` names here (registry.find), save that a word of the games never reaches
    a command of another meaning, and a retired letter says what took its place."""
    key = word.strip().lower()
    if key in NOT_HERE:
        raise InvalidInput(msg("table-command-unknown", given=word))
    if key in RETIRED and key not in registry.words_list():
        was = registry.find(RETIRED[key])
        raise InvalidInput(msg("fcc-letter-gone", word=key, command=registry.name_of(was), alias=was.aliases[0]))
    return registry.find(word)


def letter_changed(registry: Registry[CompanionSession], word: str) -> str:
    """What a retired letter still used now means, and where its old command went ("" for any other word)."""
    key = word.strip().lower()
    if key not in RETIRED or key not in registry.words_list():
        return ""
    now, was = registry.find(key), registry.find(RETIRED[key])
    return registry.words("fcc-letter-changed", word=key, now=registry.name_of(now), command=registry.name_of(was),
                          alias=was.aliases[0])


@functools.lru_cache(maxsize=16)
def companion_registry(words: Words) -> Registry[CompanionSession]:
    """The companion's commands in the language of `words` (the English names always understood)."""
    registry: Registry[CompanionSession] = Registry("fcc-title", words)
    for command in _COMMANDS:
        registry.add(command)
    return registry


COMPANION = companion_registry(english_words())
"""The commands in English: docs/companion-commands.md is made from it."""
