"""Printed advice works as typed where the person is (issue 41): after `make play`, "go on with
shared-table play --resume 2" needs `shared-table` on the PATH, which the README's set-up gives as
one line. Run here as typed, in a folder like a clone (its `.venv/bin/shared-table`) and a home of
its own, it makes `shared-table` answer in a shell that only has the PATH a login gives."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

README = Path(__file__).resolve().parent.parent / "README.md"


def test_the_readme_puts_shared_table_on_the_path_in_one_line_that_works_as_typed(tmp_path: Path) -> None:
    steps = [line.strip() for line in README.read_text(encoding="utf-8").splitlines() if "~/.local/bin" in line and "ln -s" in line]
    assert len(steps) == 1, "one line of the README's set-up puts the command on the PATH"
    clone, home = tmp_path / "clone", tmp_path / "home"
    (clone / ".venv" / "bin").mkdir(parents=True)
    home.mkdir()
    (clone / ".venv" / "bin" / "shared-table").symlink_to(Path(sys.executable).parent / "shared-table")
    env = {"HOME": str(home), "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"}
    subprocess.run(["bash", "-c", steps[0]], cwd=clone, env=env, check=True, timeout=60)
    # A new login: ~/.profile as Debian writes it adds ~/.local/bin when the folder is there.
    login = {**env, "PATH": f"{home / '.local' / 'bin'}:/usr/bin:/bin", "PYTHONPATH": os.environ.get("PYTHONPATH", "")}
    answer = subprocess.run(["bash", "-c", "shared-table --version"], cwd=tmp_path, env=login, capture_output=True, text=True,
                            timeout=60, check=False)
    assert answer.returncode == 0 and answer.stdout.startswith("shared-table "), (answer.stdout, answer.stderr)
