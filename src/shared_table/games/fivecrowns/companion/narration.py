"""The table companion's words: rounds, scores, totals and corrections, made for listening.

"Round 6. Ann deals 8 cards. Eights are wild. Bob starts."
"Round 6 scored: Ann out, Bob 19, Cy 42."
"Cy, 68 points: 50 for a joker, 6 for the six of spades, 12 for the queen of diamonds."
"Totals after round 6: Bob leads with 45; Ann 60, 15 behind; Cy 80, 35 behind."
"""

from __future__ import annotations

from collections.abc import Sequence

from shared_table.games.fivecrowns.card_words import card_words, join_words
from shared_table.games.fivecrowns.cards import Card, rank_plural
from shared_table.games.fivecrowns.companion.sheet import Change, DealerSet, Edited, Entry, Scored, Sheet, Undone
from shared_table.games.fivecrowns.hand_listing import wild_sentence
from shared_table.games.fivecrowns.state import ROUNDS, wild_rank_of


def points_words(points: int) -> str:
    return f"{points} point" if points == 1 else f"{points} points"


def wild_words(round_number: int) -> str:
    """"with eights wild": after a round's number, "with" keeps the number from the rank
    ("round 6, eights wild" is heard as six eights)."""
    return f"with {rank_plural(wild_rank_of(round_number))} wild"


def round_opening(sheet: Sheet) -> str:
    """What the companion says as a round begins, or the game's end."""
    n = sheet.next_round
    if n is None:
        return game_over_words(sheet)
    dealer, first = sheet.players[sheet.dealer(n)], sheet.players[sheet.first_player(n)]
    return f"Round {n}. {dealer} deals {wild_rank_of(n)} cards. {wild_sentence(wild_rank_of(n))} {first} starts."


def dealer_question(sheet: Sheet, seat: int) -> str:
    """Asked before a new first dealer rewrites rounds already scored: what would change, and what not."""
    scored = sheet.rounds_scored
    old, new = sheet.players[sheet.first_dealer], sheet.players[seat]
    if scored == 1:
        text = f"Round 1 is scored, dealt by {old}. Making {new} the dealer of round 1 rewrites that on the sheet"
    else:
        which = f"All {ROUNDS} rounds" if scored == ROUNDS else f"Rounds 1 to {scored}"
        text = (f"{which} are scored, with {old} dealing round 1. Making {new} the dealer of round 1 rewrites"
                " who dealt each of those rounds on the sheet")
    n = sheet.next_round
    if n is not None:
        after = sheet.players[(seat + n - 1) % len(sheet.players)]
        text += f", and {after} will deal round {n}, not {sheet.players[sheet.dealer(n)]}"
    return text + ". The scores stay as they are. Change the dealers? Type yes or no."


def round_words(sheet: Sheet) -> str:
    """The `round` command: the same facts, with how far the game has come."""
    n = sheet.next_round
    if n is None:
        return f"All {ROUNDS} rounds are scored. " + game_over_words(sheet)
    dealer, first = sheet.players[sheet.dealer(n)], sheet.players[sheet.first_player(n)]
    return (
        f"Round {n} of {ROUNDS}. {dealer} deals {wild_rank_of(n)} cards. {wild_sentence(wild_rank_of(n))}"
        f" Jokers are always wild. {first} starts."
    )


def card_points_words(cards: Sequence[Card], round_number: int) -> str:
    """"50 for a joker, 6 for the six of spades, 20 for the wild three of clubs": what each card
    counts, the points first, so that no number stands right before a card's name."""
    wild = wild_rank_of(round_number)
    parts = []
    for card in cards:
        name = "a joker" if card.is_joker else f"the wild {card_words(card)}" if card.is_wild(wild) else f"the {card_words(card)}"
        parts.append(f"{card.points(wild)} for {name}")
    return ", ".join(parts)


def entry_words(name: str, entry: Entry) -> str:
    """"Ann out", "Bob 12": one player's score in a round's line."""
    return f"{name} out" if entry.out else f"{name} {entry.points}"


def entry_said_back(name: str, entry: Entry, round_number: int) -> str:
    """A score as a sentence of its own, with the cards counted:
    "Cy, 68 points: 50 for a joker, 6 for the six of spades, 12 for the queen of diamonds."."""
    if entry.out:
        return f"{name} went out."
    if entry.cards:
        return f"{name}, {points_words(entry.points)}: {card_points_words(entry.cards, round_number)}."
    return f"{name}, {points_words(entry.points)}."


def meld_note(fewest: int | None, given: int) -> str:
    """A remark when the cards given could still meld into fewer points ("" otherwise)."""
    if fewest is None or fewest >= given:
        return ""
    return (
        f"These cards could meld: laid down they leave {points_words(fewest)}."
        f" The sheet counts the cards you typed; to score {fewest}, type {fewest}."
    )


def round_line(sheet: Sheet, round_number: int) -> str:
    """"Round 1, Ann dealt, threes wild: Ann out, Bob 12, Cy 68."."""
    entries = sheet.rounds[round_number - 1]
    scores = ", ".join(entry_words(name, entry) for name, entry in zip(sheet.players, entries, strict=True))
    return f"{_round_title(sheet, round_number)}: {scores}."


def _round_title(sheet: Sheet, round_number: int) -> str:
    """"Round 1, Ann dealt, threes wild" (the dealer between: "round 1, threes" is heard as one three)."""
    return f"Round {round_number}, {sheet.players[sheet.dealer(round_number)]} dealt, {rank_plural(wild_rank_of(round_number))} wild"


def _standing(sheet: Sheet, through: int | None = None) -> list[int]:
    totals = sheet.totals(through)
    return sorted(range(len(totals)), key=lambda seat: (totals[seat], seat))


