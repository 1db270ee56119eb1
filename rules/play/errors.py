"""Narrow errors, each naming the rule a description or an outcome breaks, raised at the door."""

from __future__ import annotations


class PlayError(ValueError):
    """A situation or an outcome the rules of play refuse; `rule` is a stable key, `str()` explains it."""

    def __init__(self, rule: str, detail: str = "") -> None:
        super().__init__(f"{rule}: {detail}" if detail else rule)
        self.rule = rule


class SituationError(PlayError):
    """A described situation that cannot happen: a wrong tile count, a fifth copy, a bad seat."""


class IllegalOutcomeError(PlayError):
    """A hand outcome the game's rules do not allow (an abortive draw the ruleset lacks, a winner who
    discarded the tile, nagashi mangan where it is not played)."""


class GameOverError(PlayError):
    """An outcome pushed after the game's end."""
