"""POST /api/v1/can-ron and /api/v1/draw-payments: the two tools of "How to play" over JSON, answered by
the rules-of-play engine, errors in the API's `{"error": {code, message}}` shape and never a 500."""

import pytest

from rules.play import Draw, PlayerHand, Tile, may_ron, play_rules, settle

pytestmark = pytest.mark.django_db

HAND = "234m567p2345s678s"  # waits on the two, the five and the eight of bamboo


def test_a_clean_wait_may_ron_and_says_what_it_pays(post_json):
    body = post_json(
        "/api/v1/can-ron", {"hand": HAND, "tile": "5s", "discards": "9m", "ruleset": "ema"}
    ).json()
    assert body["allowed"] is True
    assert body["reason"] == "ron"
    assert body["furiten"] == []
    assert body["waits"] == "258s"
    expected = may_ron(PlayerHand.from_mpsz(HAND, discards="9m"), Tile.from_mpsz("5s"), play_rules("ema"))
    assert body["total"] == expected.score["total"]


@pytest.mark.parametrize(
    ("situation", "kind"),
    [
        ({"discards": "5s"}, "permanent"),
        ({"passed": "5s"}, "temporary"),
        ({"riichi": True, "passed_in_riichi": "5s"}, "riichi"),
    ],
)
def test_each_kind_of_furiten_refuses_the_ron_and_is_named(post_json, situation, kind):
    body = post_json("/api/v1/can-ron", {"hand": HAND, "tile": "2s", **situation}).json()
    assert body["allowed"] is False
    assert body["reason"] == "furiten"
    assert body["furiten"] == [kind]
    assert body["total"] is None


def test_a_tile_that_is_no_wait_and_a_complete_hand_without_yaku_say_why(post_json):
    assert post_json("/api/v1/can-ron", {"hand": HAND, "tile": "9p"}).json()["reason"] == "not_waiting"
    body = post_json("/api/v1/can-ron", {"hand": "123m456p789s2345s", "tile": "2s"}).json()
    assert body["reason"] == "no_yaku"


def test_the_verdict_is_written_in_the_requests_language(post_json):
    body = post_json(
        "/api/v1/can-ron", {"hand": HAND, "tile": "2s", "discards": "5s"}, HTTP_ACCEPT_LANGUAGE="fr"
    ).json()
    assert body["message"].startswith("Non\u00a0: vous êtes furiten.")


def test_house_rules_are_taken_from_the_request(post_json):
    body = post_json(
        "/api/v1/can-ron", {"hand": HAND, "tile": "5s", "ruleset": "ema", "rules": {"open_tanyao": False}}
    ).json()
    assert body["allowed"] is True


@pytest.mark.parametrize(
    ("request_body", "code"),
    [
        ([], "bad_request"),
        ({"tile": "2s"}, "bad_request"),
        ({"hand": HAND, "tile": "2s", "unknown": 1}, "bad_request"),
        ({"hand": HAND, "tile": "2s", "riichi": "yes"}, "bad_request"),
        ({"hand": "234m567p2345s67x", "tile": "2s"}, "bad_notation"),
        ({"hand": HAND, "tile": "2s5s"}, "one_tile"),
        ({"hand": HAND, "tile": ""}, "one_tile"),
        ({"hand": "234m567p2345s67s", "tile": "2s"}, "wrong_tile_count"),
        ({"hand": "2222m567p2345s67s", "tile": "2m"}, "too_many_copies"),
        ({"hand": HAND, "tile": "2s", "passed_in_riichi": "2s"}, "passed_in_riichi_without_riichi"),
        (
            {"hand": "2345s678s", "melds": [{"kind": "pon", "tiles": "777z"}], "tile": "2s", "riichi": True},
            "wrong_tile_count",
        ),
        (
            {
                "hand": "5s678s",
                "melds": [
                    {"kind": "pon", "tiles": "777z"},
                    {"kind": "pon", "tiles": "666z"},
                    {"kind": "chi", "tiles": "234m"},
                ],
                "tile": "5s",
                "riichi": True,
            },
            "riichi_on_open_hand",
        ),
        ({"hand": HAND, "tile": "2s", "melds": [{"kind": "pon", "tiles": "123m"}]}, "bad_meld"),
        ({"hand": HAND, "tile": "2s", "ruleset": "nope"}, "unknown_ruleset"),
        ({"hand": HAND, "tile": "2s", "rules": {"bust": "yes"}}, "bad_rule"),
        ({"hand": HAND, "tile": "2s", "seat_wind": "X"}, "bad_request"),
    ],
)
def test_a_request_that_cannot_be_answered_is_a_400_with_a_code_and_a_sentence(post_json, request_body, code):
    response = post_json("/api/v1/can-ron", request_body, HTTP_ACCEPT_LANGUAGE="es")
    assert response.status_code == 400
    error = response.json()["error"]
    assert error["code"] == code
    assert error["message"]
    assert error["message"] != code


