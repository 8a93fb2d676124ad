"""The table companion's words: rounds, scores, totals and corrections, made for listening.

"Round 6. Ann deals 8 cards. Eights are wild. Bob starts."
"Round 6 scored: Ann out, Bob 19, Cy 42."
"Cy, 68 points: 50 for a joker, 6 for the six of spades, 12 for the queen of diamonds."
"Totals after round 6: Bob leads with 45; Ann 60, 15 behind; Cy 80, 35 behind."

Every sentence is a catalog message (``fcc-`` in games/fivecrowns/locales/<code>/companion.ftl),
said in the language of the `Words` given; names are passed as values, lists of names as tuples
(joined by the language's own "and").
"""

from __future__ import annotations

from collections.abc import Sequence

from shared_table.core.message import Msg, msg
from shared_table.core.words import Words
from shared_table.games.fivecrowns.rules.cards import Card, card_msg, ranks_msg
from shared_table.games.fivecrowns.rules.state import ROUNDS, wild_rank_of
from shared_table.games.fivecrowns.tools.companion.sheet import Change, DealerSet, Edited, Entry, Scored, Sheet, Undone
from shared_table.games.fivecrowns.tools.language import english_words
from shared_table.games.fivecrowns.words.hand_listing import wild_sentence


def points_msg(points: int) -> Msg:
    """"1 point", "12 points"."""
    return msg("fcc-points", points=points)


def wild_words(round_number: int, words: Words) -> str:
    """"with eights wild": after a round's number, "with" keeps the number from the rank
    ("round 6, eights wild" is heard as six eights)."""
    return words("fcc-with-wild", ranks=ranks_msg(wild_rank_of(round_number)))


def round_opening(sheet: Sheet, words: Words) -> str:
    """What the companion says as a round begins, or the game's end."""
    n = sheet.next_round
    if n is None:
        return game_over_words(sheet, words)
    return words("fcc-round-opening", round=n, dealer=sheet.players[sheet.dealer(n)], cards=wild_rank_of(n),
                 wild=wild_sentence(wild_rank_of(n), words), first=sheet.players[sheet.first_player(n)])


def dealer_question(sheet: Sheet, seat: int, words: Words) -> str:
    """Asked before a new first dealer rewrites rounds already scored: what would change, and what not."""
    n = sheet.next_round
    after = sheet.players[(seat + n - 1) % len(sheet.players)] if n is not None else ""
    current = sheet.players[sheet.dealer(n)] if n is not None else ""
    return words("fcc-dealer-question", scored=sheet.rounds_scored, all="yes" if sheet.rounds_scored == ROUNDS else "no",
                 old=sheet.players[sheet.first_dealer], new=sheet.players[seat], next=n or 0, after=after, current=current)


def round_words(sheet: Sheet, words: Words) -> str:
    """The `round` command: the same facts, with how far the game has come."""
    n = sheet.next_round
    if n is None:
        return words("fcc-round-all-scored", rounds=ROUNDS, over=game_over_words(sheet, words))
    return words("fcc-round-words", round=n, rounds=ROUNDS, dealer=sheet.players[sheet.dealer(n)], cards=wild_rank_of(n),
                 wild=wild_sentence(wild_rank_of(n), words), first=sheet.players[sheet.first_player(n)])


def card_points_words(cards: Sequence[Card], round_number: int, words: Words) -> str:
    """"50 for a joker, 6 for the six of spades, 20 for the wild three of clubs": what each card
    counts, the points first, so that no number stands right before a card's name."""
    wild = wild_rank_of(round_number)
    parts = []
    for card in cards:
        kind = "joker" if card.is_joker else "wild" if card.is_wild(wild) else "card"
        parts.append(words("fcc-card-counts", kind=kind, points=card.points(wild), card=card_msg(card)))
    return ", ".join(parts)


def entry_words(name: str, entry: Entry, words: Words) -> str:
    """"Ann out", "Bob 12": one player's score in a round's line."""
    return words("fcc-entry", out="yes" if entry.out else "no", name=name, points=entry.points)


