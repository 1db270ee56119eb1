"""A request is sized before it is parsed: fields longer than any real hand are refused unread.

Each test asserts the answer's code; how fast the refusal comes is the benchmark's business, not a test's.
"""

from __future__ import annotations

import pytest

from rules.scoring import score_request
from rules.scoring.request import MAX_LIST_ITEMS, MAX_TILE_TEXT
from tests.scoring.helpers import error

PINFU = "123m456p789s22z234s"
MEGABYTE = 1 << 20


@pytest.mark.parametrize(
    "fields",
    [
        {"hand": "1m" * (MEGABYTE // 2)},
        {"hand": "1" * MEGABYTE + "m"},
        {"win_tile": "4s" + " " * MEGABYTE},
        {"dora_indicators": "1m" * MEGABYTE},
        {"dora_indicators": ["1m"] * 1_000_000},
        {"ura_indicators": ["1m"] * 1_000_000, "riichi": True},
        {"melds": [{"kind": "pon", "tiles": "777z"}] * 1_000_000},
        {"melds": [{"kind": "pon", "tiles": "7z" * MEGABYTE}]},
    ],
    ids=[
        "1MB-hand",
        "1MB-digits",
        "1MB-win-tile",
        "1MB-indicators",
        "1M-indicators",
        "1M-ura",
        "1M-melds",
        "1MB-meld",
    ],
)
def test_a_field_longer_than_any_hand_is_a_bad_request(fields):
    assert error(score_request({"hand": PINFU, "win_tile": "4s", **fields})) == "bad_request"


def test_the_size_limits_leave_room_for_a_real_hand_written_with_spaces():
    spaced = " ".join(f"{d}m" for d in "1112345678999") + " 1m"
    assert len(spaced) <= MAX_TILE_TEXT
    assert score_request({"hand": spaced, "win_tile": "1m"})["yakuman"] == 1  # nine gates


def test_a_list_just_too_long_for_the_rules_still_gets_its_precise_error():
    six = ["1m", "2m", "3m", "4m", "5m", "6m"]
    assert len(six) <= MAX_LIST_ITEMS
    answer = score_request({"hand": PINFU, "win_tile": "4s", "dora_indicators": six})
    assert error(answer) == "invalid_situation"


@pytest.mark.parametrize("digit", ["²", "①", "٣", "３"])
def test_a_digit_that_is_not_ascii_is_bad_notation(digit):
    assert error(score_request({"hand": PINFU.replace("1", digit, 1), "win_tile": "4s"})) == "bad_notation"
