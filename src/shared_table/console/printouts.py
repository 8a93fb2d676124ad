"""Where a printout (`print`) goes at this computer: a game here and a terminal at a server's
table both write it to the same folder, so a person finds every printout in one place."""

from __future__ import annotations

from pathlib import Path

import platformdirs

from shared_table.core.errors import InvalidInput
from shared_table.core.message import msg


def print_to_folder(text: str, stem: str) -> Path:
    """A printout written as a BRF file to this computer's printouts folder (`print`)."""
    from shared_table.braille import write_printout

    folder = platformdirs.user_data_path("shared-table") / "printouts"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        return write_printout(text, folder / f"{stem}.brf")
    except OSError as error:
        raise InvalidInput(msg("table-print-failed", folder=str(folder), reason=str(error.strerror))) from None
