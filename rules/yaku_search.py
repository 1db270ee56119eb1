"""The yaku list's search and filters, and its grouping by han.

Done in Python over the ~60 rows rather than in SQL: the search must ignore accents, apostrophes and
long vowels ("Tan'yao", "Iipeikō", "Tout Caché") and find a yaku by its name in any of the three
languages, its romaji, kanji or a common alias, which SQLite's LIKE does not. The page's script
(rules/static/rules/js/yaku_filter.js) repeats the matching in the browser as one types.
"""

import tomllib
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from rules.folding import folded, short_vowels
from rules.models import Yaku, YakuCategory

SHOWS = ("closed", "open", "yakuman", "local")
ALIASES_FILE = Path(__file__).resolve().parent / "data" / "yaku_aliases.toml"
YAKUMAN_GROUP, SPECIAL_GROUP = "yakuman", "special"


@cache
def yaku_aliases() -> dict[str, list[str]]:
    """The common names of each yaku beyond its own (rules/data/yaku_aliases.toml), by yaku key."""
    with ALIASES_FILE.open("rb") as handle:
        return tomllib.load(handle)


def search_text(yaku: Yaku) -> str:
    """Every form a player may type to find the yaku, folded, short-voweled and space-separated: its name
    in the three languages, romaji, kanji, key and the common aliases of rules/data/yaku_aliases.toml."""
    forms = (
        yaku.name_en,
        yaku.name_fr,
        yaku.name_es,
        yaku.romaji,
        yaku.kanji,
        yaku.key,
        *yaku_aliases().get(yaku.key, []),
    )
    return " ".join(dict.fromkeys(short_vowels(folded(text or "")) for text in forms if text))


def matches(yaku: Yaku, query: str) -> bool:
    """Whether the query is part of any form of the yaku's name (see search_text), whatever the page's
    language."""
    needle = short_vowels(folded(query))
    return not needle or any(needle in form for form in search_text(yaku).split(" "))


def kinds(yaku: Yaku) -> list[str]:
    """The filters of SHOWS that keep the yaku (the page's script filters by them too)."""
    return [show for show in SHOWS if shown(yaku, show)]


def shown(yaku: Yaku, show: str) -> bool:
    """Whether the filter `show` (one of SHOWS, or "" for all) keeps the yaku."""
    if show == "closed":
        return yaku.closed_only
    if show == "open":
        return yaku.han_open > 0
    if show == "yakuman":
        return yaku.yakuman > 0
    if show == "local":
        return yaku.category == YakuCategory.LOCAL
    return True


@dataclass
class HanGroup:
    """The yaku of one value: `han` for ordinary yaku, or the yakuman / special-payment groups."""

    key: str
    han: int = 0
    yaku: list[Yaku] = field(default_factory=list)


def group_key(yaku: Yaku) -> str:
    """The group a yaku is listed under."""
    if yaku.yakuman or yaku.category in (YakuCategory.YAKUMAN, YakuCategory.DOUBLE_YAKUMAN):
        return YAKUMAN_GROUP
    if yaku.category == YakuCategory.SPECIAL:
        return SPECIAL_GROUP
    return str(yaku.han_closed)


def grouped(yaku_list: Iterable[Yaku]) -> list[HanGroup]:
    """The yaku by closed value, lowest first, then the yakuman, then the special payments."""
    groups: dict[str, HanGroup] = {}
    for yaku in yaku_list:
        key = group_key(yaku)
        groups.setdefault(key, HanGroup(key, yaku.han_closed if key.isdigit() else 0)).yaku.append(yaku)
    order = {YAKUMAN_GROUP: 100, SPECIAL_GROUP: 101}
    return sorted(groups.values(), key=lambda group: order.get(group.key, group.han))


def listing(yaku_list: Iterable[Yaku], query: str, show: str) -> tuple[list[HanGroup], set[str]]:
    """Every yaku in its group, and the keys of those the query and filter keep: the page lists them all
    and hides the others, so the script can filter as one types without asking the server again."""
    everything = list(yaku_list)
    kept = {yaku.key for yaku in everything if shown(yaku, show) and matches(yaku, query)}
    return grouped(everything), kept