def totals_words(sheet: Sheet, through: int | None = None) -> str:
    """"Totals after round 6: Bob leads with 45; Ann 60, 15 behind; Cy 80, 35 behind."."""
    rounds = sheet.rounds_scored if through is None else through
    if rounds == 0:
        return "No round is scored yet: everyone has 0."
    totals, behind, leaders = sheet.totals(through), sheet.behind(through), sheet.leaders(through)
    names = [sheet.players[seat] for seat in leaders]
    if len(leaders) == len(totals):
        return f"Totals after round {rounds}: everyone has {totals[0]}."
    if len(leaders) == 1:
        parts = [f"{names[0]} leads with {totals[leaders[0]]}"]
    else:
        parts = [f"{join_words(names)} lead with {totals[leaders[0]]}"]
    parts += [f"{sheet.players[seat]} {totals[seat]}, {behind[seat]} behind" for seat in _standing(sheet, through) if behind[seat]]
    return f"Totals after round {rounds}: " + "; ".join(parts) + "."


def game_over_words(sheet: Sheet) -> str:
    """"Game over. Bob wins with 145 points. Ann 160, Cy 201."."""
    totals, winners = sheet.totals(), sheet.winners
    names = join_words([sheet.players[seat] for seat in winners])
    if len(winners) == 1:
        text = f"Game over. {names} wins with {points_words(totals[winners[0]])}."
    else:
        text = f"Game over. {names} win with {points_words(totals[winners[0]])} each."
    others = [seat for seat in _standing(sheet) if seat not in winners]
    if others:
        text += " " + ", ".join(f"{sheet.players[seat]} {totals[seat]}" for seat in others) + "."
    return text


def after_scores(sheet: Sheet) -> list[str]:
    """Totals, then what comes next: the next round, or the end."""
    lines = [totals_words(sheet)] if sheet.rounds_scored else []
    return [*lines, round_opening(sheet)]


def change_words(sheet: Sheet, change: Change | Undone) -> list[str]:
    """What a change did, then the totals and the round as they are now."""
    match change:
        case Scored(round_number=n, entries=entries):
            scores = ", ".join(entry_words(name, entry) for name, entry in zip(sheet.players, entries, strict=True))
            return [f"Round {n} scored: {scores}.", *after_scores(sheet)]
        case Edited(round_number=n, seat=seat, before=before, after=after):
            name = sheet.players[seat]
            text = f"Round {n} corrected: {_score(name, after)}, was {_bare(before)}."
            if after.cards:
                text += f" Counted: {card_points_words(after.cards, n)}."
            return [text, totals_words(sheet), *([game_over_words(sheet)] if sheet.is_over else [])]
        case DealerSet(seat=seat):
            return [f"{sheet.players[seat]} dealt round 1.", round_opening(sheet)]
        case Undone(change=Scored(round_number=n)):
            return [f"Undone: round {n} is not scored any more.", *after_scores(sheet)]
        case Undone(change=Edited(round_number=n, seat=seat, before=before)):
            return [f"Undone: in round {n}, {_score(sheet.players[seat], before)} again.", totals_words(sheet)]
        case Undone(change=DealerSet(previous=previous)):
            return [f"Undone: {sheet.players[previous]} dealt round 1 again.", round_opening(sheet)]
    raise AssertionError(f"no words for {change!r}")  # pragma: no cover - every change is matched above


def _score(name: str, entry: Entry) -> str:
    return f"{name} went out" if entry.out else f"{name} {points_words(entry.points)}"


def _bare(entry: Entry) -> str:
    return "out" if entry.out else str(entry.points)


def round_detail(sheet: Sheet, round_number: int) -> list[str]:
    """One round in full: who dealt, then each player in a sentence of their own with the cards
    counted, then the totals after it."""
    entries = sheet.rounds[round_number - 1]
    lines = [f"{_round_title(sheet, round_number)}."]
    lines += [entry_said_back(name, entry, round_number) for name, entry in zip(sheet.players, entries, strict=True)]
    return [*lines, totals_words(sheet, round_number)]


def sheet_lines(sheet: Sheet, number: int | None = None) -> list[str]:
    """The whole score sheet, line by line: who plays, each round, the totals, what comes next."""
    title = "Score sheet" if number is None else f"Score sheet {number}"
    lines = [f"{title}: {join_words(list(sheet.players))}, in seating order. {sheet.players[sheet.first_dealer]} dealt first."]
    lines += [round_line(sheet, n) for n in range(1, sheet.rounds_scored + 1)]
    if sheet.rounds_scored:
        lines.append(totals_words(sheet))
    n = sheet.next_round
    lines.append(game_over_words(sheet) if n is None else f"Round {n} is next: {sheet.players[sheet.dealer(n)]} deals, {wild_words(n)}.")
    return lines


def sheet_summary(number: int, sheet: Sheet, updated: str) -> str:
    """One line of `--sheets`: "Sheet 3: Ann, Bob, Cy. Round 6 next; Bob leads with 45. Changed ..."."""
    text = f"Sheet {number}: {join_words(list(sheet.players))}."
    if sheet.is_over:
        winners = join_words([sheet.players[seat] for seat in sheet.winners])
        text += f" Finished; {winners} won with {sheet.totals()[sheet.winners[0]]}."
    elif sheet.rounds_scored:
        leaders = sheet.leaders()
        verb = "leads" if len(leaders) == 1 else "lead"
        names = join_words([sheet.players[seat] for seat in leaders])
        text += f" Round {sheet.next_round} next; {names} {verb} with {sheet.totals()[leaders[0]]}."
    else:
        text += " Round 1 next."
    if updated:
        text += f" Changed {updated[:16].replace('T', ' at ')}."
    return text
