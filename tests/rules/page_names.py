"""Checks on how a page writes names, shared by the crawl of every page (test_page_vocabulary.py) and the
tests of the checks themselves (test_names_and_titles.py).

- Typography: no typewriter apostrophe (') in any text a reader sees, romaji included; the site writes ’.
- Romaji: one house form (rules/data/yaku.toml explains it: long vowels as the kana spell them, no
  macrons, no apostrophes). A word that is a yaku's romaji written another way ("Tan’yao", "sūankō",
  "Ryuuiso") is reported with the house form.
- Titles: the <title> and the <h1> never name a thing twice ("Kazoe yakuman (yakuman contado) (Kazoe
  yakuman)").
"""

import re
import tomllib
from functools import cache
from html.parser import HTMLParser
from pathlib import Path

from rules.yaku_search import folded, short_vowels

YAKU_FILE = Path(__file__).resolve().parents[2] / "rules" / "data" / "yaku.toml"
WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)*")
TITLE_PARTS = re.compile(r"\s*[()·:—–|]\s*|\s+-\s+")


@cache
def house_romaji() -> dict[str, str]:
    """Each word of a yaku's romaji, by its spelling-blind form (folded, long vowels made short)."""
    with YAKU_FILE.open("rb") as handle:
        entries = tomllib.load(handle)["yaku"]
    return {short_vowels(folded(word)): word.lower() for entry in entries for word in entry["romaji"].split()}


def typewriter_apostrophes(text: str) -> list[str]:
    """Each typewriter apostrophe with the words around it, so a report says where it is."""
    return [
        f"{text[max(0, m.start() - 20) : m.end() + 20]!r}".replace("\\n", " ") for m in re.finditer("'", text)
    ]


def romaji_variants(text: str) -> list[str]:
    """Words that spell a yaku's romaji otherwise than the house form."""
    house = house_romaji()
    found = []
    for match in WORD.finditer(text):
        word = match.group(0)
        expected = house.get(short_vowels(folded(word)))
        if expected and word.lower() != expected:
            found.append(f"romaji {word!r} (write {expected!r})")
    return found


def repeated_in_title(title: str) -> list[str]:
    """Names a title gives twice: parts split at brackets and separators, compared spelling-blind."""
    seen: set[str] = set()
    repeated = []
    for part in TITLE_PARTS.split(title):
        key = short_vowels(folded(part))
        if key and key in seen:
            repeated.append(f"{part.strip()!r} repeated in title {title.strip()!r}")
        seen.add(key)
    return repeated


class _Titles(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.open: str | None = None
        self.titles: dict[str, str] = {"title": "", "h1": ""}

    def handle_starttag(self, tag: str, attrs) -> None:
        if tag in self.titles and not self.titles[tag]:
            self.open = tag

    def handle_endtag(self, tag: str) -> None:
        if tag == self.open:
            self.open = None

    def handle_data(self, data: str) -> None:
        if self.open:
            self.titles[self.open] += data


def titles(html: str) -> list[str]:
    """The page's <title> and its first <h1>."""
    reader = _Titles()
    reader.feed(html)
    return [" ".join(text.split()) for text in reader.titles.values() if text.strip()]


def name_problems(html: str, text: str) -> list[str]:
    """What the page gets wrong in its names: `text` is its visible text in every language."""
    found = [f"typewriter apostrophe in {where}" for where in typewriter_apostrophes(text)]
    found += romaji_variants(text)
    found += [problem for title in titles(html) for problem in repeated_in_title(title)]
    return found
