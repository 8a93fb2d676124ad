"""Skip-Bo with coins before its rules are loaded (core.game.GameInfo)."""

from __future__ import annotations

from shared_table.core.info import GameInfo, GameOption

INFO = GameInfo(
    name="skipbo",
    title="Skip-Bo",
    module="shared_table.games.skipbo.game",
    catalogs=("shared_table.games.skipbo",),
    players=(2, 6),
    bot_levels=("easy", "medium", "hard"),
    default_level="medium",
    options=(GameOption("short", "sb-option-short"), GameOption("match", "sb-option-match")),
)
