"""What a server's worker threads share, used from many threads at once: the catalogs, each entry
parsed on its first use (i18n/catalog.py); liblouis, which is not thread-safe at all and is
called only under one lock (braille/tables.py); and the error log, opened at the first error
(core/error_log.py). Each test makes the race likely rather than waiting for it to happen, and
checks every answer against the one a single thread gets. Without the guards, each fails: some
sentences are their message's id, or English; liblouis corrupts the heap and the process dies,
or it brailles wrong; two threads open the log, or a line goes to standard error instead."""

from __future__ import annotations

import json
import logging
import re
import subprocess
import sys
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TypeVar

import pytest

from shared_table.braille import tables as braille_tables
from shared_table.core.error_log import error_log, log_errors_to
from shared_table.games import all_games
from shared_table.i18n import catalog
from shared_table.i18n import words as i18n_words
from shared_table.i18n.languages import LANGUAGES, find_language
from shared_table.i18n.words import TABLE_PACKAGE, Words
from sizes import size

T = TypeVar("T")
THREADS = 4
PACKAGES = tuple(dict.fromkeys([TABLE_PACKAGE, *(package for game in all_games() for package in game.catalogs)]))
VARIABLE = re.compile(r"\$([a-zA-Z][a-zA-Z0-9_-]*)")
REFERENCE = re.compile(r"\{ *([a-zA-Z][a-zA-Z0-9_-]*) *\}")
SWITCH_SECONDS = 1e-6
"""How often Python hands its lock from thread to thread during the hammering (it is 5 ms unless
told): often, so that a thread is stopped in the middle of parsing an entry, and another asks for it."""


def forget_catalogs() -> None:
    """The catalogs as a process that has just started has them: no bundle made, no entry parsed."""
    i18n_words.words_for.cache_clear()
    i18n_words._bundle.cache_clear()
    catalog.parse_entry.cache_clear()


@pytest.fixture
def fresh_catalogs() -> Iterator[None]:
    forget_catalogs()
    yield
    forget_catalogs()


