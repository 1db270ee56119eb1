"""The one explanation of a scored hand: the scorer's working, labelled, shown by the reference
examples, the calculator and the trainer's feedback alike."""

import pytest
from django.utils import translation

from calculator.presentation import outcome
from quiz.generator import Question, QuestionSpec
from quiz.topics import working_for
from rules.explain import explain
from rules.scoring import score_request, working
from tests.contract_example import DESIGN_REQUEST

pytestmark = pytest.mark.django_db

TSUMO_WITH_COUNTERS = {
    "hand": "123m456p789s22z234s",
    "win_tile": "4s",
    "riichi": True,
    "tsumo": True,
    "seat_wind": "S",
    "honba": 2,
    "riichi_sticks": 1,
}


def test_the_working_lays_out_every_step_from_fu_to_total():
    work = working(DESIGN_REQUEST, score_request(DESIGN_REQUEST))
    assert (work.fu_sum, work.fu, work.rounded) == (26, 30, True)
    assert work.base_formula
    assert [(step.key, step.multiplier, step.raw, step.paid) for step in work.table] == [
        ("ron", 4, 1920, 2000)
    ]


def test_a_tsumo_working_has_one_table_line_per_payer_and_counts_the_counters():
    work = working(TSUMO_WITH_COUNTERS, score_request(TSUMO_WITH_COUNTERS))
    assert [step.key for step in work.table] == ["tsumo_nondealer", "tsumo_dealer"]
    assert (work.honba_points, work.stick_points) == (600, 1000)
    table = sum(step.paid * (2 if step.key == "tsumo_nondealer" else 1) for step in work.table)
    assert work.total == table + 600 + 1000


def test_the_calculator_shows_the_explanation_the_reference_shows():
    with translation.override("fr"):
        reference = explain(DESIGN_REQUEST)
        calculator = outcome(DESIGN_REQUEST)
    assert calculator.explanation == reference
    assert [line.label for line in calculator.fu_items] == [line.label for line in reference.fu_items]
    assert reference.yaku[0].url.endswith("/yaku/yakuhai_chun/")


def test_the_trainer_explains_its_answer_without_scoring_it_again():
    answer = score_request(TSUMO_WITH_COUNTERS)
    question = Question(QuestionSpec(seed=1), request=TSUMO_WITH_COUNTERS, answer=answer, theme="")
    work = working_for(question, {})
    assert work == explain(TSUMO_WITH_COUNTERS, {}, response=answer)
    assert work.honba_points == 600
    assert [step.label for step in work.table] == ["Paid by each non-dealer", "Paid by the dealer"]


def test_a_refused_hand_explains_why_in_the_readers_language():
    with translation.override("es"):
        refused = explain({"hand": "123m456p789s234s99m", "win_tile": "0p", "ruleset": "tenhou"})
    assert refused.error.startswith("La ficha ganadora es el 5 rojo de círculos")  # a tile named, not 0p
