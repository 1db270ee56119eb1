"""What the parts of a scored hand's question need: which are asked, and the payments as the learner
hands them over; each part is marked by keys and numbers, never by displayed text (`quiz.topics.scored`).

The payment convention, stated on the question page and graded here: each payment field is what that
player hands over, honba included (300 per counter from the discarder of a ron, 100 per counter from
each payer of a self-draw); the riichi sticks on the table go to the winner apart, so they count only
in the total received. The table value (the scorer's `payment`) is shown apart in the feedback.

>>> from quiz.generator import Question, QuestionSpec
>>> from quiz.topics import grade, parts_of
>>> answer = {"han": 2, "fu": 30, "yaku": [{"key": "yakuhai_chun", "han": 1}], "limit": None,
...           "yakuman": 0, "payment": {"ron": 2000}, "total": 2300}
>>> question = Question(QuestionSpec(1, "full"), {"honba": 1, "riichi_sticks": 0}, answer, "open_yakuhai")
>>> parts_of(question), handed_over(question)
(['han', 'fu', 'payment'], {'ron': 2300})
>>> grade(question, {"han": 2, "fu": 40, "ron": 2300})
{'han': True, 'fu': False, 'payment': True}
"""

from __future__ import annotations

from quiz.generator import Question
from quiz.hands import LIMIT_BY_HAN
from rules.scoring import COUNTED_YAKUMAN, HONBA_EACH, HONBA_RON

PAYMENT_KEYS = ("ron", "tsumo_nondealer", "tsumo_dealer", "tsumo_all")


def asks_total(question: Question) -> bool:
    """Riichi sticks on the table: the winner receives more than the payments, so the total is asked."""
    return bool(question.request.get("riichi_sticks"))


def asks_fu(question: Question) -> bool:
    """Whether the fu can change the payment: not for a yakuman, nor from five han on (a limit hand)."""
    answer = question.answer
    return not answer.get("yakuman") and answer.get("han", 0) < LIMIT_BY_HAN


def every_yaku(answer: dict) -> list[str]:
    """Every yaku the hand has: the paid ones, then the yakuman it has beside the one paid where
    yakuman do not stack (the scorer's `unpaid_yakuman`). Naming each yaku means naming all of them. The
    counted yakuman beside a real one is no yaku to name: its feedback note says what it is.

    >>> every_yaku({"yaku": [{"key": "tsuuiisou", "han": 13}], "unpaid_yakuman": [{"key": "daisangen", "han": 13}]})
    ['tsuuiisou', 'daisangen']
    >>> every_yaku({"yaku": [{"key": "chuuren", "han": 13}], "unpaid_yakuman": [{"key": "kazoe_yakuman", "han": 14}]})
    ['chuuren']
    """
    unpaid = [item for item in answer.get("unpaid_yakuman", ()) if item["key"] != COUNTED_YAKUMAN]
    return [item["key"] for item in (*answer["yaku"], *unpaid)]


def payment_fields(question: Question) -> list[str]:
    """The payment in the right shape: a ron amount, a non-dealer tsumo split, or a dealer's "all"."""
    return [key for key in PAYMENT_KEYS if key in question.answer.get("payment", {})]


def honba_share(question: Question, key: str) -> int:
    """What the honba counters add to one payer's payment (a nagashi mangan pays no counters)."""
    if question.request.get("nagashi_mangan"):
        return 0
    return question.request.get("honba", 0) * (HONBA_RON if key == "ron" else HONBA_EACH)


def handed_over(question: Question) -> dict[str, int]:
    """Each payment field as the convention asks it: the table value plus that payer's honba."""
    payment = question.answer["payment"]
    return {key: payment[key] + honba_share(question, key) for key in payment_fields(question)}


def split_tiles(notation: str) -> list[str]:
    """'36p7z' -> ['3p', '6p', '7z'].

    >>> split_tiles("36p7z")
    ['3p', '6p', '7z']
    """
    tiles: list[str] = []
    digits = ""
    for char in notation:
        if char.isdigit():
            digits += char
        else:
            tiles += [digit + char for digit in digits]
            digits = ""
    return tiles
