"""The companion's commands. Each handler takes the session and the rest of the line, and returns
the lines to say; help and completion come from this registry.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from shared_table.core.commands import Command, Registry
from shared_table.core.errors import IllegalAction, InvalidInput
from shared_table.core.safe_text import check_name
from shared_table.games.fivecrowns.card_words import check_words
from shared_table.games.fivecrowns.cards import HIGHEST_RANK, LOWEST_RANK, check_copies, parse_cards, parse_rank, rank_plural
from shared_table.games.fivecrowns.companion.narration import (
    dealer_question,
    meld_note,
    round_detail,
    round_opening,
    round_words,
    sheet_lines,
    sheet_summary,
    totals_words,
)
from shared_table.games.fivecrowns.companion.printouts import BrailleUnavailable, braille_sheet, write_printouts
from shared_table.games.fivecrowns.companion.sheet import Sheet, fewest_points, parse_entry
from shared_table.games.fivecrowns.solver import check_hand
from shared_table.games.fivecrowns.state import wild_rank_of
from shared_table.i18n.languages import ENGLISH
from shared_table.i18n.words import words_for

if TYPE_CHECKING:
    from shared_table.games.fivecrowns.companion.session import CompanionSession

COMPANION: Registry[CompanionSession] = Registry("fcc-title", words_for(ENGLISH.code, ("shared_table.games.fivecrowns",)))

MAX_CHECK = 30
_WILD = re.compile(r"^(?P<cards>.*?)\s+wild\s+(?P<rank>\S+)$", re.IGNORECASE)


def _no_argument(name: str, argument: str) -> None:
    if argument:
        raise InvalidInput(f'{name} takes nothing after it: type just "{name}".')


def split_names(argument: str) -> list[str]:
    """Names separated by commas (so a name may hold spaces), or else by spaces."""
    return [name for name in re.split(r"," if "," in argument else r"\s+", argument) if name.strip()]


def players(session: CompanionSession, argument: str) -> list[str]:
    names = [check_name(name, "players") for name in split_names(argument)]  # as --players refuses them
    if not names:
        raise InvalidInput("Who is playing? Type players and the names in seating order, for example: players Ann, Bob, Cy.")
    if session.sheet is not None and session.sheet.rounds_scored:
        raise IllegalAction(
            f"Sheet {session.number} has scores already, so its players stay. Type new to start a new sheet with other players."
        )
    sheet = Sheet(names)
    names_said = ", ".join(sheet.players)
    notice = session.open(sheet, session.number if session.sheet is not None else None)
    return [
        f"Players, in seating order: {names_said}. {sheet.players[0]} deals first; to change that, type dealer and a name.",
        *notice, round_opening(sheet),
    ]


def dealer(session: CompanionSession, argument: str) -> list[str]:
    sheet = session.need_sheet()
    if not argument:
        return [f"{sheet.players[sheet.first_dealer]} dealt round 1. " + round_opening(sheet)]
    seat = sheet.seat_of(argument)
    if seat == sheet.first_dealer:
        return [f"{sheet.players[seat]} dealt round 1 already. " + round_opening(sheet)]
    if sheet.rounds_scored:
        session.dealer_to_confirm = seat  # rounds already scored would be rewritten: ask first
        return [dealer_question(sheet, seat)]
    return session.changed(sheet.set_first_dealer(seat))


def round_(session: CompanionSession, argument: str) -> list[str]:
    _no_argument("round", argument)
    return [round_words(session.need_sheet())]


def check(session: CompanionSession, argument: str) -> list[str]:
    """The hand checker's answer, with the wild rank of the round being played."""
    text, wild = argument, None
    match = _WILD.match(argument)
    if match is not None:
        text, wild = match["cards"], parse_rank(match["rank"])
    cards = parse_cards([text])
    if not cards:
        raise InvalidInput("Check which cards? Type check and the cards, for example: check 7c 8c 9c Qh joker.")
    if len(cards) > MAX_CHECK:
        raise InvalidInput(f"{len(cards)} cards given: a hand to check has 1 to {MAX_CHECK} cards")
    sheet = session.sheet
    check_copies(cards, sheet.sets if sheet else 1)
    n = sheet.next_round if sheet is not None else None
    lines = []
    if wild is None and n is not None:
        wild = wild_rank_of(n)
        size = wild_rank_of(n)
        if len(cards) not in (size, size + 1):
            lines.append(f"Note: in round {n} a hand holds {size} cards, {size + 1} after drawing; you gave {len(cards)}.")
    elif wild is None:
        if not LOWEST_RANK <= len(cards) <= HIGHEST_RANK:
            raise InvalidInput(f"{len(cards)} cards and no round being played: say which rank is wild, for example: check 7c 8c 9c wild 8")
        wild = len(cards)
        lines.append(f"{rank_plural(wild).capitalize()} wild, from the number of cards.")
    return [check_words(check_hand(cards, wild)), *lines]


