"""A yakuman hand whose ordinary yaku and dora also make 13 han: the calculator names that counted yakuman
with its han and "not paid", in every language, and the explanation knows it is no yakuman that stacks."""

import pytest
from django.test import Client
from django.utils import translation

from rules.explain import explain

pytestmark = pytest.mark.django_db

NINE_GATES = {
    "hand": "11123456788999p",
    "win_tile": "8p",
    "tsumo": True,
    "riichi": True,
    "ippatsu": True,
    "dora_indicators": "8p7p",
    "seat_wind": "S",
    "round_wind": "E",
    "ruleset": "tenhou",
}
QUERY = "?hand=11123456788999p&win_tile=8p&tsumo=on&riichi=on&ippatsu=on&dora_indicators=8p7p&seat_wind=S&round_wind=E"


def test_the_explanation_tells_a_counted_yakuman_from_yakuman_that_do_not_stack():
    with translation.override("en"):
        explanation = explain(NINE_GATES)
    assert explanation.counted_beside == 14
    assert not explanation.yakuman_not_stacked
    assert [(line.key, line.yakuman) for line in explanation.unpaid_yakuman] == [
        ("kazoe_yakuman", "14 han, not paid")
    ]


@pytest.mark.parametrize(
    ("language", "value"),
    [("en", "14 han, not paid"), ("fr", "14 han, non payés"), ("es", "14 han, no se pagan")],
)
def test_the_calculator_lists_the_counted_yakuman_unpaid(client: Client, language: str, value: str):
    html = client.get(f"/{language}/calculator/{QUERY}&ruleset=tenhou").content.decode()
    row = html[html.index('data-yaku="kazoe_yakuman" data-unpaid') :]
    assert value in row[: row.index("</tr>")]


def test_under_ema_the_same_hand_lists_no_counted_yakuman(client: Client):
    html = client.get(f"/en/calculator/{QUERY}&ruleset=ema").content.decode()
    assert 'data-yaku="kazoe_yakuman"' not in html
