"""The league's version (club.versions): it changes whenever a game, a seat, a player or a season does,
so a season's rendered standings, and its whole page, can be kept until the next change."""

from __future__ import annotations

from club.versions import current_version, mark_changed

VERSION_KEY = "club:league-version"


def league_version() -> str:
    """The current version, shared by every process that shares the cache."""
    return current_version(VERSION_KEY)


def mark_league_changed(**_signal_arguments: object) -> None:
    """Connected to the save and delete signals of games, seats, players and seasons."""
    mark_changed(VERSION_KEY)