def entry_said_back(name: str, entry: Entry, round_number: int, words: Words) -> str:
    """A score as a sentence of its own, with the cards counted:
    "Cy, 68 points: 50 for a joker, 6 for the six of spades, 12 for the queen of diamonds."."""
    if entry.out:
        return words("fcc-said-out", name=name)
    if entry.cards:
        return words("fcc-said-cards", name=name, points=points_msg(entry.points),
                     counts=card_points_words(entry.cards, round_number, words))
    return words("fcc-said-points", name=name, points=points_msg(entry.points))


def meld_note(fewest: int | None, given: int, words: Words) -> str:
    """A remark when the cards given could still meld into fewer points ("" otherwise)."""
    if fewest is None or fewest >= given:
        return ""
    return words("fcc-meld-note", left=points_msg(fewest), fewest=fewest)


def _scores(sheet: Sheet, entries: Sequence[Entry], words: Words) -> str:
    """"Ann out, Bob 12, Cy 68": every player's score in seating order."""
    return ", ".join(entry_words(name, entry, words) for name, entry in zip(sheet.players, entries, strict=True))


def round_line(sheet: Sheet, round_number: int, words: Words) -> str:
    """"Round 1, Ann dealt, threes wild: Ann out, Bob 12, Cy 68."."""
    return words("fcc-round-line", title=_round_title(sheet, round_number, words),
                 scores=_scores(sheet, sheet.rounds[round_number - 1], words))


def _round_title(sheet: Sheet, round_number: int, words: Words) -> str:
    """"Round 1, Ann dealt, threes wild" (the dealer between: "round 1, threes" is heard as one three)."""
    return words("fcc-round-title", round=round_number, dealer=sheet.players[sheet.dealer(round_number)],
                 ranks=ranks_msg(wild_rank_of(round_number)))


def _standing(sheet: Sheet, through: int | None = None) -> list[int]:
    totals = sheet.totals(through)
    return sorted(range(len(totals)), key=lambda seat: (totals[seat], seat))


def totals_words(sheet: Sheet, through: int | None, words: Words) -> str:
    """"Totals after round 6: Bob leads with 45; Ann 60, 15 behind; Cy 80, 35 behind."
    (after round `through`, or after the last round scored when None)."""
    rounds = sheet.rounds_scored if through is None else through
    if rounds == 0:
        return words("fcc-totals-none")
    totals, behind, leaders = sheet.totals(through), sheet.behind(through), sheet.leaders(through)
    if len(leaders) == len(totals):
        return words("fcc-totals-tied", round=rounds, total=totals[0])
    lead = msg("fcc-totals-lead", count=len(leaders), names=tuple(sheet.players[seat] for seat in leaders),
               total=totals[leaders[0]])
    others = words.semicolons([words("fcc-totals-behind", name=sheet.players[seat], total=totals[seat], behind=behind[seat])
                               for seat in _standing(sheet, through) if behind[seat]])
    return words("fcc-totals", round=rounds, lead=lead, others=others)


def game_over_words(sheet: Sheet, words: Words) -> str:
    """"Game over. Bob wins with 145 points. Ann 160, Cy 201."."""
    totals, winners = sheet.totals(), sheet.winners
    over = words("fcc-game-over", count=len(winners), names=tuple(sheet.players[seat] for seat in winners),
                 points=points_msg(totals[winners[0]]))
    others = [seat for seat in _standing(sheet) if seat not in winners]
    if not others:
        return over
    rest = ", ".join(words("fcc-name-total", name=sheet.players[seat], total=totals[seat]) for seat in others)
    return words("fcc-game-over-rest", over=over, rest=rest)


def after_scores(sheet: Sheet, words: Words) -> list[str]:
    """Totals, then what comes next: the next round, or the end."""
    lines = [totals_words(sheet, None, words)] if sheet.rounds_scored else []
    return [*lines, round_opening(sheet, words)]


