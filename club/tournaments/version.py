"""The tournaments' version (club.versions): it changes whenever a tournament, a registration (a player
checked in or out), a score slip or one of its lines, or a player's name does, so a tournament's
computed ranking, and its whole page, can be kept until the next change.

One version for every tournament: a club runs one at a time, and a slip recorded in one retiring the
kept ranking of another costs one aggregate query.
"""

from __future__ import annotations

from club.versions import current_version, mark_changed

VERSION_KEY = "club:tournament-version"


def tournament_version() -> str:
    """The current version, shared by every process that shares the cache."""
    return current_version(VERSION_KEY)


def mark_tournaments_changed(**_signal_arguments: object) -> None:
    """Connected to the save and delete signals of tournaments, registrations, slips, slip lines and
    players; called after a bulk update, which sends none (checking players in or out)."""
    mark_changed(VERSION_KEY)
