"""The sources of the rulesets comparison, for players: what each letter of the table stands for, in the
page's language, with the public pages that back it (rules/data/sources.toml)."""

import tomllib
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from django.utils.translation import get_language
from django.utils.translation import gettext as _

SOURCES_FILE = Path(__file__).resolve().parent / "data" / "sources.toml"
SITE_CHOICE = "decision"  # the letter of the site's own choices, shown as [*]
CLUB_SOURCE = "club"  # the letter of a club's house rules, shown as [C]
MARKS = {SITE_CHOICE: "*", CLUB_SOURCE: "C"}


def mark(letter: str) -> str:
    """How a source letter is written in the table: [E], [W]..., [*] for the site's own choice and [C]
    for the club's house rules."""
    return MARKS.get(letter, letter)


@dataclass(frozen=True)
class Link:
    label: str
    url: str


@dataclass(frozen=True)
class Source:
    """One source letter of the table, in the active language."""

    letter: str
    mark: str
    title: str
    note: str
    links: list[Link]


@cache
def _entries() -> list[dict]:
    with SOURCES_FILE.open("rb") as handle:
        return tomllib.load(handle)["source"]


def club_source() -> Source:
    """The source of the values a club's house rules set: the club itself."""
    return Source(
        CLUB_SOURCE,
        mark(CLUB_SOURCE),
        _("The club's house rules"),
        _("A value marked [C] is the club's own: its house rules set it in place of their base ruleset's."),
        [],
    )


def sources(house_rules: bool = False) -> list[Source]:
    """Every source of the comparison table, titled and explained in the active language (English when
    the language has no text); the club's own last, where it has house rules."""
    language = (get_language() or "en")[:2]

    def text(entry: dict, field: str) -> str:
        return entry.get(f"{field}_{language}") or entry[f"{field}_en"]

    return [
        Source(
            entry["letter"],
            mark(entry["letter"]),
            text(entry, "title"),
            text(entry, "note"),
            [Link(text(link, "label"), link["url"]) for link in entry.get("link", [])],
        )
        for entry in _entries()
    ] + ([club_source()] if house_rules else [])
