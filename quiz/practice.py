"""What "Practise this" starts from a reference page: the trainer topic and difficulty of each chapter of
the rules of play and of each yaku page, in this one place.

A yaku page practises the `yaku` topic ("spot the yaku") at the difficulty where the generator first shows
that yaku; a chapter practises the topic of its rules.
"""

from __future__ import annotations

from dataclasses import dataclass

from quiz.hands import BEGINNER_YAKU, INTERMEDIATE_YAKU
from quiz.rulesets import default_key, house_rules
from quiz.topics import TOPICS

KINDS = ("chapter", "yaku")

# Chapter key (rules/data/play.toml) -> (topic, difficulty).
CHAPTER_TOPICS: dict[str, tuple[str, str]] = {
    "tiles-and-wall": ("efficiency", "beginner"),
    "deal-and-turn": ("waits", "beginner"),
    "calls": ("yaku", "intermediate"),
    "riichi": ("riichi", "beginner"),
    "winning": ("furiten", "beginner"),
    "end-of-hand": ("draws", "beginner"),
    "dealer-and-honba": ("after_hand", "beginner"),
    "end-of-game": ("after_hand", "intermediate"),
    "penalties": ("furiten", "intermediate"),
}


@dataclass(frozen=True)
class Practice:
    """A trainer session that practises one page."""

    topic: str
    difficulty: str


def offered(topic: str, difficulty: str) -> bool:
    """The trainer has this topic and offers it at this difficulty under the site's default ruleset."""
    house = house_rules(default_key())
    return topic in TOPICS and house is not None and TOPICS[topic].offers(difficulty, house[0])


def yaku_difficulty(key: str) -> str:
    """The first difficulty whose questions may show this yaku."""
    if key in BEGINNER_YAKU:
        return "beginner"
    if key in INTERMEDIATE_YAKU:
        return "intermediate"
    return "expert"


def practice_for(kind: str, key: str) -> Practice | None:
    """The session that practises a chapter or a yaku page, or None for a page nobody knows."""
    if kind == "yaku":
        return Practice("yaku", yaku_difficulty(key))
    if kind == "chapter" and key in CHAPTER_TOPICS:
        return Practice(*CHAPTER_TOPICS[key])
    return None
