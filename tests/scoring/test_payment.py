"""Payments: table A-2 cell for cell (wrc), kiriage (ema), limits, counters, sticks, pao, nagashi."""

from __future__ import annotations

import csv

import pytest

from rules.scoring import ERROR_SENTENCES, RULESETS, scoring_table
from rules.scoring.payment import LIMITS, base_points, settle, table_payment
from tests.data import SCORING_TABLE_CSV
from tests.scoring.helpers import error, score

ROWS = list(csv.DictReader(SCORING_TABLE_CSV.read_text(encoding="utf-8").splitlines()))
COLUMNS = (
    "dealer_ron",
    "dealer_tsumo_all",
    "nondealer_ron",
    "nondealer_tsumo_nondealer",
    "nondealer_tsumo_dealer",
)


def _cells(base: int) -> dict[str, int]:
    ((_, dealer_ron),) = table_payment(base, dealer=True, tsumo=False)
    ((_, dealer_all),) = table_payment(base, dealer=True, tsumo=True)
    ((_, nondealer_ron),) = table_payment(base, dealer=False, tsumo=False)
    (_, from_nondealer), (_, from_dealer) = table_payment(base, dealer=False, tsumo=True)
    return dict(
        zip(COLUMNS, (dealer_ron, dealer_all, nondealer_ron, from_nondealer, from_dealer), strict=True)
    )


def _base(row: dict[str, str], ruleset: str) -> int:
    if row["han"]:
        return base_points(int(row["han"]), int(row["fu"]), 0, RULESETS[ruleset])[0]
    return LIMITS[row["fu"]]


def test_the_reference_table_is_where_the_tests_expect_it():
    assert len(ROWS) == 34


@pytest.mark.parametrize("row", ROWS, ids=[f"{r['fu']}fu_{r['han'] or 'limit'}han" for r in ROWS])
def test_wrc_pays_every_cell_of_table_a2(row):
    assert _cells(_base(row, "wrc")) == {column: int(row[column]) for column in COLUMNS}


@pytest.mark.parametrize("row", ROWS, ids=[f"{r['fu']}fu_{r['han'] or 'limit'}han" for r in ROWS])
def test_ema_differs_from_table_a2_only_where_kiriage_does(row):
    expected = {column: int(row[column]) for column in COLUMNS}
    kiriage = (row["fu"], row["han"]) in {("30", "4"), ("60", "3")}
    assert (_cells(_base(row, "ema")) == expected) != kiriage


def test_ema_pays_4_han_30_fu_as_7700():
    assert _cells(base_points(4, 30, 0, RULESETS["ema"])[0])["nondealer_ron"] == 7700


def test_the_computed_wrc_table_matches_the_reference_table():
    computed = {(row.fu, row.han): row for row in scoring_table(RULESETS["wrc"]) if row.limit is None}
    for row in ROWS:
        if row["han"] and (int(row["fu"]), int(row["han"])) in computed:
            cell = computed[(int(row["fu"]), int(row["han"]))]
            assert cell.nondealer_ron == int(row["nondealer_ron"])
            assert cell.dealer_tsumo_all == int(row["dealer_tsumo_all"])


@pytest.mark.parametrize(
    ("han", "limit", "base"),
    [
        (5, "mangan", 2000),
        (6, "haneman", 3000),
        (7, "haneman", 3000),
        (8, "baiman", 4000),
        (10, "baiman", 4000),
        (11, "sanbaiman", 6000),
        (12, "sanbaiman", 6000),
    ],
)
def test_the_limits_follow_the_han(han, limit, base):
    assert base_points(han, 30, 0, RULESETS["ema"]) == (base, limit)


def test_base_points_reaching_2000_are_a_mangan_below_five_han():
    assert base_points(3, 70, 0, RULESETS["ema"]) == (2000, "mangan")


def test_yakuman_multiply_the_yakuman_base():
    assert base_points(26, 0, 2, RULESETS["tenhou"]) == (16000, "yakuman")


