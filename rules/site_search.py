"""The site's search over the reference content: what is searched, in which words, and the index kept per
language and content version.

Each yaku, glossary term, chapter and section of "How to play", reference page and tool becomes one
`Document` in the page's language, carrying its romaji, kanji, key and common spellings
(rules/data/yaku_aliases.toml, rules/data/search_aliases.toml) and its names in the other two languages, so
"kong" finds the Spanish "kan" and "フリテン" the furiten section. The index is built on the first search
after the content changes (rules/page_cache.py's content version, which every save of reference content
bumps) and kept in the process: a search never reads the database.
"""

from __future__ import annotations

import threading
import tomllib
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from django.conf import settings
from django.urls import reverse
from django.utils import translation
from django.utils.functional import Promise
from django.utils.translation import gettext_lazy as _

from rules.models import GlossaryTerm, PlayChapter, PlaySection, Ruleset, Yaku
from rules.page_cache import content_version
from rules.search_index import Document, SearchIndex, Snippet
from rules.yaku_search import yaku_aliases
from site_project.cache_health import report_cache_failure

ALIASES_FILE = Path(__file__).resolve().parent / "data" / "search_aliases.toml"


@dataclass(frozen=True)
class Kind:
    """A kind of result: its label on the page, and its place among equal scores."""

    key: str
    label: Promise
    order: int


KINDS = {
    kind.key: kind
    for kind in (
        Kind("chapter", _("Chapter"), 0),
        Kind("section", _("Section"), 1),
        Kind("yaku", _("Yaku"), 2),
        Kind("term", _("Glossary"), 3),
        Kind("page", _("Reference page"), 4),
        Kind("tool", _("Tool"), 5),
    )
}


@dataclass(frozen=True)
class SitePage:
    """A page of the site the search leads to: its address, kind, and the title and description it shows
    (the same strings as its template, so they share the catalogues' translations)."""

    url_name: str
    kind: str
    title: Promise
    description: Promise
    aliases: tuple[str, ...] = ()