def change_words(sheet: Sheet, change: Change | Undone, words: Words) -> list[str]:
    """What a change did, then the totals and the round as they are now."""
    match change:
        case Scored(round_number=n, entries=entries):
            return [words("fcc-change-scored", round=n, scores=_scores(sheet, entries, words)), *after_scores(sheet, words)]
        case Edited(round_number=n, seat=seat, before=before, after=after):
            text = words("fcc-change-edited", round=n, now=_score(sheet.players[seat], after), was=_bare(before))
            if after.cards:
                text += " " + words("fcc-change-counted", counts=card_points_words(after.cards, n, words))
            over = [game_over_words(sheet, words)] if sheet.is_over else []
            return [text, totals_words(sheet, None, words), *over]
        case DealerSet(seat=seat):
            return [words("fcc-change-dealer", name=sheet.players[seat]), round_opening(sheet, words)]
        case Undone(change=Scored(round_number=n)):
            return [words("fcc-undone-scored", round=n), *after_scores(sheet, words)]
        case Undone(change=Edited(round_number=n, seat=seat, before=before)):
            return [words("fcc-undone-edited", round=n, score=_score(sheet.players[seat], before)), totals_words(sheet, None, words)]
        case Undone(change=DealerSet(previous=previous)):
            return [words("fcc-undone-dealer", name=sheet.players[previous]), round_opening(sheet, words)]
    raise AssertionError(f"no words for {change!r}")  # pragma: no cover - every change is matched above


def _score(name: str, entry: Entry) -> Msg:
    """"Ann went out", "Bob 12 points"."""
    return msg("fcc-score-now", out="yes" if entry.out else "no", name=name, points=points_msg(entry.points))


def _bare(entry: Entry) -> Msg:
    """"out", "12"."""
    return msg("fcc-score-was", out="yes" if entry.out else "no", points=entry.points)


def round_detail(sheet: Sheet, round_number: int, words: Words | None = None) -> list[str]:
    """One round in full: who dealt, then each player in a sentence of their own with the cards
    counted, then the totals after it (in English when no words are given)."""
    words = words or english_words()
    entries = sheet.rounds[round_number - 1]
    lines = [words("fcc-round-heading", title=_round_title(sheet, round_number, words))]
    lines += [entry_said_back(name, entry, round_number, words) for name, entry in zip(sheet.players, entries, strict=True)]
    return [*lines, totals_words(sheet, round_number, words)]


def sheet_lines(sheet: Sheet, number: int | None, words: Words) -> list[str]:
    """The whole score sheet, line by line: who plays, each round, the totals, what comes next."""
    lines = [words("fcc-sheet-heading", number="none" if number is None else str(number), names=sheet.players,
                   first=sheet.players[sheet.first_dealer])]
    lines += [round_line(sheet, n, words) for n in range(1, sheet.rounds_scored + 1)]
    if sheet.rounds_scored:
        lines.append(totals_words(sheet, None, words))
    n = sheet.next_round
    lines.append(game_over_words(sheet, words) if n is None else
                 words("fcc-sheet-next", round=n, dealer=sheet.players[sheet.dealer(n)], wild=wild_words(n, words)))
    return lines


def sheet_summary(number: int, sheet: Sheet, updated: str, words: Words) -> str:
    """One line of `--sheets`: "Sheet 3: Ann, Bob, Cy. Round 6 next; Bob leads with 45. Changed ..."."""
    if sheet.is_over:
        state = msg("fcc-summary-finished", names=tuple(sheet.players[seat] for seat in sheet.winners),
                    total=sheet.totals()[sheet.winners[0]])
    elif sheet.rounds_scored:
        leaders = sheet.leaders()
        state = msg("fcc-summary-playing", round=sheet.next_round or 0, count=len(leaders),
                    names=tuple(sheet.players[seat] for seat in leaders), total=sheet.totals()[leaders[0]])
    else:
        state = msg("fcc-summary-new")
    text = words("fcc-summary", number=str(number), names=sheet.players, state=state)
    if updated:
        date, _, time = updated[:16].partition("T")
        text = words("fcc-summary-changed", summary=text, date=date, time=time)
    return text
