"""Yaku names in the page's language, from the reference's translated `Yaku` rows.

Before the reference content is loaded (a fresh database, most tests) a key still reads as a name:
"yakuhai_chun" becomes "Yakuhai chun".
"""

from __future__ import annotations

from rules.models import Yaku


class YakuNames(dict):
    """Key -> name, with the readable key as the fallback."""

    def __missing__(self, key: str) -> str:
        return key.replace("_", " ").capitalize()

    def get(self, key, default=None):  # dict.get would skip __missing__
        return self[key]


def yaku_names() -> YakuNames:
    """Every yaku's name in the active language (one query)."""
    return YakuNames(Yaku.objects.values_list("key", "name"))