PAGES = (
    SitePage(
        "rules:tiles",
        "page",
        _("The tiles"),
        _(
            "Every Riichi mahjong tile with its name, the red fives, and how a hand with calls, a concealed "
            "kong and dora indicators is laid out."
        ),
        ("牌", "hai"),
    ),
    SitePage(
        "rules:yaku_list",
        "page",
        _("Yaku: every scoring pattern"),
        _(
            "Every Riichi mahjong yaku, grouped by han, with its Japanese name, an example hand and what it is "
            "worth open and closed. Search by name, romaji or kanji."
        ),
        ("役", "yaku list"),
    ),
    SitePage(
        "rules:glossary",
        "page",
        _("Glossary of Riichi mahjong terms"),
        _(
            "Every Riichi mahjong word a learner meets, from tenpai and furiten to kiriage, pao, uma and oka, "
            "with its Japanese and a short definition."
        ),
    ),
    SitePage(
        "rules:scoring_table",
        "page",
        _("Scoring table"),
        _(
            "What a Riichi mahjong hand pays by han and minipoints, for the dealer and a non-dealer, on ron and "
            "tsumo, up to the limits; choose the ruleset."
        ),
        ("点数表", "payment table", "points table"),
    ),
    SitePage(
        "rules:fu",
        "page",
        _("Minipoints (fu), step by step"),
        _(
            "How Riichi mahjong minipoints (fu) are counted: the base, the win, the pair, the wait and each set, "
            "with an example hand for every item, itemized by the scorer."
        ),
        ("符", "fu"),
    ),
    SitePage(
        "rules:rulesets",
        "page",
        _("Rulesets compared"),
        _(
            "EMA, WRC, Tenhou, Mahjong Soul and M-League rules side by side: red fives, kiriage, double "
            "yakuman, renhou, uma, oka, abortive draws, with the source of each value."
        ),
        ("rules", "house rules"),
    ),
    SitePage(
        "rules:results",
        "page",
        _("Game results: hanchan scores"),
        _(
            "How a Riichi mahjong game’s final points become a hanchan score under each ruleset (start points, "
            "oka, uma, ties), with a calculator for four totals."
        ),
    ),
    SitePage(
        "rules:cheat_sheet",
        "page",
        _("Cheat sheet"),
        _(
            "A one-page printable Riichi mahjong cheat sheet: every standard yaku with its han, the minipoints "
            "and the payment table."
        ),
        ("print",),
    ),
    SitePage(
        "rules:play",
        "page",
        _("How to play Riichi mahjong"),
        _(
            "Learn to play Riichi mahjong step by step: the wall, a turn, calls, riichi, furiten, draws and "
            "noten payments, the dealer and the honba, the end of the game, each rule shown for every ruleset."
        ),
        ("rules of play", "beginner"),
    ),
    SitePage(
        "rules:can_i_ron",
        "tool",
        _("Can I ron this tile?"),
        _(
            "Type your hand, your discards and the tiles you let pass: the rules engine says whether you may "
            "win on a discard, and which furiten stops you."
        ),
    ),
    SitePage(
        "rules:draw_payments",
        "tool",
        _("Who pays whom at an exhaustive draw"),
        _(
            "The noten payments of an exhaustive draw worked out by the rules engine: each player’s points, the "
            "dealer’s seat, the honba and the riichi sticks, under your ruleset."
        ),
    ),
    SitePage(
        "calculator:index",
        "tool",
        _("Hand calculator"),
        _(
            "Score any Riichi mahjong hand: yaku, han, minipoints (fu) and payment, under the rules of your "
            "choice."
        ),
        ("calculator", "score a hand"),
    ),
    SitePage(
        "calculator:compare",
        "tool",
        _("Compare rulesets"),
        _("One Riichi mahjong hand scored under every ruleset side by side, the differences highlighted."),
    ),
    SitePage(
        "calculator:api",
        "tool",
        _("Scoring API"),
        _("Score Riichi mahjong hands over HTTP: the JSON API of the calculator, with examples."),
        ("json", "http"),
    ),
    SitePage(
        "quiz:index",
        "tool",
        _("Scoring trainer"),
        _(
            "Practise Riichi mahjong scoring on realistic generated hands: han, fu, payments, yaku and waits, "
            "with feedback that explains every step."
        ),
        ("quiz", "practice", "exercise"),
    ),
)


@cache
def term_aliases() -> dict[str, list[str]]:
    """The glossary's extra spellings, by term key (rules/data/search_aliases.toml)."""
    with ALIASES_FILE.open("rb") as handle:
        return tomllib.load(handle)


def _other_languages(language: str) -> list[str]:
    return [code for code, _name in settings.LANGUAGES if code != language]


def _in(language: str, row: object, name: str) -> str:
    """A translated field of a row in one language (modeltranslation's `<field>_<language>` column)."""
    return str(getattr(row, f"{name}_{language}", "") or "")


def _rank(kind: str, position: int) -> int:
    return KINDS[kind].order * 10_000 + position


