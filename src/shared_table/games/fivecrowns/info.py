"""Five Crowns before its rules are loaded (core.info.GameInfo): what the command line needs.
The tools' modules are loaded only when their sub-command runs."""

from __future__ import annotations

from shared_table.core.info import GameInfo, Tool

_TOOLS = "shared_table.games.fivecrowns.tools"

INFO = GameInfo(
    name="fivecrowns",
    title="Five Crowns",
    module="shared_table.games.fivecrowns.game",
    catalogs=("shared_table.games.fivecrowns",),
    players=(2, 14),
    bot_levels=("easy", "medium", "hard", "expert"),
    default_level="medium",
    tools=(
        Tool("check", "fct-cli-help", f"{_TOOLS}.check", "add_check_parser", "run_check_tool"),
        Tool("braille", "fct-cli-braille-help", f"{_TOOLS}.braille", "add_braille_parser", "run_braille"),
        Tool("companion", "fcc-cli-help", f"{_TOOLS}.companion.cli", "add_companion_parser", "run_companion"),
    ),
)
