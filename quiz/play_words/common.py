"""What the rules-of-play topics' pages share: the situation as labelled rows, the feedback as sentences
each with the source of its rule, and the chapter of "How to play" that explains it.

A rule that differs between rulesets is cited by the ruleset's own source (`PLAY_SOURCES`, as the chapters
show it), or [C] where the club's house rules set it; a rule that every ruleset shares cites the texts the
engine follows ([E] EMA's rules, [T] Tenhou's).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from django import forms
from django.urls import reverse
from django.utils.translation import gettext as _
from django.utils.translation import pgettext_lazy

from quiz.phrases import WINDS
from rules.comparison import COLUMN_SOURCE, unconfirmed
from rules.phrases import tiles_in_words
from rules.play import PLAY_SOURCES
from rules.play_links import chapter_link
from rules.sources import CLUB_SOURCE, mark

SHARED_SOURCES = ("E", "T")  # the texts behind the rules every ruleset here plays alike
SEATS = ("E", "S", "W", "N")
YES_NO = {
    "yes": pgettext_lazy("answer", "Yes"),
    "no": pgettext_lazy("answer", "No"),
}


@dataclass(frozen=True)
class Row:
    """One line of the situation: a label, and tiles (notation, drawn with the site's tiles) or words."""

    label: str
    tiles: str = ""
    text: str = ""
    key: str = ""


@dataclass(frozen=True)
class RuleLine:
    """One sentence of the feedback and the source of the rule it states."""

    text: str
    sources: tuple[tuple[str, str], ...] = ()  # (letter, mark): ("E", "E"), ("club", "C")
    uncertain: bool = False


@dataclass(frozen=True)
class Explanation:
    """The feedback of a rules-of-play question: the answer in a sentence, the rules behind it, and the
    chapter (and section) of "How to play" to read."""

    verdict: str
    lines: tuple[RuleLine, ...]
    chapter_url: str
    chapter_title: str


def shared(text: str) -> RuleLine:
    """A rule the same in every ruleset."""
    return RuleLine(text, tuple((letter, mark(letter)) for letter in SHARED_SOURCES))


def ruled(text: str, request: dict, key: str) -> RuleLine:
    """A rule of play that differs between rulesets, cited by this question's ruleset (or its club)."""
    if key in (request.get("rules") or {}):
        return RuleLine(text, ((CLUB_SOURCE, mark(CLUB_SOURCE)),))
    source = PLAY_SOURCES[request["ruleset"]][key]
    return RuleLine(
        text, tuple((letter, mark(letter)) for letter in source.keys if letter), source.unconfirmed
    )


def scored(text: str, request: dict, key: str) -> RuleLine:
    """A scoring parameter's rule (nagashi mangan), cited as the rulesets page cites the scorer's values."""
    if key in (request.get("rules") or {}):
        return RuleLine(text, ((CLUB_SOURCE, mark(CLUB_SOURCE)),))
    letter = COLUMN_SOURCE.get(request["ruleset"], "")
    return RuleLine(text, ((letter, mark(letter)),) if letter else (), unconfirmed(request["ruleset"], key))


def chapter(key: str, section: str) -> tuple[str, str]:
    """The URL of a chapter's section and the chapter's title, in the page's language."""
    return reverse("rules:play_chapter", args=[key]) + f"#{section}", chapter_link(key).title


def explanation(verdict: str, lines: Sequence[RuleLine], key: str, section: str) -> Explanation:
    """The feedback with its chapter link."""
    url, title = chapter(key, section)
    return Explanation(verdict, tuple(lines), url, title)


def seat(wind: str) -> str:
    """A player named by their seat this hand: the dealer is East."""
    if wind == "E":
        return _("East (dealer)")
    return str(WINDS[wind])


def seats(winds: Sequence[str]) -> str:
    """Several players by their seat, in turn order; "nobody" for none."""
    ordered = sorted(winds, key=SEATS.index)
    return ", ".join(seat(wind) for wind in ordered) if ordered else _("nobody")


def in_words(tiles: str) -> str:
    """Tiles in words for a sentence, each kind once."""
    return tiles_in_words(tiles)


def seat_choice(label: str, required: bool = True) -> forms.ChoiceField:
    """The four players as radio buttons, by seat."""
    return forms.ChoiceField(
        label=label,
        choices=[(wind, seat(wind)) for wind in SEATS],
        widget=forms.RadioSelect,
        required=required,
    )


def seats_choice(label: str) -> forms.MultipleChoiceField:
    """The four players as tick boxes (none ticked is an answer)."""
    return forms.MultipleChoiceField(
        label=label,
        choices=[(wind, seat(wind)) for wind in SEATS],
        widget=forms.CheckboxSelectMultiple,
        required=False,
    )


def yes_no(label: str) -> forms.ChoiceField:
    """Yes or no, as two radio buttons."""
    return forms.ChoiceField(label=label, choices=list(YES_NO.items()), widget=forms.RadioSelect)


def count_choices(right: int) -> list[int]:
    """The right count and three neighbours (never below 0): the slips are one off either way.

    >>> sorted(count_choices(0)), sorted(count_choices(2))
    ([0, 1, 2, 3], [1, 2, 3, 4])
    """
    candidates = [n for n in (right, right + 1, right - 1, right + 2, right + 3) if n >= 0]
    return candidates[:4]
