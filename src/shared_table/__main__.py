"""`python -m shared_table` is the `shared-table` command."""

from shared_table.start import run

run()