def score(session: CompanionSession, argument: str) -> list[str]:
    _no_argument("score", argument)
    return session.begin_scoring()


def edit(session: CompanionSession, argument: str) -> list[str]:
    sheet = session.need_sheet()
    example = "for example: edit 3 Bob 12, edit 3 Bob out, or edit 3 Bob 7c Qh"
    if not sheet.rounds_scored:
        raise IllegalAction("No round is scored yet, so there is nothing to edit. Type score when round 1 is over.")
    words = argument.split()
    if words and words[0].lower() == "round":
        words = words[1:]
    if words and words[0].isdigit():
        round_number, rest = int(words[0]), " ".join(words[1:])
    elif words and words[0].lstrip("-").isdigit():
        raise InvalidInput(f"no round {words[0]}: rounds are 1 to 11")
    else:
        round_number, rest = sheet.rounds_scored, " ".join(words)  # no round given: the last one scored
    if not rest:
        raise InvalidInput(f"Edit whose score, and to what? Name the round, the player and the score, {example}.")
    seat, value = sheet.find_player(rest)
    if not value:
        raise InvalidInput(f"Edit {sheet.players[seat]}'s score to what? Give the points, out, or the cards, {example}.")
    if not 1 <= round_number <= sheet.rounds_scored:
        scored = "round 1 is" if sheet.rounds_scored == 1 else f"rounds 1 to {sheet.rounds_scored} are"
        raise InvalidInput(f"round {round_number} is not scored: {scored}")
    entry = parse_entry(value, round_number, sheet.sets)
    note = meld_note(fewest_points(entry, round_number), entry.points)
    return session.changed(sheet.edit(round_number, seat, entry), [note] if note else [])


def undo(session: CompanionSession, argument: str) -> list[str]:
    _no_argument("undo", argument)
    sheet = session.need_sheet()
    return session.changed(sheet.undo())


def sheet_(session: CompanionSession, argument: str) -> list[str]:
    sheet = session.need_sheet()
    if not argument:
        return sheet_lines(sheet, session.number)
    number = argument.lower().removeprefix("round").strip()
    if not number.isdigit() or not 1 <= int(number) <= sheet.rounds_scored:
        scored = f"rounds 1 to {sheet.rounds_scored}" if sheet.rounds_scored else "no round yet"
        raise InvalidInput(f'no scored round "{argument}": type sheet for the whole sheet, or sheet and a round number ({scored})')
    return round_detail(sheet, int(number))


def totals(session: CompanionSession, argument: str) -> list[str]:
    _no_argument("totals", argument)
    return [totals_words(session.need_sheet())]


def _just_sheet(name: str, argument: str) -> None:
    if argument and argument.lower() != "sheet":
        raise InvalidInput(f'{name} what? Type {name} sheet.')


def braille(session: CompanionSession, argument: str) -> list[str]:
    _just_sheet("braille", argument)
    sheet = session.need_sheet()
    try:
        return braille_sheet(sheet, "unicode", session.braille_table).splitlines()
    except BrailleUnavailable as missing:
        raise IllegalAction(f"No braille sheet: {missing}. Type sheet to hear the sheet, or print sheet for a print copy") from None


