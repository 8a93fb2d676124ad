"""The table's sounds (issue 44): each made from its description, short, apart from the others and
under speech; each game's events heard as their sounds, in order; a whole game's track written
offline and measured by sox against the game's events; no sound device said once, no traceback."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from array import array
from collections.abc import Callable
from pathlib import Path

import pytest

from needs import require_tool
from shared_table.console.play import hosted, new_session
from shared_table.core.sounds import EVERY_CUE, Cue
from shared_table.games import find_game
from shared_table.games.fivecrowns.rules import events as fc
from shared_table.games.fivecrowns.rules.cards import parse_cards
from shared_table.games.skipbo.rules import events as sb
from shared_table.sound.player import SoundPlayer
from shared_table.sound.synth import PEAK, RATE, made, samples
from shared_table.sound.voices import LONGEST_MS, VOICES
from shared_table.speech import tts

GAME_LINES = "draw\ntake\ndiscard 1\n" * 400  # `take` after drawing is refused: a refusal every turn


def _sox_stat(wav: Path) -> dict[str, float]:
    said = subprocess.run(["sox", str(wav), "-n", "stat"], capture_output=True, text=True, check=True).stderr
    return {key.strip(): float(value) for key, _, value in (line.partition(":") for line in said.splitlines()) if value.strip()}


def _loudest_ms(wav: Path) -> float:
    """The loudest 50 ms of `wav`, in dB of full scale (sox `stats`' "RMS Pk dB")."""
    said = subprocess.run(["sox", str(wav), "-n", "stats"], capture_output=True, text=True, check=True).stderr
    return float(next(line.split()[-1] for line in said.splitlines() if line.startswith("RMS Pk dB")))


def _parts(track: Path, folder: Path) -> list[float]:
    """The track cut at every silence of 40 ms or more, by sox; each part's length in seconds."""
    subprocess.run(["sox", str(track), str(folder / "part.wav"), "silence", "1", "0.001", "0.2%", "1", "0.04", "0.2%",
                    ":", "newfile", ":", "restart"], check=True, capture_output=True)
    lengths = [float(subprocess.run(["soxi", "-D", str(part)], capture_output=True, text=True, check=True).stdout)
               for part in sorted(folder.glob("part*.wav"))]
    return [seconds for seconds in lengths if seconds > 0]  # silence at the end leaves an empty last part


def test_every_cue_has_a_sound_short_distinct_and_under_speech(tmp_path: Path) -> None:
    assert set(VOICES) == set(EVERY_CUE)
    files = made(tmp_path)
    assert set(files) == {cue.value for cue in EVERY_CUE}
    speech = tmp_path / "speech.wav"
    tts.write_wav("Ann discards the seven of hearts. Your turn.", speech)
    speech_loudest = _loudest_ms(speech)
    made_samples = {cue: bytes(samples(VOICES[cue])) for cue in EVERY_CUE}
    assert len(set(made_samples.values())) == len(EVERY_CUE), "no two sounds are the same"
    for cue, path in files.items():
        stat = _sox_stat(path)
        assert stat["Length (seconds)"] * 1000 <= LONGEST_MS + 1, cue
        assert stat["Maximum amplitude"] <= PEAK + 0.001, cue
        assert _loudest_ms(path) < speech_loudest - 1, f"{cue}, at full volume, is as loud as speech"
        assert path.stat().st_size < 2 * RATE * LONGEST_MS // 1000 + 100, "a small file"


def test_a_sound_is_made_again_the_same_and_its_file_is_named_by_its_description(tmp_path: Path) -> None:
    first = made(tmp_path / "one")
    again = made(tmp_path / "two")
    for name, path in first.items():
        assert path.name == again[name].name and path.read_bytes() == again[name].read_bytes()
    assert samples(VOICES[Cue.DRAW], 0.5) != samples(VOICES[Cue.DRAW]), "the volume scales it"


def test_five_crowns_events_sound_apart_for_the_listener_and_the_others() -> None:
    game = find_game("fivecrowns")
    seven = parse_cards(["7h"])[0]
    events = [fc.DrewFromStock(0, seven), fc.DrewFromStock(1, None), fc.TookDiscard(0, seven), fc.TookDiscard(1, seven),
              fc.Discarded(1, seven), fc.WentOut(1, seven, ()), fc.LastTurnsBegin(1, (0,)), fc.LaidDown(0, (), (seven,), 7),
              fc.RoundScored(1, (7, 0), (7, 0)), fc.GameOver((1,), (7, 0))]
    assert game.sounds(events, 0) == ["draw", "draw-other", "take", "take-other", "discard", "go-out", "last-turn",
                                      "round-end", "game-end"]  # nothing melded: no meld sound
    assert game.sounds(events, 1)[:4] == ["draw-other", "draw", "take-other", "take"]


def test_skipbo_coins_go_one_way_or_the_other_and_a_game_of_a_match_is_a_round() -> None:
    game = find_game("skipbo")
    events = [sb.Bought(0, 1), sb.PileCompleted(1, 2, (0, 1)), sb.TollDue(0, 1, 2), sb.GameWon((0,), (5, 0), (5, 0), False),
              sb.GameStarted(2, 10, 5, 1, ())]
    assert game.sounds(events, 1) == ["coins-received", "pile-complete", "coins-received", "toll", "round-end"]
    assert game.sounds(events, 0) == ["coins-paid", "pile-complete", "toll", "round-end"]
    assert game.sounds([sb.GameWon((0,), (5, 0), (5, 0), False)], 0) == ["game-end"]
    assert game.sounds([sb.GameWon((0,), (5, 0), (5, 0), False), sb.MatchWon((0,), (5, 0))], 0) == ["game-end"]


@pytest.mark.parametrize("game", ["fivecrowns", "skipbo", "solitaire"])
def test_a_whole_games_sounds_are_its_events_in_order_with_your_turn_and_refusals(game: str) -> None:
    session = new_session(seed=4, game=game, players=None if game == "solitaire" else 3)
    heard = [*_said(session, session.start())]
    lines = 0
    while not session.done and lines < 4000:
        answer = session.handle("hint")
        heard += _said(session, answer)
        heard += _said(session, session.handle(answer[-1].split(": ", 1)[1]))  # the hint's move, typed back
        heard += _said(session, session.handle("nonsense"))
        lines += 3
    assert session.done
    events = hosted(session).seen[0]
    from_events = session.game.sounds(events, 0)
    assert [cue for cue in heard if cue not in ("your-turn", "refused")] == from_events, "each event's sound once, in order"
    assert heard.count("refused") >= lines // 3 - 1  # the last, after the game, is no refusal
    # "Your turn" as the turn comes to the seat: once in the solitaire, where it never leaves it
    assert heard.count("your-turn") == 1 if game == "solitaire" else heard.count("your-turn") > 3
    assert "game-end" in heard


def _said(session: object, answer: list[str]) -> list[str]:
    from shared_table.sessions.play import PlaySession

    assert isinstance(session, PlaySession) and answer is not None
    return session.take_sounds()


def test_the_sounds_command_plays_each_with_its_name_and_sets_on_off_and_volume() -> None:
    session = new_session(seed=3)
    session.start()
    session.take_sounds()
    first = session.handle("sounds")
    assert first == ["Sounds are on, at volume 60. Choices: on, off, or a volume from 0 to 100.",
                     "Sound 1 of 23: your turn. Type sounds again for the next."]
    assert session.take_sounds() == ["your-turn"]
    assert session.handle("sounds") == ["Sound 2 of 23: you draw a card from the stock. Type sounds again for the next."]
    assert session.take_sounds() == ["draw"]
    assert session.handle("sounds 30") == ["Sounds at volume 30."] and session.sound_volume == 30
    assert session.handle("sounds off") == ["Sounds off."]
    session.take_sounds()
    session.handle("draw")
    assert session.take_sounds() == [], "off: none"
    assert session.handle("sounds loud") == ['No sounds setting "loud": choose on, off, or a volume from 0 to 100.']
    assert session.handle("sounds 101")[0].startswith('No sounds setting "101"')
    assert session.handle("sounds on") == ["Sounds on, at volume 30."]


def _play(*args: str, env: dict[str, str] | None = None, lines: str = GAME_LINES) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "shared_table", "play", "--no-save", *args], input=lines, capture_output=True,
                          text=True, timeout=600, env={**os.environ, **(env or {})}, check=False)


