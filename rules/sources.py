"""The sources of the rulesets comparison, for players: what each letter of the table stands for, in the
page's language, with the public pages that back it (rules/data/sources.toml)."""

import tomllib
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from django.utils.translation import get_language

SOURCES_FILE = Path(__file__).resolve().parent / "data" / "sources.toml"
SITE_CHOICE = "decision"  # the letter of the site's own choices, shown as [*]


def mark(letter: str) -> str:
    """How a source letter is written in the table: [E], [W]... and [*] for the site's own choice."""
    return "*" if letter == SITE_CHOICE else letter


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


def sources() -> list[Source]:
    """Every source of the comparison table, titled and explained in the active language (English when
    the language has no text)."""
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
    ]
