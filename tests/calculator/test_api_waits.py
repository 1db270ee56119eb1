"""POST /api/v1/waits: a hand one tile short of winning, each wait with its unseen copies and values."""

import pytest

pytestmark = pytest.mark.django_db

# 234m 456p 678s 55s 34s: waits 2s, 5s, 8s. Riichi, the dealer (East), dora indicator 1s (2s is dora).
SHORT_HAND = {"hand": "234m456p678s55s34s", "riichi": True, "dora_indicators": "1s"}


def by_tile(body: dict) -> dict[str, dict]:
    return {wait["tile"]: wait for wait in body["waits"]}


def test_each_wait_comes_with_the_copies_unseen_and_the_ron_and_tsumo_answers(post_json):
    response = post_json("/api/v1/waits", SHORT_HAND)
    assert response.status_code == 200
    body = response.json()
    assert body["shanten"] == 0
    assert body["waits_mpsz"] == "258s"
    waits = by_tile(body)
    assert {tile: wait["left"] for tile, wait in waits.items()} == {"2s": 4, "5s": 2, "8s": 3}
    assert waits["2s"]["ron"]["total"] == 11600
    assert waits["2s"]["ron"]["han"] == 4
    assert waits["2s"]["tsumo"]["payment"] == {"tsumo_all": 4000}


def test_a_dora_indicator_is_a_copy_the_player_sees(post_json):
    waits = by_tile(post_json("/api/v1/waits", {**SHORT_HAND, "dora_indicators": "2s"}).json())
    assert waits["2s"]["left"] == 3


def test_a_whole_hand_is_analysed_without_its_winning_tile(post_json):
    body = post_json("/api/v1/waits", {**SHORT_HAND, "hand": "234m456p678s55s234s", "win_tile": "2s"}).json()
    assert body["waits_mpsz"] == "258s"


def test_a_wait_without_a_yaku_answers_the_scorers_error(post_json):
    request = {
        "hand": "234m567p1s",
        "melds": [{"kind": "pon", "tiles": "999m"}, {"kind": "chi", "tiles": "678s"}],
    }
    wait = by_tile(post_json("/api/v1/waits", request).json())["1s"]
    assert wait["ron"]["error"]["code"] == "no_yaku"
    assert wait["tsumo"]["error"]["code"] == "no_yaku"


def test_a_hand_far_from_tenpai_gives_its_shanten_and_no_wait(post_json):
    body = post_json("/api/v1/waits", {"hand": "139m147p258s1357z"}).json()
    assert body["shanten"] > 1
    assert body["waits"] == []


@pytest.mark.parametrize(
    ("request_body", "code"),
    [
        ({"hand": "123m"}, "wrong_tile_count"),
        ({"hand": "234m456p678s55s3x"}, "bad_notation"),
        ({**SHORT_HAND, "ruleset": "nope"}, "unknown_ruleset"),
        ([1, 2], "bad_request"),
    ],
)
def test_a_hand_that_cannot_be_analysed_is_refused_in_the_readers_language(post_json, request_body, code):
    response = post_json("/api/v1/waits", request_body, HTTP_ACCEPT_LANGUAGE="fr")
    assert response.status_code == 400
    assert response.json()["error"]["code"] == code
    assert response["Content-Language"] == "fr"
