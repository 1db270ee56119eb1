"""The feedback's honba sentence says how this hand's counters were paid, never the other way of winning:
a ron's discarder pays 300 per counter, a tsumo's three other players 100 each (fr.md I3, es.md I8)."""

import re

import pytest

from quiz.generator import QuestionSpec, generate
from tests.quiz.helpers import right_answers, token_of

pytestmark = pytest.mark.django_db
HONBA_SENTENCE = re.compile(r"<p data-honba>(.*?)</p>", re.S)
# Per language: (what a ron's sentence says, what a tsumo's sentence says).
SENTENCES = {
    "en": ("paid by the discarder", "each of the three other players pays 100"),
    "fr": ("que paie le joueur qui a écarté", "chacun des trois autres joueurs paie 100"),
    "es": ("que paga quien descarta", "cada uno de los otros tres jugadores paga 100"),
}


def honba_sentence(client, language: str, tsumo: bool) -> str:
    """The honba sentence of the first expert question with counters won the way `tsumo` says."""
    spec = next(
        spec
        for spec in (QuestionSpec(seed, "full", "expert", "ema") for seed in range(200))
        if generate(spec).request["honba"] and bool(generate(spec).request.get("tsumo")) == tsumo
    )
    url = f"/{language}/trainer/full/expert/ema/{spec.seed}/"
    page = client.get(url)
    location = client.post(url, {"token": token_of(page), **right_answers(generate(spec))})["Location"]
    return " ".join(HONBA_SENTENCE.search(client.get(location).content.decode())[1].split())


@pytest.mark.parametrize("language", sorted(SENTENCES))
def test_a_ron_s_counters_are_paid_by_the_discarder_alone(client, language):
    ron, tsumo = SENTENCES[language]
    sentence = honba_sentence(client, language, tsumo=False)
    assert ron in sentence
    assert tsumo not in sentence


@pytest.mark.parametrize("language", sorted(SENTENCES))
def test_a_tsumo_s_counters_are_paid_by_the_three_other_players(client, language):
    ron, tsumo = SENTENCES[language]
    sentence = honba_sentence(client, language, tsumo=True)
    assert tsumo in sentence
    assert ron not in sentence
