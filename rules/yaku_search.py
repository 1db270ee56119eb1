"""The yaku list's search and filters, and its grouping by han.

Done in Python over the ~60 rows rather than in SQL: the search must ignore accents and
apostrophes ("Tan'yao", "Iipeikō", "Tout Caché") in every language, which SQLite's LIKE does not.
"""

import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass, field

from rules.models import Yaku, YakuCategory

SHOWS = ("closed", "open", "yakuman", "local")
YAKUMAN_GROUP, SPECIAL_GROUP = "yakuman", "special"


def folded(text: str) -> str:
    """Text reduced for matching: case, accents, macrons and punctuation removed.

    >>> folded("Tan'yao"), folded("Iipeikō"), folded("Tout Caché Tiré")
    ('tanyao', 'iipeiko', 'toutcachetire')
    """
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(char for char in decomposed if not unicodedata.combining(char) and char.isalnum())


def _long_vowels(text: str) -> str:
    """Romaji with macrons spelled out, the way the keys write them (ō -> ou, ū -> uu, ī -> ii).

    >>> _long_vowels("sūankō")
    'suuankou'
    """
    return text.replace("ō", "ou").replace("ū", "uu").replace("ī", "ii").replace("ā", "aa")


def matches(yaku: Yaku, query: str) -> bool:
    """Whether the query is part of the yaku's name (current language), romaji, kanji or key."""
    needle = folded(query)
    haystack = (yaku.name, yaku.romaji, _long_vowels(yaku.romaji.casefold()), yaku.kanji, yaku.key)
    return not needle or any(needle in folded(text) for text in haystack)


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


def search(yaku_list: Iterable[Yaku], query: str, show: str) -> list[HanGroup]:
    """The groups of the yaku that match the query and pass the filter."""
    return grouped(yaku for yaku in yaku_list if shown(yaku, show) and matches(yaku, query))