def test_kazoe_multiple_pays_a_double_yakuman_at_26_han():
    assert base_points(26, 30, 0, RULESETS["tenhou"].with_overrides({"kazoe": "multiple"})) == (
        16000,
        "yakuman",
    )


def test_a_dealer_ron_pays_six_times_the_base_rounded_up():
    assert score("123m456p789s22z234s", "4s")["payment"] == {"ron": 1500}


def test_a_non_dealer_tsumo_is_one_share_from_each_non_dealer_and_two_from_the_dealer():
    response = score("123m456p789s22z234s", "4s", tsumo=True, riichi=True, seat_wind="W")
    assert response["payment"] == {"tsumo_nondealer": 700, "tsumo_dealer": 1300}
    assert response["total"] == 2700


def test_a_dealer_tsumo_is_paid_by_all():
    response = score("123m456p789s22z234s", "4s", tsumo=True, riichi=True)
    assert response["payment"] == {"tsumo_all": 1300}
    assert response["total"] == 3900


def test_honba_add_300_to_a_ron():
    assert score("123m456p789s22z234s", "4s", honba=2)["total"] == 1500 + 600


def test_honba_add_100_per_payer_to_a_tsumo():
    assert score("123m456p789s22z234s", "4s", tsumo=True, riichi=True, honba=2)["total"] == 3900 + 600


def test_riichi_sticks_go_to_the_winner():
    response = score("123m456p789s22z234s", "4s", riichi=True, riichi_sticks=3)
    assert response["payment"] == {"ron": 2900}
    assert response["total"] == 2900 + 3000


DAISANGEN_OPEN = ("11m222z", "1m", "pon:555z", "pon:666z", "pon:777z")


def test_pao_on_a_tsumo_makes_the_liable_player_pay_everything():
    response = score(*DAISANGEN_OPEN, tsumo=True, pao=True, seat_wind="S", honba=1)
    assert response["payment"] == {"liable": 32300}
    assert response["total"] == 32300


def test_pao_on_a_ron_splits_the_hand_and_the_discarder_pays_the_counters_in_ema():
    response = score(*DAISANGEN_OPEN, pao=True, seat_wind="S", honba=1)
    assert response["payment"] == {"ron": 32000, "liable": 16000, "discarder": 16300}
    assert response["total"] == 32300


def test_pao_counters_go_to_the_liable_player_in_tenhou():
    response = score(*DAISANGEN_OPEN, pao=True, seat_wind="S", honba=1, ruleset="tenhou")
    assert response["payment"] == {"ron": 32000, "liable": 16300, "discarder": 16000}


def test_mahjongsoul_pao_covers_only_the_pao_yakuman_part():
    response = score(
        "11z222z",
        "1z",
        "pon:555z",
        "pon:666z",
        "pon:777z",
        pao=True,
        tsumo=True,
        seat_wind="S",
        ruleset="mahjongsoul",
    )
    assert response["yakuman"] == 2
    assert response["payment"] == {"liable": 32000, "tsumo_nondealer": 8000, "tsumo_dealer": 16000}
    assert response["total"] == 64000


def test_pao_without_a_pao_yakuman_is_an_invalid_situation():
    assert error(score("123m456p789s22z234s", "4s", pao=True)) == "invalid_situation"


def test_settle_without_pao_adds_counters_and_sticks():
    assert settle(2000, False, False, 1, 1, RULESETS["ema"]) == ((("ron", 8000),), 9300)


def test_nagashi_mangan_pays_a_mangan_tsumo_where_the_ruleset_has_it():
    response = score(
        "123m456p789s22z234s", "4s", nagashi_mangan=True, ruleset="tenhou", seat_wind="S", honba=2
    )
    assert response["payment"] == {"tsumo_nondealer": 2000, "tsumo_dealer": 4000}
    assert response["total"] == 8000
    assert response["limit"] == "mangan"


