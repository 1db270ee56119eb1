"""The site's search engine: documents, an inverted index of their words, and the ranking of a query.

Pure Python, no Django: rules/site_search.py turns the reference content into `Document`s, one list per
language, and keeps one `SearchIndex` per language and content version. A few hundred short documents per
language fit in memory many times over; a query looks each of its words up in a vocabulary of a few
thousand words, so it costs a millisecond or two, the same on SQLite and PostgreSQL.

Why not a library: Whoosh has not been released since 2016; tantivy (maintained, Rust) and SQLite's FTS5 or
PostgreSQL's tsvector tokenize by spaces and fold ASCII accents, but know neither Japanese without spaces
("振聴") nor romaji long vowels ("chii" for "chi", "suuankou" for "suanko"), which is what players type;
django-watson needs the database's full-text search, which SQLite lacks. The folding that matters here is
rules/folding.py's, shared with the yaku list, so one rule decides what "the same word" means.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache

from rules.folding import katakana, short_vowels

# How much a word counts by where it stands: the name in the page's language first, then its romaji, kanji
# and key, the common spellings and nicknames, the names in the other languages, words borrowed from
# related entries, the prose.
TITLE, FORMS, ALIASES, OTHER_NAMES, RELATED, TEXT = 10.0, 8.0, 6.0, 5.0, 2.0, 1.0
# A query equal to the whole title, form or alias beats one that only shares words with it.
WHOLE_TITLE_BONUS, WHOLE_FORM_BONUS, WHOLE_ALIAS_BONUS, TITLE_START_BONUS = 15.0, 12.0, 8.0, 4.0
# Of two titles holding the query, the one it fills most comes first ("tiles": "The tiles" before "The
# tiles and the wall"): this much for a title made of the query's words alone.
TITLE_COVERAGE_BONUS = 5.0
# How well one word of the query meets one word of a document.
EXACT, SAME_ROMAJI, PREFIX, PREFIX_ROMAJI, INSIDE = 1.0, 0.9, 0.7, 0.6, 0.4
MIN_INSIDE = 3  # a word of fewer letters is looked for at the start of words only

MAX_QUERY_CHARACTERS = 100
MAX_KEPT_WORDS = 5_000
MAX_QUERY_WORDS = 8
SNIPPET_CHARACTERS = 110
SNIPPET_LEAD = 30

WORD = re.compile(r"[^\W_]+")
SPACES = re.compile(r"\s+")


def normalized(text: str) -> str:
    """Text as the index compares it: lower case, accents and macrons gone, hiragana as katakana, and
    compatibility forms (full-width letters) made plain; punctuation is kept, to split words on.

    >>> normalized("Réserve ＲＩＩＣＨＩ ふりてん")
    'reserve riichi フリテン'
    """
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return katakana("".join(char for char in decomposed if not unicodedata.combining(char)))


def words(text: str) -> list[str]:
    """The words of a text, normalized: what the index stores and what a query is cut into.

    >>> words("Tan'yao: l’écart du joueur (振聴)")
    ['tan', 'yao', 'l', 'ecart', 'du', 'joueur', '振聴']
    """
    return WORD.findall(normalized(text))


def whole(text: str) -> str:
    """A name with its words run together, so "tan'yao", "Tout caché" and "toutcache" meet."""
    return "".join(words(text))


def clean_query(raw: str) -> tuple[str, bool]:
    """The query as searched: control characters and runs of spaces made one space, cut to
    MAX_QUERY_CHARACTERS; and whether it had to be cut, so the page can say so.

    >>> clean_query("  fu\\x00riten\\n ")
    ('fu riten', False)
    >>> clean_query("a" * 500)[1]
    True
    """
    visible = "".join(" " if unicodedata.category(char)[0] == "C" else char for char in raw)
    query = SPACES.sub(" ", visible).strip()
    return query[:MAX_QUERY_CHARACTERS].strip(), len(query) > MAX_QUERY_CHARACTERS


@dataclass(frozen=True)
class Document:
    """One thing the search can lead to, in one language: a yaku, a term, a chapter or one of its
    sections, a page or a tool. `text` is the prose the snippet is cut from; `rank` orders equal scores
    (the kind first, then the order of the reference)."""

    kind: str
    url: str
    title: str
    text: str = ""
    context: str = ""
    forms: tuple[str, ...] = ()
    aliases: tuple[str, ...] = ()
    other_names: tuple[str, ...] = ()
    related: tuple[str, ...] = ()
    rank: int = 0

    def weighted_words(self) -> dict[str, float]:
        """Every word of the document with the weight of the best place it stands in."""
        weights: dict[str, float] = {}
        places = (
            (TITLE, (self.title,)),
            (FORMS, self.forms),
            (ALIASES, self.aliases),
            (OTHER_NAMES, self.other_names),
            (RELATED, (*self.related, self.context)),
            (TEXT, (self.text,)),
        )
        for weight, texts in places:
            for text in texts:
                found = [*words(text), whole(text)] if weight > TEXT else words(text)
                for word in found:
                    if word and weights.get(word, 0.0) < weight:
                        weights[word] = weight
        return weights


@dataclass(frozen=True)
class Snippet:
    """One line of a document's prose around the first word the query meets, with that word's place, so a
    page or a script can mark it."""

    before: str
    match: str
    after: str

    @property
    def text(self) -> str:
        """The line as plain text."""
        return f"{self.before}{self.match}{self.after}"


@dataclass(frozen=True)
class Hit:
    """A document the query found, its score, and the query's words (to cut its snippet from, only for
    the hits a page shows)."""

    document: Document
    score: float
    needles: tuple[str, ...]

    def snippet(self) -> Snippet:
        """A line of the document's prose around the first word the query meets."""
        return snippet(self.document.text, self.needles)