def test_a_whole_game_s_track_is_its_events_sounds_each_measured_by_sox(tmp_path: Path) -> None:
    track = tmp_path / "track.wav"
    result = _play("--seed", "5", "--players", "2", "--sounds-wav", str(track))
    assert result.returncode == 0 and result.stderr == "", result.stderr
    assert any(line.startswith("Game over") for line in result.stdout.splitlines())
    # The same game in this process, answer by answer: the sounds each answer was given.
    session = new_session(players=2, seed=5)
    expected = session.start() and session.take_sounds()
    for line in GAME_LINES.splitlines():
        if session.closed:
            break
        session.handle(line)
        expected += session.take_sounds()
    assert [cue for cue in expected if cue not in ("your-turn", "refused")] == session.game.sounds(hosted(session).seen[0], 0)
    folder = tmp_path / "parts"
    folder.mkdir()
    measured = _parts(track, folder)
    assert len(measured) == len(expected), "one sound for each, none lost, none merged"
    for number, (seconds, cue) in enumerate(zip(measured, expected, strict=True)):
        assert abs(seconds * 1000 - VOICES[Cue(cue)].ms) <= 20, f"sound {number}, {cue}: {seconds * 1000:.0f} ms"


def test_sounds_off_writes_an_empty_track_and_a_machine_without_sound_says_so_once(tmp_path: Path) -> None:
    track = tmp_path / "track.wav"
    result = _play("--seed", "5", "--players", "2", "--sounds", "off", "--sounds-wav", str(track))
    assert result.returncode == 0 and float(subprocess.run(["soxi", "-D", str(track)], capture_output=True, text=True).stdout) == 0
    silent = {key: value for key, value in os.environ.items() if key not in {tts.PLAYER_ENV, "PULSE_SERVER", "XDG_RUNTIME_DIR"}}
    if Path("/dev/snd").exists():
        pytest.skip("this machine has a sound card: the sentence is for one without")
    asked = subprocess.run([sys.executable, "-m", "shared_table", "play", "--no-save", "--seed", "5", "--sounds", "on"],
                           input=GAME_LINES, capture_output=True, text=True, timeout=600, env=silent, check=False)
    assert asked.returncode == 0 and asked.stderr == ""
    said = asked.stdout.splitlines()
    assert said[0] == "No sound device here: the game goes on without sounds."
    assert said.count(said[0]) == 1 and "Traceback" not in asked.stdout
    quiet = subprocess.run([sys.executable, "-m", "shared_table", "play", "--no-save", "--seed", "5"],
                           input="quit\nyes\n", capture_output=True, text=True, timeout=600, env=silent, check=False)
    assert "No sound device" not in quiet.stdout, "sounds not asked for: nothing said of them"


