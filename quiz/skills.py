"""Skills of a scored hand: the small, nameable things a learner gets right or wrong ("fu of concealed
kongs", "dealer tsumo split"), read from the scorer's answer by keys. The topics tie them to the parts
that test them and name them (`quiz.topics`).

>>> answer = {"fu_items": [{"key": "base", "fu": 20}, {"key": "closed_kan_simple", "fu": 16, "tiles": "5555m"}],
...           "yaku": [{"key": "riichi", "han": 1}], "dora": {"dora": 1, "ura_dora": 0, "aka_dora": 0},
...           "payment": {"tsumo_all": 2600}, "limit": None, "yakuman": 0}
>>> request = {"melds": [{"kind": "ankan", "tiles": "5555m"}], "honba": 0, "riichi_sticks": 0}
>>> fu_skills(request, answer), han_skills(request, answer), payment_skills(answer)
(['fu_concealed_kan'], ['han_dora'], ['pay_dealer_tsumo'])
"""

from __future__ import annotations

from quiz.hands import INTERMEDIATE_YAKU

# Yaku worth fewer han once the hand is open.
REDUCED_WHEN_OPEN = frozenset({"ittsu", "sanshoku", "chanta", "honitsu", "junchan", "chinitsu"})


def fu_skills(request: dict, answer: dict) -> list[str]:
    """The fu items a hand tests, as skills."""
    keys = [item["key"] for item in answer.get("fu_items", ())]
    closed_hand = all(meld["kind"] == "ankan" for meld in request.get("melds", ()))
    found = []
    if "closed_kan_simple" in keys or "closed_kan_terminal" in keys:
        found.append("fu_concealed_kan")
    if "open_kan_simple" in keys or "open_kan_terminal" in keys:
        found.append("fu_open_kan")
    if any(key.endswith("pon_terminal") for key in keys):
        found.append("fu_terminal_sets")
    if any(key.endswith("pon_simple") for key in keys):
        found.append("fu_simple_sets")
    pon_melds = sum(meld["kind"] == "pon" for meld in request.get("melds", ()))
    if sum(key.startswith("open_pon") for key in keys) > pon_melds:
        found.append("fu_ron_completed_pon")
    if any(key.startswith("wait_") for key in keys):
        found.append("fu_waits")
    if any(key.startswith("pair_") for key in keys):
        found.append("fu_pair")
    if keys == ["base"] and closed_hand:
        found.append("fu_pinfu_tsumo")
    if "open_pinfu" in keys:
        found.append("fu_open_pinfu")
    if "chiitoitsu" in keys:
        found.append("fu_chiitoitsu")
    if "closed_ron" in keys and not found:
        found.append("fu_closed_ron")
    return found


def han_skills(request: dict, answer: dict) -> list[str]:
    """What counting the han of a hand tests."""
    keys = {item["key"] for item in answer.get("yaku", ())}
    opened = any(meld["kind"] != "ankan" for meld in request.get("melds", ()))
    found = []
    if answer.get("yakuman"):
        return ["han_yakuman"]
    if any(answer.get("dora", {}).values()):
        found.append("han_dora")
    if opened and keys & REDUCED_WHEN_OPEN:
        found.append("han_open_reduction")
    if any(key.startswith("yakuhai") for key in keys):
        found.append("han_yakuhai")
    if keys & {"ippatsu", "double_riichi"} or answer.get("dora", {}).get("ura_dora"):
        found.append("han_riichi_bonus")
    if keys - INTERMEDIATE_YAKU:
        found.append("han_rare_yaku")
    return found


def payment_skills(answer: dict) -> list[str]:
    """The shape of payment a hand tests."""
    payment = answer.get("payment", {})
    dealer = answer.get("dealer", False)
    if "ron" in payment:
        found = ["pay_dealer_ron" if dealer else "pay_nondealer_ron"]
    elif "tsumo_all" in payment:
        found = ["pay_dealer_tsumo"]
    else:
        found = ["pay_nondealer_tsumo"]
    if answer.get("limit"):
        found.append("pay_limits")
    return found