def test_nagashi_mangan_is_not_played_in_ema():
    assert error(score("123m456p789s22z234s", "4s", nagashi_mangan=True)) == "invalid_situation"


def test_the_typed_api_scores_nagashi_mangan_from_the_situation_too():
    from rules.scoring import Hand, Situation, score_hand

    score = score_hand(
        Hand.from_mpsz("123m456p789s22z234s", "4s"), Situation(nagashi_mangan=True), RULESETS["tenhou"]
    )
    assert score.yaku == (("nagashi_mangan", 0),)
    assert score.total == 12000


def test_suukantsu_is_a_pao_yakuman_in_mleague_only():
    hand = ("55p", "5p", "kan:1111m", "kan:9999p", "kan:7777s", "kan:2222z")
    assert score(*hand, pao=True, seat_wind="S", ruleset="mleague")["payment"] == {
        "ron": 32000,
        "liable": 16000,
        "discarder": 16000,
    }
    assert error(score(*hand, pao=True, seat_wind="S")) == "invalid_situation"


def test_a_dealer_pao_tsumo_makes_the_liable_player_pay_the_dealer_yakuman():
    response = score(*DAISANGEN_OPEN, tsumo=True, pao=True)
    assert response["payment"] == {"liable": 48000}


def test_kazoe_multiple_by_house_rule_pays_by_thirteens_of_han():
    response = score(
        "22334455667788p",
        "8p",
        tsumo=True,
        riichi=True,
        dora_indicators="1p2p3p4p",
        ura_indicators="5p6p7p",
        rules={"kazoe": "multiple"},
        seat_wind="S",
        ruleset="tenhou",
    )
    assert response["han"] >= 26
    assert response["yakuman"] == 0
    assert response["base_points"] == 16000


@pytest.mark.parametrize(
    ("hand", "win", "called", "ruleset", "paid"),
    [
        ("111z22z", "2z", ("pon:555z", "pon:666z", "pon:777z"), "ema", "daisangen"),  # and tsuuiisou
        ("55z", "5z", ("pon:111z", "pon:222z", "pon:333z", "pon:444z"), "wrc", "daisuushii"),
        ("55p", "5p", ("kan:5555z", "kan:6666z", "kan:7777z", "ankan:1111m"), "ema", "daisangen"),
    ],
    ids=["daisangen_tsuuiisou", "daisuushii_tsuuiisou", "daisangen_suukantsu"],
)
def test_pao_on_tied_yakuman_that_do_not_stack_pays_the_pao_one(hand, win, called, ruleset, paid):
    response = score(hand, win, *called, pao=True, tsumo=True, seat_wind="S", ruleset=ruleset)
    assert [entry["key"] for entry in response["yaku"]] == [paid]
    assert response["payment"] == {"liable": 32000}


def test_without_pao_tied_yakuman_keep_the_registry_order():
    response = score("111z22z", "2z", "pon:555z", "pon:666z", "pon:777z", tsumo=True, seat_wind="S")
    assert response["yakuman"] == 1
    assert response["total"] == 32000


@pytest.mark.parametrize(
    "fields",
    [
        {"tsumo": True},
        {"riichi": True},
        {"haitei": True},
        {"pao": True},
        {"dora_indicators": "1m"},
    ],
)
def test_nagashi_mangan_refuses_what_it_would_ignore(fields):
    response = score("123m456p789s22z234s", "4s", nagashi_mangan=True, ruleset="tenhou", **fields)
    assert error(response) == "invalid_situation"