def at_once(work: Callable[[int], list[T]]) -> list[list[T]]:
    """`work(thread)` on THREADS threads started together, Python's lock passed on often; their
    answers, and any exception raised in one of them."""
    barrier = threading.Barrier(THREADS)
    answers: list[list[T]] = [[] for _ in range(THREADS)]
    failures: list[BaseException] = []

    def run(number: int) -> None:
        try:
            barrier.wait()
            answers[number] = work(number)
        except BaseException as error:  # reported by the test, not lost in the thread
            failures.append(error)

    switch = sys.getswitchinterval()
    sys.setswitchinterval(SWITCH_SECONDS)
    try:
        threads = [threading.Thread(target=run, args=(number,)) for number in range(THREADS)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(120)  # a guard against hanging for ever, never a measure
    finally:
        sys.setswitchinterval(switch)
    assert not any(thread.is_alive() for thread in threads), "a thread did not finish"
    assert not failures, failures
    return answers


def every_message(code: str) -> list[tuple[str, dict[str, int]]]:
    """Each message of `code`'s catalogs that the full Fluent parser reads (the one-line ones
    take a fast path: too short a moment to be caught in), with 3 for each variable it uses, or
    a message it names does (values pass on to the messages named)."""
    sources = {key: source for package in PACKAGES for key, source in reversed(i18n_words._package_entries(package, code))}

    def variables(key: str, seen: set[str]) -> set[str]:
        seen.add(key)
        source = sources.get(key, "")
        named = {name for name in REFERENCE.findall(source) if name not in seen}
        return set(VARIABLE.findall(source)).union(*(variables(name, seen) for name in named))

    return [(key, dict.fromkeys(sorted(variables(key, set())), 3)) for key, source in sorted(sources.items())
            if not key.startswith("-") and not catalog._SIMPLE.fullmatch(source)]


@pytest.mark.parametrize("code", [language.code for language in LANGUAGES])
def test_freshly_loaded_catalogs_say_the_same_sentences_from_four_threads_at_once(
    code: str, fresh_catalogs: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    messages = every_message(code)
    alone = Words(find_language(code), PACKAGES)
    expected = [alone(key, **values) for key, values in messages]  # STRICT words (conftest): each one there, and whole
    keys = [key for key, _ in messages]
    assert not set(keys) & set(expected), "a message that says its own id could not tell"
    # As a server says them: a message a catalog seems to lack falls back to English, then to its id.
    monkeypatch.setattr(i18n_words, "STRICT", False)
    forget_catalogs()
    words = Words(find_language(code), PACKAGES)
    answers = at_once(lambda number: [words(key, **values) for key, values in messages])
    for said in answers:
        ids = [answer for answer, key in zip(said, keys, strict=True) if answer == key]
        assert not ids, f"{len(ids)} of {len(said)} answers in {code} were their message's id: {ids[:5]}"
        wrong = [(key, answer) for answer, want, key in zip(said, expected, keys, strict=True) if answer != want]
        assert not wrong, f"{len(wrong)} of {len(said)} answers in {code} differ from one thread's: {wrong[:3]}"


HAMMER = """
import json, sys, threading
from shared_table.braille.tables import BrailleError, word_cells

tables, words = json.loads(sys.stdin.read())
barrier = threading.Barrier(len(tables) * 2)
said = {}

def braille(table, half):
    barrier.wait()
    cells = []
    for word in words[half::2]:
        try:
            cells.append(word_cells(word, table))
        except BrailleError as error:
            cells.append(f"refused: {error}")
    said[f"{table} {half}"] = cells

threads = [threading.Thread(target=braille, args=(table, half)) for table in tables for half in (0, 1)]
for thread in threads:
    thread.start()
for thread in threads:
    thread.join()
print(json.dumps(said))
"""
"""A fresh process: two threads a table, every table loaded and brailled at the same moment."""


def test_liblouis_loads_and_brailles_every_table_from_many_threads_at_once() -> None:
    # In a process of its own: liblouis without its lock corrupts the heap, and glibc kills the
    # whole process (as it killed the server), which would take the test runner with it.
    tables = list(braille_tables.TABLE_FILES)
    labels = [f"{number}{suit}" for number in range(60) for suit in ("st", "h", "c", "sp", "d")]
    expected = {f"{table} {half}": [braille_tables.word_cells(word, table) for word in labels[half::2]]
                for table in tables for half in (0, 1)}
    for _ in range(size("LIBLOUIS_STARTS", 4, 20)):
        done = subprocess.run([sys.executable, "-c", HAMMER], input=json.dumps([tables, labels]), capture_output=True,
                              text=True, timeout=120)
        assert done.returncode == 0, (done.returncode, done.stderr[-2000:])
        said = json.loads(done.stdout)
        for key, cells in expected.items():
            wrong = [(word, got, want) for word, got, want in zip(labels[int(key[-1])::2], said[key], cells, strict=True) if got != want]
            assert not wrong, f"{key}: {wrong[:3]}"


def test_the_error_log_opened_by_first_errors_in_four_threads_at_once_is_one_file_with_every_line(tmp_path: Path) -> None:
    logger = logging.getLogger("shared_table")

    def first_error(number: int) -> list[str]:
        error_log().warning("the first error of thread %d", number)
        return []

    for round_number in range(20):
        for handler in list(logger.handlers):  # no file open yet, as at a server's start
            logger.removeHandler(handler)
            handler.close()
        logger.propagate = True
        path = tmp_path / f"errors-{round_number}.log"
        log_errors_to(path)
        at_once(first_error)
        opened = [handler for handler in logger.handlers if isinstance(handler, logging.FileHandler)]
        assert len(opened) == 1, opened
        written = sorted(line.split(" WARNING ", 1)[-1] for line in path.read_text().splitlines())
        assert written == [f"the first error of thread {number}" for number in range(THREADS)]
