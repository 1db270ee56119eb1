"""The realism figures of a batch of generated questions: how much it looks like hands from real games.

`quiz_sample --stats` prints them, and the tests hold the generator to them (mostly 1 to 4 han, plenty of
riichi and open hands, a quarter of wins by the dealer, yakuman rare) and count the yaku a batch covers.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from quiz.generator import Question
from rules.scoring import LOCAL_YAKU, YAKU_KEYS

# Every standard yaku key of DESIGN.md, as the scorer lists them (the local yaku are off unless a ruleset
# turns them on).
STANDARD_YAKU = tuple(key for key in YAKU_KEYS if key not in LOCAL_YAKU)
# Keys that are not a yaku of a scored hand: nagashi mangan is a payment at an exhaustive draw (no hand
# to score; the payment topic asks it where the ruleset pays one), and a counted yakuman shows as 13+ han
# without yakuman, so it is counted from the limits.
NOT_HAND_YAKU = ("nagashi_mangan",)


def yaku_seen(questions: Iterable[Question]) -> Counter[str]:
    """How often each yaku key appears in the answers (kazoe_yakuman: 13+ han without a yakuman)."""
    seen: Counter[str] = Counter()
    for question in questions:
        answer = question.answer
        for item in answer.get("yaku", ()):
            seen[item["key"]] += 1
        if answer.get("han", 0) >= 13 and not answer.get("yakuman"):
            seen["kazoe_yakuman"] += 1
    return seen


def coverage(questions: Iterable[Question]) -> tuple[list[str], list[str]]:
    """The standard yaku that a batch shows, and those it misses (hand yaku only)."""
    seen = yaku_seen(questions)
    wanted = [key for key in STANDARD_YAKU if key not in NOT_HAND_YAKU]
    return [key for key in wanted if seen[key]], [key for key in wanted if not seen[key]]


def wait_figures(questions: list[Question]) -> dict[str, float]:
    """For the waits topic: how many tiles the hands wait on."""
    counts = [sum(char.isdigit() for char in q.answer["waits"]) for q in questions]
    total = len(counts) or 1
    return {
        "questions": len(questions),
        "one_wait": round(sum(count == 1 for count in counts) / total, 3),
        "two_waits": round(sum(count == 2 for count in counts) / total, 3),
        "three_or_more": round(sum(count >= 3 for count in counts) / total, 3),
        "open": round(sum(bool(q.request["melds"]) for q in questions) / total, 3),
        "mean_waits": round(sum(counts) / total, 2),
    }


def figures(questions: list[Question]) -> dict[str, float]:
    """Shares (0-1) of riichi, open, tsumo, dealer, yakuman... over the scored hands of a batch."""
    hands = [q for q in questions if "han" in q.answer and not q.request.get("nagashi_mangan")]
    nagashi = sum(1 for q in questions if q.request.get("nagashi_mangan"))
    total = len(hands) or 1

    def share(test) -> float:
        return round(sum(1 for q in hands if test(q)) / total, 3)

    return {
        "questions": len(questions),
        "riichi": share(lambda q: q.request["riichi"] or q.request["double_riichi"]),
        "open": share(lambda q: any(m["kind"] != "ankan" for m in q.request["melds"])),
        "closed_no_riichi": share(
            lambda q: (
                not (q.request["riichi"] or q.request["double_riichi"])
                and all(m["kind"] == "ankan" for m in q.request["melds"])
            )
        ),
        "tsumo": share(lambda q: q.request["tsumo"]),
        "dealer": share(lambda q: q.answer["dealer"]),
        "kan": share(lambda q: any(m["kind"] in ("kan", "ankan", "shouminkan") for m in q.request["melds"])),
        "dora_any": share(lambda q: any(q.answer["dora"].values())),
        "han_1_to_4": share(lambda q: 1 <= q.answer["han"] <= 4),
        "mangan_or_more": share(lambda q: q.answer["limit"] is not None),
        "yakuman": share(lambda q: q.answer["yakuman"] > 0),
        "pinfu": share(lambda q: any(y["key"] == "pinfu" for y in q.answer["yaku"])),
        "tanyao": share(lambda q: any(y["key"] == "tanyao" for y in q.answer["yaku"])),
        "yakuhai": share(lambda q: any(y["key"].startswith("yakuhai") for y in q.answer["yaku"])),
        "honba_or_sticks": share(lambda q: q.request["honba"] or q.request["riichi_sticks"]),
        "nagashi_mangan": round(nagashi / (len(questions) or 1), 3),
        "mean_han": round(sum(min(q.answer["han"], 13) for q in hands) / total, 2),
    }
