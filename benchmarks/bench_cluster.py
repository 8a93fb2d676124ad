"""Cluster load benchmark (issue 40, item 10): `python benchmarks/bench_cluster.py`.

What runs, all on 127.0.0.1: a PostgreSQL 15 of its own (deploy/postgres_run.py, a temporary folder,
a unix socket; PostgreSQL's defaults as a host has them: fsync, synchronous_commit and
full_page_writes on), three `shared-table serve --database URL --seeds-for-tests --behind-proxy
127.0.0.1` processes (unbounded joins and connections an address: every load client is
127.0.0.1), and Debian's HAProxy with the shipped deploy/haproxy.cfg (deploy/haproxy_run.py).

The load, in processes of its own (one per `--tables-per-process` tables): TABLES tables of four
people, every seat its own WebSocket through HAProxy, as the real clients do: the opener `open`s at
/ws (any process), the guests `join` at /ws/CODE (the process the code hashes to, which takes the
table over: the opener is told `moved` and comes back at /ws/CODE with its token). Each table makes
a random legal move every PACE seconds (bench_server.py's pacing and raw protocol). A seat whose
connection ends comes back by itself as net/client.py's `_reconnect` does: at once after `moved`,
else after a back-off of a quarter second doubling; `join` with its token and `since` (generation,
moves told), and the move waiting for its answer sent again (its `answering` makes it applied once).

Measured over a steady window of `--duration` seconds: from a move sent to every seat of its table
updated (p50/p95/p99/max), moves a second, CPU seconds a move of each serve process, of HAProxy and
of PostgreSQL (the postmaster and its children: utime+stime from /proc, and what exited children
left), timeouts, refusals, lost connections. Then the failover: the process hosting the most tables
is killed (SIGKILL); each of its tables at once asks for a move, and the time from the kill to that
move (or the one under way) being delivered to every seat, all of them having come back, is its
failover time (p50/p95/max). At the end the database is read: each table's saved moves are numbered
0 to n-1; none of the moves told to every seat is missing (n at least the moves the load saw made),
none is there twice (n at most the moves it sent); and every seat was told all n.
Figures, not pass/fail: the load client runs on the same cores as everything else. The load
client is benchmarks/cluster_load.py, the cluster benchmarks/cluster_run.py; docs/scaling.md
("Several processes") has the figures and what they say.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import sys
import time
from collections import Counter
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "deploy"))  # deploy/ is no package
import haproxy_run
import postgres_run

from bench_server import raise_file_limit, rss_kib, spread
from cluster_load import SEATS, load_process
from cluster_run import database_counts, machine_busy, saved_moves, start_cluster, stop_cluster


def measure(tables: int, pace: float, duration: float, failover_seconds: float, per_process: int,
            opening_at_once: int) -> dict[str, Any]:
    raise_file_limit()  # HAProxy and the serve processes inherit it: two sockets a seat through HAProxy
    cluster = start_cluster()
    url = cluster.haproxy.url.replace("http://", "ws://")
    context = multiprocessing.get_context("spawn")
    processes: list[tuple[Any, Connection]] = []
    try:
        for first in range(0, tables, per_process):
            mine, theirs = context.Pipe()
            numbers = list(range(first, min(tables, first + per_process)))
            process = context.Process(target=load_process, args=(theirs, url, numbers, pace, opening_at_once), daemon=True)
            process.start()
            processes.append((process, mine))
        began = time.monotonic()
        hosts: Counter[str] = Counter()
        for _, pipe in processes:
            _, _, counted = pipe.recv()
            hosts.update(counted)
        opened = time.monotonic() - began
        rss_seated = {name: rss_kib(serve.pid) // 1024 for name, serve in cluster.serves.items()}
        start = time.monotonic() + 0.5 + pace  # one pace of warm-up
        until = start + duration
        killed_at = until + 0.5
        end = killed_at + failover_seconds
        for _, pipe in processes:
            pipe.send(("go", start, until, end, killed_at))
        time.sleep(max(0.0, start - time.monotonic()))
        counts_before = database_counts(cluster.database)
        before, measured_from, busy_before, load_before = cluster.cpu(), time.monotonic(), machine_busy(), os.getloadavg()[0]
        time.sleep(max(0.0, until - time.monotonic()))
        after, window, busy_after, load_after = cluster.cpu(), time.monotonic() - measured_from, machine_busy(), os.getloadavg()[0]
        counts_after = database_counts(cluster.database)  # PostgreSQL's counts lag by up to a second: over 20 s, near enough
        victim = max(hosts, key=lambda name: hosts[name])
        time.sleep(max(0.0, killed_at - time.monotonic()))
        killed_at = time.monotonic()
        at_kill = cluster.cpu()
        cluster.serves[victim].kill()
        cluster.serves[victim].wait(10)
        for _, pipe in processes:
            pipe.send(("killed", victim, killed_at))
        samples = []  # the CPU of what is left, every quarter second while the killed process's tables come back
        while time.monotonic() < end:
            time.sleep(0.25)
            samples.append((time.monotonic() - killed_at, cluster.cpu()))
        tallies, client_cpu = [], 0.0
        for _, pipe in processes:
            if pipe.poll(end + 90 - time.monotonic()):
                _, tally, usage = pipe.recv()
                tallies.append(tally)
                client_cpu += usage.ru_utime + usage.ru_stime
        codes = [code for tally in tallies for code in tally["tables"]]
        saved = saved_moves(cluster.database, codes)
        for _, pipe in processes:
            pipe.send("close")
        for process, _ in processes:
            process.join(30)
    finally:
        stop_cluster(cluster)
    total: dict[str, Any] = {}
    for tally in tallies:
        for name, value in tally.items():
            if name == "tables":
                total.setdefault(name, {}).update(value)
            elif isinstance(value, dict):
                total[name] = Counter(total.get(name, {})) + Counter(value)
            else:
                total[name] = total.get(name, 0 if isinstance(value, int) else []) + value
    moves = len(total.get("latencies", []))
    cpu = {name: after[name] - before[name] for name in before}
    told = total.get("tables", {})
    by_host = total.get("moves_by_host", {})
    checks = {  # each a list of table codes
        "not_numbered_0_to_n": [code for code in told if code not in saved or not saved[code][1]],
        "lost": [code for code, (_, made, *_) in told.items() if saved.get(code, (0, True))[0] < made],
        "twice": [code for code, (sent, *_) in told.items() if saved.get(code, (0, True))[0] > sent],
        "seat_not_told_all": [code for code, (_, _, *seats) in told.items() if any(count < saved.get(code, (0, True))[0]
                                                                                   for count in seats)],
    }
    failover = total.get("failover", [])
    back = max(failover, default=0.0)
    upto = next(((seconds, figures) for seconds, figures in samples if seconds >= back), samples[-1] if samples else (0.0, at_kill))
    failover_cpu = {name: round((upto[1][name] - at_kill[name]) / upto[0], 2) if upto[0] else None
                    for name in upto[1] if name in at_kill}
    return {
        "tables": tables, "seats": tables * SEATS, "pace": pace, "duration": duration, "load_processes": len(processes),
        "postgres": "PostgreSQL 15, fsync on, synchronous_commit on, full_page_writes on, shared_buffers 128MB",
        "opened_s": round(opened, 1), "hosted": dict(sorted(hosts.items())),
        "moves_sent": total.get("sent", 0), "moves_done": moves, "moves_per_s": round(moves / window, 1),
        "latency_ms": spread(total.get("latencies", [])),
        "cpu_ms_per_move": {name: round(1000 * seconds / moves, 3) if moves else None for name, seconds in cpu.items()},
        "cpu_ms_per_move_hosted": {name: round(1000 * cpu[name] / by_host[name], 3) if by_host.get(name) else None
                                   for name in cluster.serves},
        "moves_by_host": dict(sorted(by_host.items())),
        "cpu_share": {name: round(seconds / window, 3) for name, seconds in cpu.items()},
        "rss_mib_seated": rss_seated,
        "database_per_move": {name: round((counts_after[name] - counts_before[name]) / moves, 2) if moves else None
                              for name in ("commits", "rows", "wal_bytes")},
        "database_sessions": int(counts_after["sessions"]),
        "machine_busy_cores": round((busy_after[0] - busy_before[0]) / window, 2), "cores": os.cpu_count(),
        "load_average": [round(load_before, 2), round(load_after, 2)],
        "timeouts": total.get("timeouts", 0), "refused": total.get("refused", 0), "lost": total.get("lost", 0),
        "skipped": total.get("skipped", 0), "open_errors": total.get("open_errors", 0),
        "join_retries": total.get("join_retries", 0),
        "moved": total.get("moved", 0), "rejoin_refused": total.get("rejoin_refused", 0), "gave_up": total.get("gave_up", 0),
        "killed": victim, "killed_tables": len(total.get("failover", [])) + total.get("not_recovered", 0),
        "failover_s": spread(total.get("failover", [])), "reconnected_s": spread(total.get("reconnected", [])),
        "not_recovered": total.get("not_recovered", 0),
        "failover_cpu_share": failover_cpu, "failover_cpu_seconds": round(upto[0], 2),
        "dropped_by_kill": total.get("dropped_after_kill", 0), "lost_opening": total.get("lost_opening", 0),
        "tables_checked": len(told), "database_check": {name: codes[:10] for name, codes in checks.items()},
        "database_check_counts": {name: len(codes) for name, codes in checks.items()},
        "moves_saved": sum(count for count, _ in saved.values()),
        "client_cpu_s": round(client_cpu, 1), "processes_reported": len(tallies),
    }


def show(report: dict[str, Any]) -> None:
    latency, failover = report["latency_ms"], report["failover_s"]
    print(f"Cluster: three serve processes on one PostgreSQL behind HAProxy; {report['tables']} tables of {SEATS} "
          f"({report['seats']} WebSockets through HAProxy), a move every {report['pace']:g} s a table, "
          f"{report['load_processes']} load processes; opened in {report['opened_s']:.1f} s; tables hosted {report['hosted']}")
    print(f"  {report['postgres']}")
    print(f"  in the window the machine's {report['cores']} cores were busy {report['machine_busy_cores']:.2f} on average "
          f"(everything: the cluster, the load clients and anything else running); load average "
          f"{report['load_average'][0]:.1f} at its start, {report['load_average'][1]:.1f} at its end")
    print(f"  {report['moves_done']} moves in {report['duration']:g} s ({report['moves_per_s']:.0f}/s); a move sent -> every "
          f"seat's update: p50 {latency['p50']:.1f} ms, p95 {latency['p95']:.1f} ms, p99 {latency['p99']:.1f} ms, "
          f"max {latency['max']:.1f} ms")
    per_move, hosted = report["cpu_ms_per_move"], report["cpu_ms_per_move_hosted"]
    serves = [name for name in hosted if per_move.get(name) is not None]
    print("  CPU a move of the cluster's: " + ", ".join(
        f"{name} {per_move[name]:.2f} ms ({100 * report['cpu_share'][name]:.0f}% of a core)" for name in (*serves, "haproxy", "postgres")))
    print("  each serve process, a move of the tables it hosts: " + ", ".join(
        f"{name} {hosted[name]:.2f} ms ({report['moves_by_host'].get(name, 0)} moves)" for name in serves)
          + f"; RSS seated {report['rss_mib_seated']} MiB")
    database = report["database_per_move"]
    if database["commits"] is not None:
        print(f"  PostgreSQL a move: {database['commits']:.2f} commits, {database['rows']:.1f} rows written, "
              f"{database['wal_bytes']:.0f} bytes of WAL; {report['database_sessions']} sessions of the serve processes")
    print(f"  timeouts {report['timeouts']}, refused {report['refused']}, connections lost {report['lost']} (while opening "
          f"{report['lost_opening']}), turns skipped {report['skipped']}, tables not opened {report['open_errors']} "
          f"(guests' joins tried again {report['join_retries']}); "
          f"load clients' CPU {report['client_cpu_s']:.1f} s")
    print(f"  failover: SIGKILL {report['killed']} ({report['killed_tables']} tables, {report['dropped_by_kill']} connections "
          f"dropped): kill -> a move told to every seat, all back: p50 {failover['p50']:.2f} s, p95 {failover['p95']:.2f} s, "
          f"max {failover['max']:.2f} s; not recovered {report['not_recovered']}; joins back refused "
          f"{report['rejoin_refused']}, gave up {report['gave_up']}; `moved` told {report['moved']} times")
    again = report["reconnected_s"]
    print(f"  kill -> the table's last seat connected again (HAProxy to a live process): p50 {again['p50']:.2f} s, "
          f"p95 {again['p95']:.2f} s, max {again['max']:.2f} s")
    print(f"  CPU share in the {report['failover_cpu_seconds']:.2f} s after the kill: "
          + ", ".join(f"{name} {100 * share:.0f}%" for name, share in report["failover_cpu_share"].items() if share is not None))
    counts = report["database_check_counts"]
    print(f"  database: {report['tables_checked']} tables, {report['moves_saved']} moves saved; tables whose moves are not "
          f"numbered 0..n-1: {counts['not_numbered_0_to_n']}; with a move every seat was told missing: {counts['lost']}; "
          f"with more moves than the load sent (one made twice): {counts['twice']}; with a seat not told every move "
          f"saved (not back): {counts['seat_not_told_all']}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tables", type=int, default=750)
    parser.add_argument("--pace", type=float, default=2.0, help="seconds between one table's moves")
    parser.add_argument("--duration", type=float, default=20.0, help="seconds measured (after one pace of warm-up)")
    parser.add_argument("--failover-seconds", type=float, default=10.0, help="seconds played on after the kill")
    parser.add_argument("--tables-per-process", type=int, default=50, help="tables driven by one load process")
    parser.add_argument("--opening-at-once", type=int, default=5, help="tables one load process opens at a time")
    parser.add_argument("--json", action="store_true", help="print the figures as one JSON object")
    options = parser.parse_args()
    if not postgres_run.present() or not haproxy_run.HAPROXY.exists():
        raise SystemExit("bench_cluster.py needs PostgreSQL 15 and HAProxy: apt-get install postgresql haproxy")
    report = measure(options.tables, options.pace, options.duration, options.failover_seconds, options.tables_per_process,
                     options.opening_at_once)
    print(json.dumps(report) if options.json else "", end="\n" if options.json else "")
    if not options.json:
        show(report)


if __name__ == "__main__":
    main()
