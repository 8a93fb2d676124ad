"""`shared-table join` in a real terminal (tmux), at a real server: a move made at another device is
said at once at an empty prompt, and waits for Enter while a line is half typed, which is never
redrawn (the bytes are recorded by `script`)."""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from server_helpers import Device, Server
from test_play_terminal import Terminal, _last, start

__all__ = ["start"]  # the fixture, used by name below
pytestmark = pytest.mark.needs("tmux")


@pytest.fixture
def server(tmp_path: Path) -> Iterator[Server]:
    running = Server(tmp_path / "server")
    yield running
    problems = running.stop()
    assert "Traceback" not in problems, problems


def test_news_waits_for_enter_while_a_line_is_half_typed_and_comes_at_once_at_an_empty_prompt(
    server: Server, start: Callable[..., Terminal], tmp_path: Path,
) -> None:
    ann = Device(server)
    code = ann.open(guests=1, players=2)
    record = tmp_path / "bytes.txt"
    bob = start("join", code, "--server", server.url, "--name", "Bob", record=record,
                program=(sys.executable, "-m", "shared_table"))
    bob.wait_for(lambda lines: _last(lines) == ">" and any("Round 1." in line for line in lines), "the deal")
    ann.wait_for(lambda: ann.session is not None)
    bob.command("draw")  # Ann deals: Bob moves first
    bob.command("discard 1")
    ann.wait_for(ann.my_turn)
    bob.type("hel")
    bob.wait_for(lambda lines: _last(lines) == "> hel", "the half-typed line")
    typed = len(record.read_bytes())
    ann.move()  # Ann draws, while Bob is typing
    ann.wait_for(lambda: ann.link.moves >= 3)
    screen = bob.screen()
    assert _last(screen) == "> hel" and not any("Ann draws" in line or "Ann takes" in line for line in screen), screen[-4:]
    assert record.read_bytes()[typed:] == b"", "nothing was written over the half-typed line"
    answer = bob.enter("hel")
    assert any(line.startswith("Ann draws") or line.startswith("Ann takes") for line in answer), answer
    bob.command("help")
    before = bob.screen()
    ann.move()  # Ann discards: Bob's prompt is empty, so he hears it at once
    # The news and the fresh prompt after it are two writes: wait for both (a prompt that never
    # comes fails here by the wait's deadline), not for the news alone.
    bob.wait_for(lambda lines: any(line.startswith("Ann discards") for line in lines[len(before) - 1 :])
                 and _last(lines) == ">", "Ann's discard, then a fresh prompt")
    assert b"hel" not in record.read_bytes()[typed:].replace(b"help", b""), "the half-typed line was never redrawn"
    ann.close()