@dataclass
class SearchIndex:
    """Documents and, for each word they hold, the documents holding it with the word's best weight."""

    documents: Sequence[Document]
    postings: dict[str, dict[int, float]] = field(default_factory=dict)
    titles: list[str] = field(default_factory=list)
    title_words: list[list[tuple[str, str]]] = field(default_factory=list)
    forms: list[set[str]] = field(default_factory=list)
    aliases: list[set[str]] = field(default_factory=list)
    vocabulary: list[tuple[str, str]] = field(default_factory=list)
    # What each query word met, kept: typing "f", "fu", "fur"... and the next search ask for the same words.
    met: dict[str, dict[int, float]] = field(default_factory=dict)

    @classmethod
    def of(cls, documents: Iterable[Document]) -> SearchIndex:
        """Index the documents once; the index is then only read."""
        index = cls(list(documents))
        for number, document in enumerate(index.documents):
            for word, weight in document.weighted_words().items():
                index.postings.setdefault(word, {})[number] = weight
            index.titles.append(whole(document.title))
            index.title_words.append([(word, short_vowels(word)) for word in words(document.title)])
            index.forms.append({whole(form) for form in (*document.forms, *document.other_names)})
            index.aliases.append({whole(alias) for alias in document.aliases})
        index.vocabulary = [(word, short_vowels(word)) for word in index.postings]
        return index

    def search(self, query: str) -> list[Hit]:
        """The documents that hold every word of the query (or a word starting with it), best first; when
        none holds them all, those that hold the most of them ("puis-je faire ron" still finds the tool
        whose title says "gagner sur cet écart")."""
        needles = tuple(dict.fromkeys(words(query)))[:MAX_QUERY_WORDS]
        scores: dict[int, float] = {}
        matched: dict[int, int] = {}
        for needle in needles:
            for number, score in self._word_scores(needle).items():
                scores[number] = scores.get(number, 0.0) + score
                matched[number] = matched.get(number, 0) + 1
        if not scores:
            return []
        most = max(matched.values())
        joined = "".join(needles)
        kept = {
            number: score + self._title_bonus(number, needles, joined)
            for number, score in scores.items()
            if matched[number] == most
        }
        ranked = sorted(kept, key=lambda number: (-kept[number], self.documents[number].rank))
        return [Hit(self.documents[number], round(kept[number], 2), needles) for number in ranked]

    def _word_scores(self, needle: str) -> dict[int, float]:
        """For one word of the query, each document's best weight times how well the word meets it."""
        known = self.met.get(needle)
        if known is not None:
            return known
        if len(self.met) >= MAX_KEPT_WORDS:
            self.met.clear()
        self.met[needle] = found = self._scan(needle)
        return found

    def _scan(self, needle: str) -> dict[int, float]:
        short = short_vowels(needle)
        best: dict[int, float] = {}
        for word, word_short in self.vocabulary:
            quality = meeting(needle, short, word, word_short)
            if quality:
                for number, weight in self.postings[word].items():
                    if best.get(number, 0.0) < weight * quality:
                        best[number] = weight * quality
        return best

    def _title_bonus(self, number: int, needles: Sequence[str], joined: str) -> float:
        title_words = self.title_words[number]
        shorts = [short_vowels(needle) for needle in needles]
        met = sum(
            any(
                meeting(needle, short, word, word_short)
                for needle, short in zip(needles, shorts, strict=True)
            )
            for word, word_short in title_words
        )
        coverage = TITLE_COVERAGE_BONUS * met / len(title_words) if title_words else 0.0
        return coverage + self._whole_bonus(number, joined)

    def _whole_bonus(self, number: int, joined: str) -> float:
        if joined == self.titles[number]:
            return WHOLE_TITLE_BONUS
        if joined in self.forms[number]:
            return WHOLE_FORM_BONUS
        if joined in self.aliases[number]:
            return WHOLE_ALIAS_BONUS
        return TITLE_START_BONUS if self.titles[number].startswith(joined) else 0.0


