"""Property tests: notation round-trips, order independence, complete hands score, nothing raises."""

from __future__ import annotations

import json
import random

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from rules.scoring import RULESETS, parse_tiles, score_request, to_mpsz
from rules.scoring.tiles import Tile, kind_mpsz

FAST = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])

tiles = st.builds(
    lambda kind, red: Tile(kind, red and kind in (4, 13, 22)), st.integers(0, 33), st.booleans()
)


@FAST
@given(st.lists(tiles, max_size=20))
def test_notation_round_trips(tile_list):
    assert parse_tiles(to_mpsz(tile_list)) == tile_list


def _notation(kinds: list[int]) -> str:
    return "".join(kind_mpsz(kind) for kind in kinds)


@st.composite
def complete_hands(draw):
    """A complete 14-tile hand as (concealed kinds, melds, winning kind), four copies at most."""
    counts = [0] * 34
    sets = []
    for _ in range(4):
        if draw(st.booleans()):
            start = draw(st.sampled_from([s * 9 + n for s in range(3) for n in range(7)]))
            kinds = [start, start + 1, start + 2]
        else:
            kinds = [draw(st.integers(0, 33))] * 3
        sets.append(kinds)
        for kind in kinds:
            counts[kind] += 1
    pair = draw(st.integers(0, 33))
    counts[pair] += 2
    assume(max(counts) <= 4)
    called = draw(st.integers(0, 2))
    melds = []
    concealed = [pair, pair]
    for index, kinds in enumerate(sets):
        if index < called:
            kind = "chi" if kinds[0] != kinds[1] else draw(st.sampled_from(["pon", "ankan"]))
            if kind == "ankan":
                assume(counts[kinds[0]] == 3)
                kinds = [*kinds, kinds[0]]
            melds.append({"kind": kind, "tiles": _notation(kinds)})
        else:
            concealed += kinds
    win = draw(st.sampled_from(concealed))
    return concealed, melds, win


situations = st.fixed_dictionaries(
    {
        "tsumo": st.booleans(),
        "seat_wind": st.sampled_from("ESWN"),
        "round_wind": st.sampled_from("ES"),
        "ruleset": st.sampled_from(sorted(RULESETS)),
        "honba": st.integers(0, 5),
        "riichi_sticks": st.integers(0, 3),
    }
)


def _request(hand, situation, riichi: bool) -> dict:
    concealed, melds, win = hand
    closed = all(meld["kind"] == "ankan" for meld in melds)
    return {
        "hand": _notation(sorted(concealed)),
        "win_tile": kind_mpsz(win),
        "melds": melds,
        "riichi": riichi and closed,
        **situation,
    }


@FAST
@given(complete_hands(), situations, st.booleans(), st.randoms(use_true_random=False))
def test_tile_order_in_the_hand_never_changes_a_score(hand, situation, riichi, rng: random.Random):
    request = _request(hand, situation, riichi)
    shuffled = list(hand[0])
    rng.shuffle(shuffled)
    reordered = {**request, "hand": _notation(shuffled)}
    assert score_request(reordered) == score_request(request)


@FAST
@given(complete_hands(), situations, st.booleans())
def test_every_complete_hand_scores_or_has_no_yaku(hand, situation, riichi):
    response = score_request(_request(hand, situation, riichi))
    if "error" in response:
        assert response["error"]["code"] == "no_yaku", response
        return
    dora = response["dora"]
    if response["yakuman"]:
        assert response["han"] == 13 * response["yakuman"]
    else:
        assert response["han"] == sum(y["han"] for y in response["yaku"]) + sum(dora.values())
    raw = sum(item["fu"] for item in response["fu_items"])
    assert response["fu"] in (raw, -(-raw // 10) * 10)
    assert response["total"] >= sum(response["payment"].values())


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 2000) | st.floats(allow_nan=False) | st.text(max_size=12),
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4)
    ),
    max_leaves=12,
)
FIELDS = [
    "hand",
    "win_tile",
    "melds",
    "tsumo",
    "riichi",
    "ippatsu",
    "rinshan",
    "chankan",
    "seat_wind",
    "dora_indicators",
    "ura_indicators",
    "honba",
    "ruleset",
    "rules",
    "pao",
    "nagashi_mangan",
    "renhou",
]
near_valid = st.dictionaries(
    st.sampled_from(FIELDS),
    json_values
    | st.text(alphabet="0123456789mpsz ", max_size=20)
    | st.sampled_from(["123m456p789s22z234s", "4s", "E", "S", "ema", "tenhou", "0m", "19m19p19s1234567z1m"])
    | st.lists(
        st.fixed_dictionaries(
            {
                "kind": st.sampled_from(["chi", "pon", "kan", "ankan", "x"]),
                "tiles": st.text(alphabet="0123456789mpsz", max_size=6),
            }
        ),
        max_size=5,
    )
    | st.fixed_dictionaries(
        {}, optional={"kiriage": json_values, "kazoe": json_values, "local_yaku": json_values}
    ),
)


@settings(max_examples=300, deadline=None)
@given(json_values | near_valid)
def test_no_input_makes_score_request_raise(request):
    response = score_request(request)
    json.dumps(response)
    assert ("error" in response) != ("han" in response)


flags = st.fixed_dictionaries(
    {},
    optional={
        name: st.booleans()
        for name in (
            "double_riichi",
            "ippatsu",
            "haitei",
            "houtei",
            "rinshan",
            "chankan",
            "tenhou",
            "chiihou",
            "renhou",
            "pao",
            "nagashi_mangan",
        )
    },
)


@FAST
@given(complete_hands(), situations, st.booleans(), flags, st.sampled_from(["", "1m", "5z2p", "0p"]))
def test_any_flags_on_a_complete_hand_give_a_score_or_a_contract_error(hand, situation, riichi, extra, dora):
    from rules.scoring import ERROR_CODES

    response = score_request({**_request(hand, situation, riichi), **extra, "dora_indicators": dora})
    if "error" in response:
        assert response["error"]["code"] in ERROR_CODES
        assert response["error"]["message"]
    else:
        assert response["total"] > 0


@FAST
@given(complete_hands(), situations, st.booleans())
def test_the_cheap_needs_never_hide_a_yaku(hand, situation, riichi):
    """Scoring with every `needs` gate opened gives the same answer: each need is truly necessary."""
    from rules.scoring import score as scoring

    request = _request(hand, situation, riichi)
    gated = score_request(request)
    ungated = scoring._GROUPS
    opened = {(level, yakuman, need): ungated[(level, yakuman, "")] for level, yakuman, need in ungated}
    saved_groups, saved_cache = scoring._GROUPS, dict(scoring._registries)
    try:
        scoring._GROUPS = opened
        scoring._registries.clear()
        assert score_request(request) == gated
    finally:
        scoring._GROUPS = saved_groups
        scoring._registries.clear()
        scoring._registries.update(saved_cache)