def print_(session: CompanionSession, argument: str) -> list[str]:
    _just_sheet("print", argument)
    sheet = session.need_sheet()
    if session.store is None or session.number is None:
        raise IllegalAction("This sheet is not saved, so there is no folder to print it to. Type sheet to hear it.")
    try:
        paths, missing = write_printouts(session.store.folder, session.number, sheet, session.braille_table)
    except OSError as error:
        raise IllegalAction(f"The printout cannot be written in {session.store.folder} ({error})") from None
    lines = [f"Print copy written to {paths[0]}."]
    lines += [f"Braille (BRF) for an embosser written to {path}." for path in paths[1:]]
    return lines + ([f"No braille copy: {missing}."] if missing else [])


def sheets(session: CompanionSession, argument: str) -> list[str]:
    _no_argument("sheets", argument)
    if session.store is None:
        return ["Sheets are not saved in this session."]
    found = session.store.sheets()
    if not found:
        return [f"No saved sheets yet in {session.store.folder}."]
    return [
        sheet_summary(saved.number, saved.sheet, saved.updated) if saved.sheet is not None
        else f"Sheet {saved.number}: {saved.problem}. It is left as it is."
        for saved in found
    ]


def resume(session: CompanionSession, argument: str) -> list[str]:
    if session.store is None:
        raise IllegalAction("Sheets are not saved in this session, so there is none to resume.")
    if argument:
        number = argument.lower().removeprefix("sheet").strip()
        if not number.isdigit():
            raise InvalidInput(f'no sheet "{argument}": type resume and a sheet number, or sheets for the list')
        chosen = int(number)
    else:
        saved = session.store.last_unfinished()
        if saved is None:
            raise IllegalAction("There is no unfinished sheet. " + "Type sheets for the list, or players to start one.")
        chosen = saved.number
    sheet = session.load(chosen)
    notice = session.open(sheet, chosen)
    lines = [f"Sheet {chosen} opened: {', '.join(sheet.players)}.", *notice]
    return lines + ([totals_words(sheet)] if sheet.rounds_scored else []) + [round_opening(sheet)]


def new(session: CompanionSession, argument: str) -> list[str]:
    _no_argument("new", argument)
    kept = session.saved_where() if session.sheet is not None and session.number is not None else ""
    session.sheet, session.number, session.walk = None, None, None
    return [f"New sheet. {kept}".strip(), "Type players and the names in seating order, for example: players Ann, Bob, Cy."]


def last(session: CompanionSession, argument: str) -> list[str]:
    _no_argument("last", argument)
    return list(session.last_answer) or ["Nothing has been said yet."]


def help_(session: CompanionSession, argument: str) -> list[str]:
    return COMPANION.help_lines(argument)


def quit_(session: CompanionSession, argument: str) -> list[str]:
    _no_argument("quit", argument)
    return session.stop()


def _names(session: CompanionSession) -> list[str]:
    return list(session.sheet.players) if session.sheet is not None else []


def _commands(session: CompanionSession) -> list[str]:
    return [command.name for command in COMPANION]


for _command in (
    Command("players", ("p",), "fcc-cmd-players", players),
    Command("dealer", ("dl",), "fcc-cmd-dealer", dealer, complete=_names, optional=True),
    Command("round", ("r",), "fcc-cmd-round", round_),
    Command("check", ("c",), "fcc-cmd-check", check),
    Command("score", ("s",), "fcc-cmd-score", score),
    Command("edit", ("e",), "fcc-cmd-edit", edit),
    Command("undo", ("u",), "fcc-cmd-undo", undo),
    Command("sheet", ("sh",), "fcc-cmd-sheet", sheet_, optional=True),
    Command("totals", ("t",), "fcc-cmd-totals", totals),
    Command("braille", ("b",), "fcc-cmd-braille", braille, choices=("sheet",), optional=True),
    Command("print", ("pr",), "fcc-cmd-print", print_, choices=("sheet",), optional=True),
    Command("sheets", ("ls",), "fcc-cmd-sheets", sheets),
    Command("resume", (), "fcc-cmd-resume", resume, optional=True),
    Command("new", (), "fcc-cmd-new", new),
    Command("last", ("l", "repeat"), "fcc-cmd-last", last),
    Command("help", ("?", "he"), "fcc-cmd-help", help_, complete=_commands, optional=True),
    Command("quit", ("q",), "fcc-cmd-quit", quit_),
):
    COMPANION.add(_command)