def meeting(needle: str, needle_short: str, word: str, word_short: str) -> float:
    """How well a word of the query meets a word of a document (0 when it does not): the same word, the
    same romaji once long vowels are made short ("chii" and "chi"), the start of the word, or inside it.

    >>> meeting("chi", "chi", "chii", "chi"), meeting("fur", "fur", "furiten", "furiten")
    (0.9, 0.7)
    >>> meeting("ten", "ten", "furiten", "furiten"), meeting("te", "te", "furiten", "furiten")
    (0.4, 0)
    """
    if word == needle:
        return EXACT
    if word_short == needle_short:
        return SAME_ROMAJI
    if word.startswith(needle):
        return PREFIX
    if word_short.startswith(needle_short):
        return PREFIX_ROMAJI
    if len(needle) >= MIN_INSIDE and needle in word:
        return INSIDE
    return 0


def snippet(text: str, needles: Sequence[str]) -> Snippet:
    """A line of the text around the first word that a word of the query meets, or its start.

    >>> snippet("While furiten you may not win by ron.", ["ron"])
    Snippet(before='While furiten you may not win by ', match='ron', after='.')
    """
    flat = SPACES.sub(" ", text).strip()
    shorts = [short_vowels(needle) for needle in needles]
    plain = normalized(flat)
    # A hit found by its name alone may not hold the query in its prose: no need to read it word by word.
    inside = any(needle in plain for needle in needles) or any(
        short in short_vowels(plain) for short in shorts
    )
    for found in WORD.finditer(flat) if inside else ():
        word, word_short = _word_forms(found.group())
        if any(
            meeting(needle, short, word, word_short) for needle, short in zip(needles, shorts, strict=True)
        ):
            start = _word_start(
                flat, max(0, min(found.start() - SNIPPET_LEAD, len(flat) - SNIPPET_CHARACTERS))
            )
            end = _word_end(flat, start + SNIPPET_CHARACTERS)
            before = ("…" if start else "") + flat[start : found.start()]
            after = flat[found.end() : max(end, found.end())] + ("…" if end < len(flat) else "")
            return Snippet(before, found.group(), after)
    end = _word_end(flat, SNIPPET_CHARACTERS)
    return Snippet(flat[:end] + ("…" if end < len(flat) else ""), "", "")


@lru_cache(maxsize=50_000)
def _word_forms(word: str) -> tuple[str, str]:
    """A word of prose normalized and short-voweled, kept: the same words come back in every snippet."""
    plain = normalized(word)
    return plain, short_vowels(plain)


def _word_start(text: str, position: int) -> int:
    """The start of the word at `position` or, inside a word, of the next one."""
    if position == 0:
        return 0
    space = text.find(" ", position - 1)
    return 0 if space < 0 else space + 1


def _word_end(text: str, position: int) -> int:
    """Where the text may be cut at or before `position` without cutting a word."""
    if position >= len(text):
        return len(text)
    space = text.rfind(" ", 0, position + 1)
    return position if space <= 0 else space
