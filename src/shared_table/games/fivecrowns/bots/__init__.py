"""Five Crowns computer players (levels.py, hard.py), the hints (reasons.py) and tournaments."""

from shared_table.games.fivecrowns.bots.levels import DEFAULT_LEVEL, LEVELS, Bot, check_level, make_bot

__all__ = ["DEFAULT_LEVEL", "LEVELS", "Bot", "check_level", "make_bot"]
