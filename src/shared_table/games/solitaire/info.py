"""Five Crowns Solitaire before its rules are loaded (core.info.GameInfo)."""

from __future__ import annotations

from shared_table.core.info import GameInfo, Tool

INFO = GameInfo(
    name="solitaire",
    title="Five Crowns Solitaire",
    module="shared_table.games.solitaire.game",
    catalogs=("shared_table.games.fivecrowns", "shared_table.games.solitaire"),
    players=(1, 1),
    bot_levels=("greedy", "planner"),
    default_level="planner",
    tools=(Tool("solitaire", "sol-cli-help", "shared_table.games.solitaire.tools.solitaire", "add_solitaire_parser", "run_solitaire"),),
)
