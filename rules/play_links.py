"""Which chapter of "How to play" a glossary term or a yaku page links to, read from the reviewed content
file (rules/data/play.toml) once per process: the glossary and the yaku pages add the link without a
database query, within their query budgets (tests/rules/test_pages.py)."""

from dataclasses import dataclass
from functools import cache

from django.utils.translation import get_language

from rules.loading import LANGUAGES, read_data


@dataclass(frozen=True)
class ChapterLink:
    """A chapter's key and its title in each language."""

    key: str
    titles: tuple[tuple[str, str], ...]

    @property
    def title(self) -> str:
        """The title in the active language (English when the language is not one of the site's)."""
        titles = dict(self.titles)
        return titles.get((get_language() or "en")[:2], titles["en"])


@cache
def _links() -> tuple[dict[str, ChapterLink], dict[str, ChapterLink]]:
    terms: dict[str, ChapterLink] = {}
    yaku: dict[str, ChapterLink] = {}
    chapters = _chapters()
    for entry in read_data("play.toml")["chapter"]:
        link = chapters[entry["key"]]
        terms.update(dict.fromkeys(entry.get("glossary_terms", []), link))
        yaku.update(dict.fromkeys(entry.get("yaku", []), link))
    return terms, yaku


def term_chapters() -> dict[str, ChapterLink]:
    """Glossary term key -> the chapter that explains it."""
    return _links()[0]


def yaku_chapter(key: str) -> ChapterLink | None:
    """The chapter a yaku page links to, if any."""
    return _links()[1].get(key)


def chapter_link(key: str) -> ChapterLink:
    """A chapter by its key (the trainer's feedback links to the chapter that explains its rule);
    `KeyError` for a key play.toml does not have."""
    return _chapters()[key]


@cache
def _chapters() -> dict[str, ChapterLink]:
    return {
        entry["key"]: ChapterLink(entry["key"], tuple((code, entry[f"title_{code}"]) for code in LANGUAGES))
        for entry in read_data("play.toml")["chapter"]
    }
