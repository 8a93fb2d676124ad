"""`shared-table join` in a real terminal (tmux) when its server goes away (issue 41): the client
never hands the keyboard back to the shell unannounced. It keeps trying while the server is down,
a move typed meanwhile is answered at once (it waits to be sent), `quit` then `yes` are both the
client's, and an end the person did not ask for (their seat taken on another device) is said and
waits for Enter.

The client runs inside `sh`, which reads one line after it ends, as a shell at a prompt would: a
line that reached the shell shows up as "shell read: ...".
"""

from __future__ import annotations

import shlex
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from server_helpers import Device, Server
from shared_table.console.remote import stored_token
from shared_table.net.client import socket_url
from test_play_terminal import Terminal, _last, start

__all__ = ["start"]  # the fixture, used by name below
pytestmark = pytest.mark.needs("tmux")

SHELL_AFTER = "shell after the client, status"


@pytest.fixture
def server(tmp_path: Path) -> Iterator[Server]:
    running = Server(tmp_path / "server")
    yield running
    running.stop()


def _join_in_a_shell(start: Callable[..., Terminal], server: Server, code: str) -> Terminal:
    """Bob's `join` at a terminal, then the shell it would return to, reading a line."""
    client = shlex.join([sys.executable, "-m", "shared_table", "join", code, "--server", server.url, "--name", "Bob"])
    script = f'{client}; echo "{SHELL_AFTER} $?"; read typed; echo "shell read: $typed"'
    bob = start("-c", script, program=("sh",))
    bob.wait_for(lambda lines: _last(lines) == ">" and any("Round 1." in line for line in lines), "the deal")
    return bob


def test_a_server_that_does_not_come_back_leaves_quit_and_yes_to_the_client_and_a_move_is_told_it_waits(
    server: Server, start: Callable[..., Terminal],
) -> None:
    ann = Device(server)
    code = ann.open(guests=1, players=2)
    bob = _join_in_a_shell(start, server, code)
    server.kill()  # and not started again
    lost = "The connection to the server was lost. Trying again."
    bob.wait_for(lambda lines: _last(lines) == ">" and lost in lines, "the lost connection")
    # Bob moves first (Ann deals): his move is answered at once, not when the server is back
    assert bob.command("draw") == ["Not connected to the server just now. Your move will be sent when it is back."]
    assert bob.command("take") == ["A move is already waiting to be sent. Try this one when the server is back."]
    assert bob.command("q") == ["Quit this game? Type yes to quit, anything else to go on."]
    bob.type("yes")
    bob.wait_for(lambda lines: _last(lines) == "> yes", "the echo of yes")
    bob.press("Enter")
    lines = bob.wait_for(lambda lines: any(line.startswith(SHELL_AFTER) for line in lines), "the client's end")
    ended = next(number for number, line in enumerate(lines) if line.startswith(SHELL_AFTER))
    assert lines[ended - 1] == (f"Game stopped. The game stays at table {code} on the server: join it again with "
                                f"shared-table join {code} --server {server.url}. Goodbye."), lines[-6:]
    assert lines[ended] == f"{SHELL_AFTER} 0"
    assert not any(line.startswith("shell read:") for line in lines), "nothing typed reached the shell"
    assert not any("Traceback" in line for line in lines)
    ann.close()


def test_a_seat_taken_on_another_device_is_said_and_the_client_waits_for_enter_before_the_shell_has_the_keyboard(
    server: Server, start: Callable[..., Terminal],
) -> None:
    ann = Device(server)
    code = ann.open(guests=1, players=2)
    bob = _join_in_a_shell(start, server, code)
    token = stored_token(socket_url(server.url), code)
    assert token is not None
    elsewhere = Device(server, code=code)
    elsewhere.join(code, "Bob", token)  # Bob's seat, taken back from another device
    lines = bob.wait_for(lambda lines: "This program has stopped. Press Enter to go back to the command line." in lines, "the end, said")
    assert "Your seat was taken on another device. This connection is closed; play on there." in lines, "\n".join(lines[-8:])
    assert not bob.dead and not any(line.startswith(SHELL_AFTER) for line in bob.screen()), "the client waits for Enter"
    bob.type("yes")  # what a person who did not hear the end might type next: the client's, not the shell's
    bob.press("Enter")
    lines = bob.wait_for(lambda lines: any(line.startswith(SHELL_AFTER) for line in lines), "the client's end")
    assert f"{SHELL_AFTER} 1" in lines, "\n".join(lines[-8:])
    assert not any(line.startswith("shell read:") for line in lines), "nothing typed reached the shell"
    for device in (ann, elsewhere):
        device.close()
