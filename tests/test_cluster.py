"""Several `serve` processes on one real PostgreSQL behind a real HAProxy (issue 40): a table is
played where its code leads, whichever process it was opened on; a process stopped past its
lease loses its tables and writes nothing more to them; a process killed hands its tables on at
once; a process told to stop hands them over first; the database restarted mid-game loses nothing."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from cluster_helpers import database_cluster, saved_game, seated_pair
from haproxy_server import Cluster
from server_helpers import view_json
from test_server import play_to_the_end

pytestmark = pytest.mark.xdist_group("cluster")  # three processes and HAProxy: one such test at a time


@pytest.fixture
def cluster(tmp_path: Path, postgres_database: str) -> Iterator[Cluster]:
    running = database_cluster(tmp_path, postgres_database)
    yield running
    running.close()


def test_serve_with_a_database_it_cannot_reach_says_one_sentence_and_ends_with_status_2(tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, "-m", "shared_table", "serve", "--port", "0", "--database",
                           f"postgresql://nobody@/nothing?host={tmp_path}"], capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.splitlines() == [
        f"shared-table serve: cannot use the database nothing (PostgreSQL, socket in {tmp_path}): connection is bad:"
        " No such file or directory. Check that PostgreSQL runs there and that the address after --database is right"]


def test_a_table_opened_on_any_process_is_played_to_its_end_where_its_code_leads(cluster: Cluster, postgres_database: str) -> None:
    ann, bob, code = seated_pair(cluster)
    play_to_the_end([ann, bob])
    game, table, _ = saved_game(postgres_database, code)
    assert table.state.is_over
    for device in (ann, bob):
        assert device.view_json() == view_json(game, table.state, device.link.seat), "each device's view is the saved game's"
    assert not any("onnect" in line for line in ann.said + bob.said), "moving between processes is not said"
    ann.close()
    bob.close()