def test_a_body_that_is_not_json_is_the_apis_own_error(post_json):
    response = post_json("/api/v1/can-ron", "{not json")
    assert response.status_code == 400
    assert response.json()["error"]["code"] == "bad_request"


def test_a_draw_pays_what_the_engine_settles(post_json):
    body = post_json(
        "/api/v1/draw-payments",
        {"dealer": 0, "tenpai": [1, 2], "riichi": [2], "honba": 1, "sticks": 1, "ruleset": "tenhou"},
    ).json()
    expected = settle(
        Draw(tenpai=(1, 2), riichi=(2,)), dealer=0, honba=1, sticks=1, rules=play_rules("tenhou")
    )
    assert body["deltas"] == list(expected.deltas) == [-1500, 1500, 500, -1500]
    assert body["dealer_repeats"] is False
    assert body["next_dealer"] == 1
    assert body["honba"] == 2
    assert body["sticks"] == 2


@pytest.mark.parametrize(
    ("tenpai", "gain", "loss"), [([0], 3000, 1000), ([0, 1], 1500, 1500), ([0, 1, 2], 1000, 3000)]
)
def test_a_tenpai_dealer_keeps_the_seat_and_the_3000_are_split(post_json, tenpai, gain, loss):
    body = post_json("/api/v1/draw-payments", {"dealer": 0, "tenpai": tenpai}).json()
    assert body["dealer_repeats"] is True
    assert body["next_dealer"] == 0
    assert body["deltas"] == [gain if seat in tenpai else -loss for seat in range(4)]


def test_nagashi_mangan_is_paid_where_it_is_played_and_refused_where_not(post_json):
    paid = post_json("/api/v1/draw-payments", {"dealer": 0, "nagashi": [1], "ruleset": "tenhou"})
    assert paid.status_code == 200
    assert paid.json()["deltas"] == [-4000, 8000, -2000, -2000]
    refused = post_json("/api/v1/draw-payments", {"dealer": 0, "nagashi": [1], "ruleset": "wrc"})
    assert refused.status_code == 400
    assert refused.json()["error"]["code"] == "no_nagashi_mangan"


@pytest.mark.parametrize(
    ("request_body", "code"),
    [
        ({}, "bad_request"),
        ({"dealer": 4}, "bad_seat"),
        ({"dealer": True}, "bad_request"),
        ({"dealer": 0, "tenpai": [1, 1]}, "bad_seat"),
        ({"dealer": 0, "tenpai": [5]}, "bad_seat"),
        ({"dealer": 0, "riichi": [1]}, "riichi_not_tenpai"),
        ({"dealer": 0, "honba": -1}, "bad_count"),
        ({"dealer": 0, "ruleset": "nope"}, "unknown_ruleset"),
    ],
)
def test_a_draw_that_cannot_happen_is_a_400(post_json, request_body, code):
    response = post_json("/api/v1/draw-payments", request_body)
    assert response.status_code == 400
    assert response.json()["error"]["code"] == code
