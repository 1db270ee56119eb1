"""One vocabulary per language, no identifier on a page: every page of the sitemap, the trainer's
question and feedback pages, the calculator's result and error, the results page and the account pages
are read in English, French and Spanish, and fail on a variant the language's termbase bans
(locale/termbase/<language>.toml), on a snake_case identifier, on a Python repr, in French on a plain
space before ; : ! ?, and on a name written wrong (tests/rules/page_names.py: a typewriter apostrophe, a
romaji off the house form, a title that names a thing twice)."""

import re
import tomllib
from functools import cache
from pathlib import Path

import pytest
from django.test import Client
from django.urls import reverse
from django.utils import translation

from quiz.generator import QuestionSpec, generate
from quiz.topics import TOPICS
from rules.models import CourseStep, PlayChapter, Yaku
from rules.sitemaps import PAGES
from tests.quiz.helpers import token_of, wrong_answers
from tests.rules.page_names import name_problems
from tests.rules.page_text import visible_text

pytestmark = pytest.mark.django_db

LANGUAGES = ("en", "fr", "es")
TERMBASE = Path(__file__).resolve().parents[2] / "locale" / "termbase"
SNAKE_CASE = re.compile(r"\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b")
PYTHON_REPR = re.compile(r"\b(?:True|False)\b|[\[{(]\s*'[^']*'|'[^']*'\s*[,:\]}]|\bNone\b")
# French sets a no-break space before ; : ! ? (a plain one lets the sign wrap to the next line alone).
FRENCH_SPACE = re.compile(r"(?<=[\w»)]) ([;:!?])(?=\s|$)")
CALCULATOR_HAND = "hand=234m567p23455s&win_tile=5s&melds=pon%3A777z&dora_indicators=3m"


@cache
def banned_patterns(language: str) -> list[tuple[str, re.Pattern]]:
    with (TERMBASE / f"{language}.toml").open("rb") as handle:
        concepts = tomllib.load(handle)["concept"]
    return [
        (concept["term"], re.compile(rf"(?<![\w-])(?:{pattern})(?![\w-])", re.IGNORECASE))
        for concept in concepts
        for pattern in concept["banned"]
    ]


def page_urls(language: str) -> list[str]:
    with translation.override(language):
        urls = [reverse(name) for name in PAGES]
        urls += [
            reverse("rules:yaku_detail", args=[key]) for key in Yaku.objects.values_list("key", flat=True)
        ]
        urls += [
            reverse("quiz:course_step", args=[key])
            for key in CourseStep.objects.values_list("key", flat=True)
        ]
        urls += [
            reverse("quiz:practise", args=["chapter", key])
            for key in PlayChapter.objects.values_list("key", flat=True)[:1]
        ]
        urls += [reverse("quiz:practise", args=["yaku", "pinfu"])]
        urls += [reverse(name) for name in ("login", "signup", "password_reset", "quiz:progress")]
        urls += [
            f"{reverse('calculator:index')}?{CALCULATOR_HAND}",
            f"{reverse('calculator:index')}?hand=123m456p789s1122z&win_tile=2z",
            f"{reverse('rules:results')}?ruleset=ema&points_0=42000&points_1=31000&points_2=27000&points_3=20000",
        ]
    return urls


def trainer_pages(client: Client, language: str) -> dict[str, str]:
    """A question of every topic and the feedback on a wrong answer to it."""
    pages = {}
    for topic in TOPICS:
        spec = QuestionSpec(seed=7, topic=topic, difficulty="expert", ruleset="ema")
        url = f"/{language}/trainer/{topic}/expert/ema/7/"
        page = client.get(url)
        pages[url] = page.content.decode()
        answered = client.post(url, {"token": token_of(page), **wrong_answers(generate(spec))})
        pages[answered["Location"]] = client.get(answered["Location"]).content.decode()
    return pages


def problems(text: str, language: str) -> list[str]:
    found = [
        f"{match.group(0)!r} (write {term!r})"
        for term, pattern in banned_patterns(language)
        for match in pattern.finditer(text)
    ]
    found += [f"identifier {match.group(0)!r}" for match in SNAKE_CASE.finditer(text)]
    found += [f"Python value {match.group(0)!r}" for match in PYTHON_REPR.finditer(text)]
    if language == "fr":
        found += [f"plain space before {match.group(1)!r}" for match in FRENCH_SPACE.finditer(text)]
    return found


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_page_keeps_to_the_termbase_and_shows_no_identifier(client: Client, language: str):
    pages = {url: client.get(url).content.decode() for url in page_urls(language)}
    pages.update(trainer_pages(client, language))
    report = []
    for url, html in pages.items():
        found = problems(visible_text(html, language), language) + name_problems(
            html, visible_text(html, None)
        )
        for problem in sorted(set(found)):
            report.append(f"{url}: {problem}")
    assert report == [], f"{len(report)} problems:\n" + "\n".join(report)


@pytest.mark.parametrize(
    ("language", "text", "expected"),
    [
        ("fr", "Un kan de 1 de cercles, puis la kan dora.", ["'kan' (write 'kong')"]),
        ("fr", "Quatre ronds et 30 fu.", ["'ronds' (write 'cercles')", "'fu' (write 'minipoints')"]),
        ("fr", "Minipoints (fu) et kan ura dora.", []),
        (
            "fr",
            "Un Non-donneur paie, les non-donneurs aussi, un non\u2011donneur non.",
            ["'Non-donneur' (write 'non\u2011donneur')", "'non-donneurs' (write 'non\u2011donneur')"],
        ),
        ("fr", "Règles : aucune ; voilà\u00a0!", ["plain space before ':'", "plain space before ';'"]),
        (
            "fr",
            "Une main nulle, le jeteur paie, un chi de 1-2-3 (notation chi:123m, «\u00a0chi\u00a0»).",
            [
                "'main nulle' (write 'donne nulle')",
                "'chi' (write 'chii')",
                "'jeteur' (write 'le joueur qui a écarté')",
            ],
        ),
        (
            "fr",
            "Le donneur a gagné huit mains de suite.",
            ["'huit mains' (write 'donne')", "'mains de suite' (write 'donne')"],
        ),
        (
            "fr",
            "Le paiement spécial à la pioche épuisée.",
            ["'pioche épuisée' (write 'à l’épuisement du mur')"],
        ),
        (
            "es",
            "El pago especial en el agotamiento del muro.",
            ["'en el agotamiento del muro' (write 'al agotarse el muro')"],
        ),
        (
            "es",
            "Un kan oculto, y podéis ganar.",
            ["'kan oculto' (write 'kan cerrado')", "'podéis' (write 'tú')"],
        ),
        ("en", "A chi, pon or open kan, then a kan dora.", ["'open kan' (write 'kong')"]),
        (
            "en",
            "local_yaku = sanrenkou, open_riichi = True",
            ["identifier 'local_yaku'", "identifier 'open_riichi'", "Python value 'True'"],
        ),
    ],
)
def test_the_check_finds_what_it_must(language, text, expected):
    assert problems(text, language) == expected


def test_text_marked_as_japanese_and_code_is_not_read():
    html = '<p>Yaku <span lang="ja-Latn">Daburu riichi</span> <code>local_yaku</code> fin</p>'
    assert "Daburu" not in visible_text(html, "es")
    assert "local_yaku" not in visible_text(html, "es")
    assert "fin" in visible_text(html, "es")
