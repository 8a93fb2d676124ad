"""The table's sounds at the web page (issue 44), in a real Chromium against a real server on
127.0.0.1: each answer brings the names of its sounds; the page fetches them from the server and
plays them with the Web Audio API; rendered offline (OfflineAudioContext), each stretch of sound
is one sound of the list, in order, of its length, under full scale; on or off is kept in the
browser."""

from __future__ import annotations

import json
from typing import Any

import pytest
from playwright.sync_api import Browser

from server_helpers import Server
from shared_table.core.sounds import Cue
from shared_table.sound.synth import PEAK
from shared_table.sound.voices import VOICES
from web_helpers import PageSeat, wait_until

pytestmark = pytest.mark.xdist_group("chromium")


def test_each_answer_s_sounds_are_played_and_render_as_the_sounds_named(browser: Browser, server: Server) -> None:
    eve = PageSeat(browser, server)
    frames: list[dict[str, Any]] = []
    eve.page.on("websocket", lambda socket: socket.on(
        "framereceived", lambda payload: frames.append(json.loads(payload)) if '"said"' in str(payload)[:40] else None))
    eve.open_table("solitaire", players=1)
    before = len(frames)
    eve.type_line("hint")
    wait_until(eve, "[...document.querySelectorAll('#log li')].some((li) => li.innerText.startsWith('Hint: '))")
    hint = next(line for line in reversed(eve.log()) if line.startswith("Hint: "))
    eve.type_line(hint.split(": ", 1)[1])  # the hinted move: a card turned, a swap
    wait_until(eve, "window.tableSounds.endsAt > 0")  # scheduled on the page's own audio context
    for _ in range(500):  # the frames reach this process a moment after the page has them
        named = [name for frame in frames[before:] for name in frame.get("sounds", [])]
        if "swap" in named:
            break
        eve.page.wait_for_timeout(20)
    assert "swap" in named and "draw" in named, named
    assert all(frame.get("volume") == 60 for frame in frames[before:])

    cues = ["swap", "draw", "pile-closed", "refused", "your-turn"]
    rendered = eve.page.evaluate(f"window.tableSounds.rendered({json.dumps(cues)}, 100)")
    parts = rendered["parts"]
    assert len(parts) == len(cues), parts
    for seconds, cue in zip(parts, cues, strict=True):
        assert abs(seconds * 1000 - VOICES[Cue(cue)].ms) <= 20, f"{cue}: {seconds * 1000:.0f} ms"
    assert 0.5 * PEAK < rendered["peak"] <= PEAK + 0.01, "full volume is the sounds' own peak, under full scale"
    quieter = eve.page.evaluate(f"window.tableSounds.rendered({json.dumps(cues)}, 30)")
    assert abs(quieter["peak"] - 0.3 * rendered["peak"]) < 0.02, "the volume scales them"
    assert not eve.problems, eve.problems

    eve.page.get_by_label("Sounds at the table").uncheck()
    assert eve.page.evaluate("localStorage.getItem('shared-table:sounds')") == "off"
    eve.page.reload()
    eve.page.wait_for_selector("#table h2")
    assert not eve.page.get_by_label("Sounds at the table").is_checked(), "kept in the browser"
    eve.close()


def test_the_server_serves_only_the_sounds_it_has(server: Server) -> None:
    import urllib.error
    import urllib.request

    with urllib.request.urlopen(f"{server.url}/sounds/go-out") as answer:
        assert answer.headers["Content-Type"] == "audio/wav" and answer.read(4) == b"RIFF"
    with pytest.raises(urllib.error.HTTPError) as refused:
        urllib.request.urlopen(f"{server.url}/sounds/trumpet")
    assert refused.value.code == 404 and refused.value.read().decode() == "There is no sound trumpet here.\n"
    with pytest.raises(urllib.error.HTTPError) as outside:
        urllib.request.urlopen(f"{server.url}/sounds/..%2F..%2Fconfig.toml")
    assert outside.value.code == 404