def documents(language: str) -> list[Document]:
    """Everything the search can find, in one language (the caller has activated it, for the addresses)."""
    others = _other_languages(language)
    terms = {term.key: term for term in GlossaryTerm.objects.all()}

    def term_forms(term: GlossaryTerm) -> tuple[str, ...]:
        return (term.romaji, term.kanji, term.key.replace("-", " "))

    found: list[Document] = []
    for yaku in Yaku.objects.all():
        found.append(
            Document(
                kind="yaku",
                url=reverse("rules:yaku_detail", args=[yaku.key]),
                title=_in(language, yaku, "name"),
                text=f"{_in(language, yaku, 'summary')} {_in(language, yaku, 'description')}",
                forms=(yaku.romaji, yaku.kanji, yaku.key.replace("_", " ")),
                aliases=tuple(yaku_aliases().get(yaku.key, [])),
                other_names=tuple(_in(other, yaku, "name") for other in others),
                rank=_rank("yaku", yaku.position),
            )
        )
    for term in terms.values():
        found.append(
            Document(
                kind="term",
                url=f"{reverse('rules:glossary')}#{term.key}",
                title=_in(language, term, "term"),
                text=_in(language, term, "definition"),
                forms=term_forms(term),
                aliases=tuple(term_aliases().get(term.key, [])),
                other_names=tuple(_in(other, term, "term") for other in others),
                rank=_rank("term", term.position),
            )
        )
    for chapter in PlayChapter.objects.all():
        linked = [terms[key] for key in chapter.glossary_terms if key in terms]
        found.append(
            Document(
                kind="chapter",
                url=reverse("rules:play_chapter", args=[chapter.key]),
                title=_in(language, chapter, "title"),
                text=_in(language, chapter, "summary"),
                other_names=tuple(_in(other, chapter, "title") for other in others),
                related=tuple(form for term in linked for form in (term.romaji, _in(language, term, "term"))),
                rank=_rank("chapter", chapter.position),
            )
        )
    for section in PlaySection.objects.select_related("chapter"):
        # A section named after a glossary term ("furiten", "honba") answers to that term's spellings.
        term = terms.get(section.key)
        found.append(
            Document(
                kind="section",
                url=f"{reverse('rules:play_chapter', args=[section.chapter.key])}#{section.key}",
                title=_in(language, section, "heading"),
                text=_in(language, section, "body"),
                context=_in(language, section.chapter, "title"),
                forms=term_forms(term) if term else (),
                aliases=tuple(term_aliases().get(term.key, [])) if term else (),
                other_names=tuple(_in(other, section, "heading") for other in others),
                rank=_rank("section", section.chapter.position * 100 + section.position),
            )
        )
    ruleset_names = tuple(str(ruleset) for ruleset in Ruleset.objects.all())
    for position, page in enumerate(PAGES):
        aliases = (*page.aliases, *ruleset_names) if page.url_name == "rules:rulesets" else page.aliases
        other_names = []
        for other in others:
            with translation.override(other):
                other_names.append(str(page.title))
        found.append(
            Document(
                kind=page.kind,
                url=reverse(page.url_name),
                title=str(page.title),
                text=str(page.description),
                aliases=aliases,
                other_names=tuple(other_names),
                rank=_rank(page.kind, position),
            )
        )
    return found


_indexes: dict[str, tuple[str, SearchIndex]] = {}
_building = threading.Lock()


def site_index(language: str) -> SearchIndex:
    """The index of one language for the current content version, built on its first search."""
    try:
        version = content_version()
    except Exception as error:  # a cache that is down: keep the index built last, or build one
        report_cache_failure(error)
        version = None
    stored = _indexes.get(language)
    if stored is not None and (version is None or stored[0] == version):
        return stored[1]
    with _building:
        stored = _indexes.get(language)
        if stored is not None and stored[0] == version:
            return stored[1]
        with translation.override(language):
            index = SearchIndex.of(documents(language))
        _indexes[language] = (version or "", index)
        return index


@dataclass(frozen=True)
class Result:
    """One line of the results, as the page and the script show it."""

    kind: str
    kind_label: str
    title: str
    url: str
    context: str
    snippet: Snippet

    def as_json(self) -> dict[str, object]:
        """The result as the header's script reads it (its snippet in three parts, to mark the match)."""
        snippet = self.snippet
        return {
            "kind": self.kind,
            "kind_label": self.kind_label,
            "title": self.title,
            "url": self.url,
            "context": self.context,
            "snippet": {"before": snippet.before, "match": snippet.match, "after": snippet.after},
        }


def search(query: str, language: str, limit: int) -> tuple[int, list[Result]]:
    """How many documents a cleaned query finds in one language (rules.search_index.clean_query), and the
    first `limit` of them, best first."""
    hits = site_index(language).search(query)
    return len(hits), [
        Result(
            kind=hit.document.kind,
            kind_label=str(KINDS[hit.document.kind].label),
            title=hit.document.title,
            url=hit.document.url,
            context=hit.document.context,
            snippet=hit.snippet(),
        )
        for hit in hits[:limit]
    ]
