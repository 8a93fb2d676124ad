"""Start-up benchmark: `make bench`.

Wall time from starting a process to its answer, over N starts of each command (median and p95,
in ms), against a bare `python -c pass` from the same virtualenv in the same run:

- `shared-table check Kc 9h 4d` to its exit;
- `shared-table --version` to its exit;
- `shared-table play` to its first prompt, in a real terminal (a pseudo-terminal, so GNU readline
  and the "> " prompt are what a player gets), saving to a folder of its own as a player's game
  is; then it quits as a player does.

Each command in English and in the other languages asked for (French by default; `--languages all`
for every one). Then, for each command, the three largest imports left, as `python -X importtime`
counts them (each package's time where our own code imports it, its own imports included).
Target: 100 ms at the median. Figures, not pass/fail tests: this machine is shared.
"""

from __future__ import annotations

import argparse
import os
import pty
import re
import select
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path

PYTHON = sys.executable
SCRIPT = Path(PYTHON).parent / "shared-table"
PROGRAM = [str(SCRIPT)] if SCRIPT.exists() else [PYTHON, "-m", "shared_table"]
"""The command a player types (the virtualenv's script); `python -m` where it is not installed."""
LANGUAGES = ("en", "da", "sv", "nb", "fi", "is", "nl", "fr")
COMMANDS: dict[str, list[str]] = {
    "check": ["check", "Kc", "9h", "4d"],
    "--version": ["--version"],
    "play": ["play", "--seed", "1"],
}


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def environment(folder: Path, language: str) -> dict[str, str]:
    env = {key: value for key, value in os.environ.items() if key not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES")}
    env["LANG"] = "C.UTF-8"
    for name in ("XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME"):
        env[name] = str(folder / name.lower())
    return env


def run_to_exit(argv: list[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    subprocess.run(argv, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    return (time.perf_counter() - start) * 1000


def run_to_prompt(argv: list[str], env: dict[str, str], prompt: bytes = b"> ") -> float:
    """Milliseconds until the program in a pseudo-terminal writes its prompt; then it is stopped."""
    primary, secondary = pty.openpty()
    start = time.perf_counter()
    process = subprocess.Popen(argv, env={**env, "TERM": "xterm"}, stdin=secondary, stdout=secondary, stderr=secondary,
                               start_new_session=True)
    os.close(secondary)
    seen = b""
    try:
        while prompt not in seen:
            ready, _, _ = select.select([primary], [], [], 10)
            if not ready:
                raise TimeoutError(f"no prompt in 10 s; the program wrote {seen[-300:]!r}")
            seen += os.read(primary, 65536)
        return (time.perf_counter() - start) * 1000
    finally:
        # Quit as a player does, so that the save file is closed as it is after a game: a killed
        # program leaves its -wal, which the next start would read first (as after any crash).
        os.write(primary, b"quit\nyes\n")
        try:
            while process.poll() is None and select.select([primary], [], [], 5)[0]:
                os.read(primary, 65536)
            process.wait(timeout=5)
        except (OSError, subprocess.TimeoutExpired):
            os.killpg(process.pid, signal.SIGTERM)
            process.wait()
        os.close(primary)


def time_starts(runs: int, start: Callable[[], float]) -> list[float]:
    start()  # the first start fills the file-system cache; it is not counted
    return [start() for _ in range(runs)]


def largest_imports(argv: list[str], env: dict[str, str], count: int = 3) -> list[tuple[str, float]]:
    """The packages that cost most to import, in ms: each third-party or standard package's
    cumulative time where one of our modules (or the program) imports it."""
    result = subprocess.run([PYTHON, "-X", "importtime", *argv], env=env, stdin=subprocess.DEVNULL,
                            capture_output=True, text=True, check=False)
    totals: dict[str, float] = defaultdict(float)
    line_form = re.compile(r"import time:\s+\d+ \|\s+(\d+) \|( +)(\S+)")
    rows = [found for found in map(line_form.match, result.stderr.splitlines()) if found]
    # importtime writes a module after its own imports, indented one space a level: read backwards,
    # each module's importer comes before it. Depth 0 is the interpreter's own start (site), not ours.
    ours_at = [False]
    for found in reversed(rows):
        cumulative, depth, name = int(found.group(1)), len(found.group(2)), found.group(3)
        del ours_at[depth:]
        while len(ours_at) < depth:  # an import that failed (tried, caught) is not written: its importer stands for it
            ours_at.append(ours_at[-1])
        ours = name.startswith("shared_table")
        if not ours and ours_at[depth - 1]:
            totals[name.split(".")[0]] += cumulative / 1000
        ours_at.append(ours)
    return sorted(totals.items(), key=lambda item: -item[1])[:count]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--languages", nargs="*", default=["en", "fr"], help='codes, or "all"')
    args = parser.parse_args()
    languages = list(LANGUAGES) if args.languages == ["all"] else args.languages
    with tempfile.TemporaryDirectory() as temporary:
        folder = Path(temporary)
        bare = time_starts(args.runs, lambda: run_to_exit([PYTHON, "-c", "pass"], os.environ.copy()))
        print(f"python -c pass: median {statistics.median(bare):.0f} ms, p95 {percentile(bare, 0.95):.0f} ms ({args.runs} starts)")
        for language in languages:
            env = environment(folder, language)
            for name, words in COMMANDS.items():
                argv = [*PROGRAM, *words, "--language", language] if name != "--version" else [*PROGRAM, *words]
                if name == "--version" and language != languages[0]:
                    continue  # --version says no words
                if name == "play":
                    times = time_starts(args.runs, lambda argv=argv, env=env: run_to_prompt(argv, env))
                else:
                    times = time_starts(args.runs, lambda argv=argv, env=env: run_to_exit(argv, env))
                shown = f"{name} ({language})" if name != "--version" else name
                print(f"{shown:<16} median {statistics.median(times):5.0f} ms, p95 {percentile(times, 0.95):5.0f} ms, "
                      f"spread {min(times):.0f}-{max(times):.0f} ms")
        env = environment(folder, "en")
        for name, words in COMMANDS.items():
            program = [str(SCRIPT)] if SCRIPT.exists() else ["-m", "shared_table"]
            largest = ", ".join(f"{package} {ms:.1f} ms" for package, ms in largest_imports([*program, *words], env))
            print(f"largest imports left, {name}: {largest}")


if __name__ == "__main__":
    main()