# Pao only where the melds can hold the set a liable player fed (seed 000: the third called dragon set,
# the fourth called wind set; M-League: a fourth kan by daiminkan).
@pytest.mark.parametrize(
    ("hand", "win", "called", "ruleset", "sentence"),
    [
        ("555666777z123m11p", "1p", (), "ema", "daisangen"),  # fully closed
        ("777z123m11p", "1p", ("pon:555z", "pon:666z"), "ema", "daisangen"),  # one dragon set concealed
        ("11m", "1m", ("pon:555z", "ankan:6666z", "pon:777z", "chi:123p"), "ema", "daisangen"),
        ("444z11m", "1m", ("pon:111z", "pon:222z", "pon:333z"), "wrc", "daisuushii"),
        (
            "55p",
            "5p",
            ("ankan:1111m", "ankan:9999p", "shouminkan:7777s", "ankan:2222z"),
            "mleague",
            "suukantsu",
        ),
    ],
    ids=["closed_daisangen", "concealed_dragon", "dragon_ankan", "concealed_wind", "suukantsu_no_daiminkan"],
)
def test_pao_is_refused_where_no_set_could_have_been_fed(hand, win, called, ruleset, sentence):
    response = score(hand, win, *called, pao=True, seat_wind="S", ruleset=ruleset)
    assert error(response) == "invalid_situation"
    assert "nobody is liable" in response["error"]["message"]
    assert response["error"]["message"] == ERROR_SENTENCES[f"invalid_situation.pao_{sentence}_not_fed"]


def test_a_closed_daisangen_ron_is_paid_by_the_discarder_alone():
    response = score("555666777z123m11p", "1p", seat_wind="S")
    assert response["payment"] == {"ron": 32000}


def test_pao_counts_a_shouminkan_as_a_called_dragon_set():
    called = ("pon:555z", "shouminkan:6666z", "kan:7777z")
    response = score("123m11p", "1p", *called, pao=True, seat_wind="S")
    assert response["payment"] == {"ron": 32000, "liable": 16000, "discarder": 16000}


# `paid`: what each payer hands over, honba included and apart; the points times the payers, plus the
# riichi sticks, make the total.
@pytest.mark.parametrize(
    ("fields", "paid"),
    [
        ({"riichi": True, "honba": 1, "riichi_sticks": 1}, [("discarder", 1, 1600, 300)]),
        (
            {"riichi": True, "tsumo": True, "honba": 2},
            [("dealer", 1, 1200, 200), ("non_dealer", 2, 700, 200)],
        ),
        ({"riichi": True, "tsumo": True, "honba": 1, "seat_wind": "E"}, [("non_dealer", 3, 1400, 100)]),
    ],
    ids=["ron", "non_dealer_tsumo", "dealer_tsumo"],
)
def test_paid_says_what_each_payer_hands_over_with_the_honba_apart(fields, paid):
    response = score("123m456p789s22z234s", "4s", **{"seat_wind": "S", **fields})
    assert [(p["payer"], p["count"], p["points"], p["honba"]) for p in response["paid"]] == paid
    sticks = 1000 * fields.get("riichi_sticks", 0)
    assert sum(p["count"] * p["points"] for p in response["paid"]) + sticks == response["total"]


def test_paid_under_pao_names_the_liable_player_and_who_pays_the_honba():
    ema = score(*DAISANGEN_OPEN, pao=True, seat_wind="S", honba=1)["paid"]
    tenhou = score(*DAISANGEN_OPEN, pao=True, seat_wind="S", honba=1, ruleset="tenhou")["paid"]
    assert [(p["payer"], p["points"], p["honba"]) for p in ema] == [
        ("liable", 16000, 0),
        ("discarder", 16300, 300),
    ]
    assert [(p["payer"], p["points"], p["honba"]) for p in tenhou] == [
        ("liable", 16300, 300),
        ("discarder", 16000, 0),
    ]


def test_paid_of_a_nagashi_mangan_has_no_honba():
    response = score(
        "123m456p789s22z234s", "4s", nagashi_mangan=True, ruleset="tenhou", seat_wind="S", honba=2
    )
    assert [(p["payer"], p["points"], p["honba"]) for p in response["paid"]] == [
        ("dealer", 4000, 0),
        ("non_dealer", 2000, 0),
    ]
