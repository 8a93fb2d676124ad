"""Our server against boardgame.io 0.50's, side by side: `make bench-peer`, or
`python benchmarks/peer/compare.py --tables 250 --pace 2 --duration 30 --runs 3`.

One load client drives both (benchmarks/peer/load.js, in Node processes of its own), as issue 38
measured: TABLES tables of SEATS people, a random legal move every PACE seconds a table. Each run
starts every server afresh on 127.0.0.1 (ours with its own temporary save folders), one after
another: ours with raw protocol seats, ours with web-page seats (`line`s answered by `said`),
ours with terminal seats if asked (`--kinds`), then boardgame.io's; the order alternates run by
run, so that a slow spell of this shared machine does not fall on one server only. Printed: each
run's figures, the median and range over the runs, and the ratios ours / boardgame.io of CPU
per move and of median latency. `--json FILE` keeps every run's figures.

Needs Node and the npm packages of benchmarks/peer/package.json in build/peer (`make bench-peer`
installs them). Fair to know: boardgame.io keeps its matches in memory (its default), while ours
saves every move in SQLite; our seats offer permessage-deflate, as our terminal client and
browsers do, and uvicorn takes it (boardgame.io's socket.io declines it by default; `--no-deflate`
sends ours plain frames too); each serves from one process (ours Python, theirs Node).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
NODE_MODULES = ROOT / "build" / "peer" / "node_modules"


def start(command: list[str], env: dict[str, str]) -> tuple[subprocess.Popen[str], str]:
    """A server that prints "Serving on http://127.0.0.1:PORT" first: it and its URL."""
    server = subprocess.Popen(command, stdout=subprocess.PIPE, text=True, env=env)
    assert server.stdout is not None
    first = server.stdout.readline()
    if not first.startswith("Serving on"):
        server.kill()
        raise SystemExit(f"{command[0]} did not start: {first!r}")
    return server, first.split()[-1]


def stop(server: subprocess.Popen[str]) -> None:
    server.terminate()
    try:
        server.wait(30)
    except subprocess.TimeoutExpired:
        server.kill()
        server.wait(10)


def run_one(target: str, kind: str, options: argparse.Namespace) -> dict[str, Any]:
    folder = Path(tempfile.mkdtemp(prefix="bench-peer-"))
    node_env = {**os.environ, "NODE_PATH": str(NODE_MODULES), "NODE_ENV": "production"}
    if target == "ours":
        env = {**os.environ, "PYTHONPATH": str(ROOT / "src"),
               **{f"XDG_{name.upper()}_HOME": str(folder / name) for name in ("data", "state", "config")}}
        command = [sys.executable, "-m", "shared_table", "serve", "--host", "127.0.0.1", "--port", "0",
                   "--joins-per-minute", "1000000", "--connections-per-address", "1000000", "--seeds-for-tests"]
    else:
        env, command = node_env, ["node", str(HERE / "server.js")]
    server, url = start(command, env)
    try:
        load = ["node", str(HERE / "load.js"), "--target", target, "--kind", kind, "--url", url, "--server-pid", str(server.pid),
                "--tables", str(options.tables), "--seats", str(options.seats), "--pace", str(options.pace),
                "--duration", str(options.duration), "--tables-per-process", str(options.tables_per_process), "--json"]
        if options.idle:
            load += ["--idle", str(options.idle)]
        if options.ping:
            load.append("--ping")
        if options.no_deflate:
            load.append("--no-deflate")
        finished = subprocess.run(load, env=node_env, capture_output=True, text=True,
                                  timeout=options.duration + options.pace + 600)
        if finished.returncode != 0 or not finished.stdout.strip():
            raise SystemExit(f"the load client failed ({target} {kind}): {finished.stderr[-2000:]}")
        sys.stderr.write(finished.stderr)
        report: dict[str, Any] = json.loads(finished.stdout.strip().splitlines()[-1])
    finally:
        stop(server)
        shutil.rmtree(folder, ignore_errors=True)
    return report


def label(report: dict[str, Any]) -> str:
    return "boardgame.io" if report["server"] == "boardgame.io" else f"ours {report['kind']}"


def line(report: dict[str, Any]) -> str:
    latency = report["latency_ms"]
    cpu = report["cpu_ms_per_move"]
    text = (f"{label(report):14} {report['moves_per_s']:7.1f} moves/s  CPU {cpu if cpu is not None else float('nan'):6.2f} ms/move "
            f"({100 * report['cpu_share']:3.0f}% core)  p50 {latency['p50']:7.2f}  p95 {latency['p95']:7.2f}  "
            f"p99 {latency['p99']:7.2f}  max {latency['max']:7.1f} ms  RSS {report['rss_mib']['end']:6.1f} MiB  "
            f"timeouts {report['timeouts']} refused {report['refused']} lost {report['lost']} skipped {report['skipped']}")
    if report.get("ping_ms"):
        text += f"  ping max {report['ping_ms']['max']:.1f} ms ({report['pings_over_50ms']} over 50)"
    return text


def middle(values: list[float]) -> str:
    values = [value for value in values if value is not None]
    if not values:
        return "-"
    return f"{statistics.median(values):.2f} ({min(values):.2f} to {max(values):.2f})"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tables", type=int, default=125)
    parser.add_argument("--seats", type=int, default=4)
    parser.add_argument("--pace", type=float, default=2.0, help="seconds between one table's moves")
    parser.add_argument("--duration", type=float, default=20.0, help="seconds measured in each run (after one pace of warm-up)")
    parser.add_argument("--runs", type=int, default=3, help="alternations: every server once in each")
    parser.add_argument("--kinds", default="raw,web", help="our seats, in order: raw, terminal, web")
    parser.add_argument("--tables-per-process", type=int, default=50)
    parser.add_argument("--idle", type=int, default=0, help="more connections, seated at tables that never move")
    parser.add_argument("--ping", action="store_true", help="also measure the longest wait of a request every 20 ms")
    parser.add_argument("--no-deflate", action="store_true",
                        help="our seats send plain frames (by default they offer permessage-deflate, as our clients and browsers do)")
    parser.add_argument("--json", type=Path, help="write every run's figures here")
    options = parser.parse_args()
    if not (NODE_MODULES / "boardgame.io").exists():
        raise SystemExit(f"boardgame.io is not installed in {NODE_MODULES}: `make bench-peer` installs it")
    plan = [("ours", kind) for kind in options.kinds.split(",")] + [("bgio", "raw")]
    print(f"{options.tables} tables of {options.seats}, a move every {options.pace:g} s a table "
          f"({options.tables / options.pace:.0f} moves/s asked), {options.duration:g} s measured, {options.runs} runs; "
          f"{os.cpu_count()} cores, shared with whatever else runs here")
    reports: list[dict[str, Any]] = []
    for run in range(options.runs):
        order = plan if run % 2 == 0 else plan[::-1]
        for target, kind in order:
            report = run_one(target, kind, options)
            report["run"] = run + 1
            reports.append(report)
            print(f"run {run + 1}: {line(report)}", flush=True)
            time.sleep(1)
    print("\nmedian (range) over the runs:")
    names = [label(report) for report in reports[:len(plan)]]
    for name in dict.fromkeys(names):
        mine = [report for report in reports if label(report) == name]
        print(f"  {name:14} CPU ms/move {middle([r['cpu_ms_per_move'] for r in mine])};  "
              f"p50 {middle([r['latency_ms']['p50'] for r in mine])} ms;  p95 {middle([r['latency_ms']['p95'] for r in mine])} ms;  "
              f"p99 {middle([r['latency_ms']['p99'] for r in mine])} ms;  moves/s {middle([r['moves_per_s'] for r in mine])}")
    theirs = {report["run"]: report for report in reports if report["server"] == "boardgame.io"}
    for name in dict.fromkeys(names):
        if name == "boardgame.io":
            continue
        cpu, median = [], []
        for report in reports:
            if label(report) != name or report["run"] not in theirs:
                continue
            peer = theirs[report["run"]]
            if report["cpu_ms_per_move"] and peer["cpu_ms_per_move"]:
                cpu.append(report["cpu_ms_per_move"] / peer["cpu_ms_per_move"])
            if report["latency_ms"]["p50"] and peer["latency_ms"]["p50"]:
                median.append(report["latency_ms"]["p50"] / peer["latency_ms"]["p50"])
        print(f"  {name} / boardgame.io, run by run: CPU per move {middle(cpu)}; median latency {middle(median)}")
    if options.json:
        options.json.write_text(json.dumps(reports, indent=1))


if __name__ == "__main__":
    main()
