"""Every command a person can type at `shared-table`, in every language, says words: never a
message id (`skipbo-title`, "no catalog has message"), a Python value (`None`, `False`,
`'Player'`, `<... object at 0x...>`, `Msg(`) or a traceback. Walked: `shared-table --help` and
each sub-command's help (a game's tools' own printouts too), `config`, `languages`, `games`,
`replay` and `braille scores --game` of a saved game of each registered game, the hand checker,
braille, a short piped game of each game, and the commonest mistakes (issue 30, "What a new
player meets")."""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from command_paths import command_paths, shared_table
from shared_table.console.play import new_session
from shared_table.console.saved_games import start_saved
from shared_table.games import all_infos, every_catalog, game_names
from shared_table.i18n.languages import LANGUAGES
from shared_table.i18n.words import words_for
from shared_table.saves.store import SaveStore

CODES = [language.code for language in LANGUAGES]
SRC = Path(__file__).resolve().parent.parent / "src" / "shared_table"

# What each saved game's first moves are, typed as its player would (the computer players answer).
MOVES = {"fivecrowns": ["draw", "discard 1", "take", "discard 2"], "solitaire": ["pass", "pass", "pass"],
         "skipbo": ["discard 1 to 1", "hand"]}


def message_ids() -> frozenset[str]:
    """Every message id of every catalog (those with a hyphen: all of ours)."""
    found: set[str] = set()
    for path in SRC.rglob("*.ftl"):
        found |= set(re.findall(r"^([a-z][a-z0-9]*(?:-[a-z0-9]+)+) =", path.read_text(encoding="utf-8"), re.MULTILINE))
    return frozenset(found)


IDS = message_ids()
ID_WORD = re.compile(r"(?<![\w./-])[a-z][a-z0-9]*(?:-[a-z0-9]+)+(?![\w/-])")
"""A word that looks like a message id; it is one when the catalogs define it."""
ID_PREFIX = re.compile(r"(?<![\w./-])(?:fct|fcc|fc|sol|sb|skipbo|solitaire|fivecrowns|cli|config|save|table|net|session)-[a-z]")
"""The beginning of an id of one of ours, defined or not (`fc-...`, `sb-...`)."""
PYTHON = [
    (re.compile(r"no catalog has message|\{\?\?\?\}"), "a message missing"),
    (re.compile(r"Traceback \(most recent call last\)|File \"[^\"]+\.py\", line \d+"), "a traceback"),
    (re.compile(r"\bMsg\(|<[\w.]+ object at 0x[0-9a-f]+>|<(?:bound method|function) "), "a Python object"),
    (re.compile(r"(?<![\w-])(?:None|True|False)(?![\w-])"), "a Python value"),
    (re.compile(r"(?<![\w-])(?:inf|nan|Infinity|NaN)(?![\w-])"), "a number that is not one"),
    (re.compile(r"(?:[=(\[:]\s*|, )'[^'\s]*'"), "a Python string"),
]


def problems_in(text: str) -> list[str]:
    """What in `text` is not words for a person: each as what it is and where."""
    found = [f"{what}: {match.group(0)!r}" for pattern, what in PYTHON for match in pattern.finditer(text)]
    found += [f"a message id: {word!r}" for word in ID_WORD.findall(text) if word in IDS]
    found += [f"a message id's beginning: {match.group(0)!r}" for match in ID_PREFIX.finditer(text)]
    return found


def test_the_detector_finds_what_it_looks_for() -> None:
    """Mutation check of the net itself: each kind of leak is caught, plain sentences are not."""
    for leak in ("words: no catalog has message 'skipbo-title'", "a game of skipbo-title", "fc-hand-listing",
                 "players = None (default)", "hints = False", "name = 'Player'", "<shared_table.x.Y object at 0x7f00>",
                 "Msg(id='x', args={})", "95% interval plus or minus inf", 'Traceback (most recent call last):\n  File "x.py", line 3'):
        assert problems_in(leak), leak
    for fine in ("# players is not set, so the game chooses how many play; allowed: a whole number 2 to 14.",
                 '# name = "Player"  # the default; allowed: a name in quotes.', "Skip-Bo: Ann's turn.",
                 "l'une des valeurs \"brief\", \"normal\"", "shared-table play --game skipbo", "# hints = false"):
        assert not problems_in(fine), (fine, problems_in(fine))


