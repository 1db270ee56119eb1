"""A number and its unit stay on one line: "1 han", "30 fu", "8,000 points", "2 yakuman" are written with a
no-break space in every language (French did already), so a phone never shows "1" at the end of a line and
"han" at the start of the next. Every page where a number meets its unit is read in each language: the
trainer's feedback, the calculator's answer, yaku pages, the scoring table, the fu page and the worked hand
of the home page."""

import re

import pytest
from django.test import Client

from quiz.generator import QuestionSpec, generate
from tests.quiz.helpers import right_answers, token_of
from tests.rules.page_text import visible_text

pytestmark = pytest.mark.django_db

# A digit, an ordinary (breakable) space, then a unit of the site's three languages.
BREAKABLE = re.compile(r"\d(?:\+|–\d+)? (?:han|fu|minipoints?|points|puntos|yakuman)\b")
PAGES = [
    "/{language}/",
    "/{language}/scoring-table/",
    "/{language}/fu/",
    "/{language}/rulesets/",
    "/{language}/yaku/",
    "/{language}/yaku/riichi/",
    "/{language}/yaku/kazoe_yakuman/",
    "/{language}/yaku/suuankou_tanki/",
    "/{language}/cheat-sheet/",
    "/{language}/calculator/?hand=234m567p23455s&win_tile=5s&melds=pon%3A777z&dora_indicators=3m",
    "/{language}/calculator/?hand=234m567p2345s1177z&win_tile=7z&riichi=on&seat_wind=S",
    "/{language}/calculator/compare/?hand=234m406p23455s&win_tile=5s&melds=pon%3A777z&seat_wind=S",
]


def feedback(client: Client, language: str, topic: str, seed: int) -> str:
    url = f"/{language}/trainer/{topic}/expert/ema/{seed}/"
    page = client.get(url)
    question = generate(QuestionSpec(seed, topic, "expert", "ema"))
    response = client.post(url, {"token": token_of(page), **right_answers(question)})
    return client.get(response["Location"]).content.decode()


@pytest.mark.parametrize("language", ["en", "fr", "es"])
def test_no_number_is_parted_from_its_unit(client: Client, language: str):
    pages = {path.format(language=language): None for path in PAGES}
    for path in pages:
        response = client.get(path)
        assert response.status_code == 200, path
        pages[path] = response.content.decode()
    pages["feedback, full score"] = feedback(client, language, "full", 4)
    pages["feedback, payment"] = feedback(client, language, "payment", 3)
    found = [
        f"{name}: {match.group(0)!r}"
        for name, html in pages.items()
        for match in BREAKABLE.finditer(visible_text(html, language))
    ]
    assert found == []
    assert "han" in visible_text(pages["feedback, full score"], language)


def test_the_mark_of_a_part_stays_with_its_label(client: Client):
    """At 390 px the French « ✗ Paiement, honba compris » put the ✗ alone on the line above: each mark
    and its label are one inline box (tests/e2e/test_trainer_phone.py measures where they land)."""
    html = feedback(client, "fr", "full", 4)
    boxed = re.findall(
        r'<span class="marked"><span class="mark (?:ok|ko)" aria-hidden="true">[✓✗]</span><span>', html
    )
    assert len(boxed) == 3