def test_a_volume_out_of_range_is_refused_with_what_works() -> None:
    result = _play("--volume", "300", lines="")
    assert result.returncode == 2
    assert "no volume 300: give a whole number from 0 to 100, like --volume 40" in result.stderr


def test_docs_sounds_md_lists_every_sound_as_voices_py_describes_it() -> None:
    from shared_table.i18n.words import words_for
    from shared_table.sound.voices import sound_table

    words = words_for("en")
    table = "\n".join(sound_table(lambda name: words(f"sound-{name}")))
    docs = (Path(__file__).resolve().parent.parent / "docs" / "sounds.md").read_text(encoding="utf-8")
    assert table in docs, "docs/sounds.md's table: python -c 'from shared_table.sound.voices import sound_table ...'"


def test_the_player_plays_each_answer_as_one_track_and_a_new_answer_stops_the_last(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    played = tmp_path / "played"
    played.mkdir()
    monkeypatch.setenv(tts.PLAYER_ENV, f"sh -c 'cp \"$0\" {played}/$(ls {played} | wc -l).wav' {{wav}}")
    player = SoundPlayer.start(tmp_path / "made")
    assert isinstance(player, SoundPlayer)
    player.play(["draw", "discard"], 100)
    player.wait()
    player.play(["go-out"], 100, interrupt=False)  # the rest of an answer: after it
    player.wait()
    player.close()
    first, second = sorted(played.iterdir())
    parts = _parts(first, tmp_path)
    assert [round(seconds * 1000) for seconds in parts] != [] and len(parts) == 2
    assert abs(_sox_stat(second)["Length (seconds)"] * 1000 - VOICES[Cue.GO_OUT].ms) <= 1

    slow = tmp_path / "slow"
    slow.mkdir()
    first_slow = (f"if [ -e {slow}/started ]; then cp \"$0\" {slow}/new.wav; "
                  f"else touch {slow}/started; sleep 30; cp \"$0\" {slow}/old.wav; fi")
    monkeypatch.setenv(tts.PLAYER_ENV, f"sh -c '{first_slow}' {{wav}}")
    player = SoundPlayer.start(tmp_path / "made")
    assert isinstance(player, SoundPlayer)
    player.play(["round-end"], 60)
    while not (slow / "started").exists():  # the old answer's sounds are playing
        time.sleep(0.01)
    player.play(["your-turn"], 60)  # a new answer
    player.wait()
    player.close()
    assert (slow / "new.wav").exists() and not (slow / "old.wav").exists(), "the new answer stopped the old one's sounds"


def test_sounds_are_heard_through_a_real_pulseaudio_server(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    # A PulseAudio server of this test's own, with only a null sink, its monitor recorded by
    # parec: what the player found on PATH (paplay) really sends the server, measured by sox.
    pulseaudio, parec, pactl = (require_tool(tool) for tool in ("pulseaudio", "parec", "pactl"))
    runtime, home = tmp_path / "run", tmp_path / "home"
    runtime.mkdir(mode=0o700)
    home.mkdir()
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(runtime))  # the server's socket, where the player looks for it
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.delenv(tts.PLAYER_ENV, raising=False)
    monkeypatch.delenv("PULSE_SERVER", raising=False)
    server = subprocess.Popen([pulseaudio, "-n", "--daemonize=no", "--exit-idle-time=-1", "--use-pid-file=no",
                               "-L", "module-null-sink sink_name=table", "-L", "module-native-protocol-unix"],
                              stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    recorded = tmp_path / "recorded.raw"
    recorder: subprocess.Popen[bytes] | None = None
    try:
        _until(lambda: subprocess.run([pactl, "info"], capture_output=True).returncode == 0, "the server answers")
        with recorded.open("wb") as out:
            recorder = subprocess.Popen([parec, "-d", "table.monitor", "--format=s16le", "--rate=22050", "--channels=1",
                                         "--latency-msec=20"],  # written as it comes, not in 2-second lumps
                                        stdout=out, stderr=subprocess.DEVNULL)
        _until(lambda: subprocess.run([pactl, "list", "short", "source-outputs"], capture_output=True,
                                      text=True).stdout.strip() != "", "the recording is connected")
        player = SoundPlayer.start(tmp_path / "made")
        assert isinstance(player, SoundPlayer) and Path(player.player[0]).name == "paplay", player
        player.play(["go-out", "draw"], 100)
        player.wait()
        player.close()
        _until(lambda: _sound_then_silence(recorded), "the sounds come through, then silence")
    finally:
        if recorder is not None:
            recorder.terminate()
            recorder.wait()
        server.terminate()
        server.wait()
    wav = tmp_path / "recorded.wav"
    subprocess.run(["sox", "-t", "raw", "-r", "22050", "-e", "signed", "-b", "16", "-c", "1", str(recorded), str(wav)], check=True)
    folder = tmp_path / "cut"
    folder.mkdir()
    parts = _parts(wav, folder)
    assert len(parts) == 2, parts
    for seconds, cue in zip(parts, (Cue.GO_OUT, Cue.DRAW), strict=True):
        assert abs(seconds * 1000 - VOICES[cue].ms) <= 20, f"{cue}: {seconds * 1000:.0f} ms"
    assert abs(_sox_stat(wav)["Maximum amplitude"] - PEAK) < 0.03, "as loud as made, at volume 100 (the server resamples it)"


def _until(done: Callable[[], bool], what: str) -> None:
    """Until `done`, polled; the deadline is one only a broken set-up reaches."""
    deadline = time.monotonic() + 60
    while not done():
        assert time.monotonic() < deadline, f"never: {what}"
        time.sleep(0.02)


def _sound_then_silence(raw: Path) -> bool:
    """The recording holds sound, and after its last sound 200 ms of silence (all of it came)."""
    data = array("h", raw.read_bytes()[: raw.stat().st_size // 2 * 2])
    loud = [index for index, value in enumerate(data) if abs(value) > 64]
    return bool(loud) and len(data) - loud[-1] > 22050 // 5


def test_people_coming_and_going_at_a_network_table_are_heard() -> None:
    from shared_table.core.message import msg

    session = new_session(seed=3)
    session.start()
    session.take_sounds()
    for notice in (msg("net-joined", name="Bob"), msg("net-dropped", name="Bob", opener="Ann"), msg("net-back", name="Bob"),
                   msg("net-left", name="Bob", opener="Ann")):
        session.notice(notice)
    assert session.take_sounds() == ["joined", "dropped", "back", "left"]


def test_your_turn_sounds_as_the_turn_comes_not_again_within_it() -> None:
    session = new_session(players=2, seed=5)
    session.start()
    session.take_sounds()
    came_back = 0
    while not session.done:
        for line in ("draw", "take", "discard 1"):  # `take` after a draw is refused
            answer = session.handle(line)
            heard = session.take_sounds()
            if line != "discard 1":  # "Now discard a card.": still the same turn
                assert "your-turn" not in heard, (line, answer)
            elif not session.done and hosted(session).state.current == session.seat:
                assert heard.count("your-turn") == 1, answer
                came_back += 1
    assert came_back > 10