@pytest.fixture(scope="module")
def saved_home(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, int]]:
    """A data folder holding a saved game of each registered game, part played: its number by game."""
    home = tmp_path_factory.mktemp("saved")
    store = SaveStore(home / "shared-table" / "games.sqlite3")
    numbers = {}
    for name in game_names():
        session = new_session(seed=5, game=name)
        numbers[name] = start_saved(store, session)
        session.start()
        for line in MOVES.get(name, []):
            session.handle(line)
    store.close()
    return home, numbers


@pytest.fixture
def folders(saved_home: tuple[Path, dict[str, int]], monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> dict[str, int]:
    """The saved games as the player's own; the error log's folder kept to see that nothing went wrong inside."""
    monkeypatch.setenv("XDG_DATA_HOME", str(saved_home[0]))
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
    return saved_home[1]


def commands(numbers: dict[str, int]) -> Iterator[tuple[list[str], str]]:
    """Each command line walked, with what is typed to it."""
    yield [], ""
    yield ["--help"], ""
    for path in command_paths():
        yield [*path, "--help"], ""
    yield ["config"], ""
    yield ["languages"], ""
    yield ["games"], ""
    for number in numbers.values():
        yield ["replay", str(number)], ""
        yield ["braille", "scores", "--game", str(number)], ""
    for info in all_infos():  # a game resumed as a game of another kind
        other = next(number for name, number in numbers.items() if name != info.name)
        yield ["play", "--game", info.name, "--resume", str(other), "--plain"], ""
        yield ["play", "--game", info.name, "--seed", "3", "--no-save", "--plain"], "help\nturn\nscores\nbraille\nquit\nyes\n"
    yield ["check", "5c", "6c", "7c", "Qh", "Qd", "Qst", "joker", "8h", "--wild", "4"], ""
    yield ["check", "Kc", "9h", "4d"], ""
    yield ["braille", "hand", "--wild", "7", "5c", "6c", "7h"], ""
    yield ["braille", "scores", "--seed", "2", "--players", "2"], ""
    yield ["tournament", "--games", "3", "--seats", "easy,easy", "--seed", "1"], ""
    yield ["solitaire", "--auto", "--games", "2", "--seed", "1"], ""
    # Mistakes
    yield ["replay", "99"], ""
    yield ["braille", "scores", "--game", "99"], ""
    yield ["braille", "hand", "zz"], ""
    yield ["check", "zz"], ""
    yield ["no-such-command"], ""
    yield ["play", "--game", "chess"], ""
    yield ["play", "--players", "many"], ""
    yield ["tournament"], ""


@pytest.mark.parametrize("code", CODES)
def test_every_command_says_words_in_every_language(code: str, folders: dict[str, int]) -> None:
    wrong: list[str] = []
    for argv, stdin in commands(folders):
        # --language before the sub-command and after it: both are taken, and say the same.
        lines = [["--language", code, *argv]] + ([[*argv, "--language", code]] if argv[:1] not in ([], ["--help"]) else [])
        answers = [shared_table(line, stdin) for line in lines]
        status, said = answers[0]
        assert status in (0, 2), (lines[0], status, said)
        assert said.strip(), lines[0]
        same = {(answer[0], re.sub(r"\d+", "N", answer[1])) for answer in answers}  # a tournament's time may differ
        assert len(same) == 1, lines
        wrong += [f"shared-table {' '.join(lines[0])}: {problem}" for problem in problems_in(said)]
    log = Path(os.environ["XDG_STATE_HOME"]) / "shared-table" / "log" / "errors.log"
    assert not log.exists(), log.read_text(encoding="utf-8")
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("code", CODES)
def test_a_score_sheet_asked_of_another_game_names_that_game(code: str, folders: dict[str, int]) -> None:
    """`braille scores --game N` is Five Crowns' tool; a saved game of another kind is named by its title, in the language."""
    words = words_for(code, every_catalog())
    for name, number in folders.items():
        status, said = shared_table(["--language", code, "braille", "scores", "--game", str(number)])
        if name == "fivecrowns":
            assert status == 0
        else:
            assert status == 2 and said.count("\n") == 1 and words(f"{name}-title") in said, said
