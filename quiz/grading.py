"""Which parts a question asks, and marking each part by keys and numbers, never by displayed text.

>>> from quiz.generator import Question, QuestionSpec
>>> answer = {"han": 2, "fu": 30, "yaku": [{"key": "yakuhai_chun", "han": 1}], "limit": None,
...           "payment": {"ron": 2000}, "total": 2000}
>>> question = Question(QuestionSpec(1, "full"), {"honba": 0, "riichi_sticks": 0}, answer, "open_yakuhai")
>>> parts_of(question)
['han', 'fu', 'payment']
>>> grade(question, {"han": 2, "fu": 40, "ron": 2000})
{'han': True, 'fu': False, 'payment': True}
"""

from __future__ import annotations

from quiz.efficiency import is_best
from quiz.generator import Question

PAYMENT_KEYS = ("ron", "tsumo_nondealer", "tsumo_dealer", "tsumo_all")


def has_counters(question: Question) -> bool:
    """Honba or riichi sticks on the table: the total differs from the table payment."""
    return bool(question.request.get("honba") or question.request.get("riichi_sticks"))


def parts_of(question: Question) -> list[str]:
    """The parts the learner answers for this question, in the order of the form."""
    topic = question.spec.topic
    total = ["total"] if has_counters(question) and not question.table_only else []
    return {
        "full": ["han", "fu", "payment", *total],
        "han": ["han", "yaku"],
        "fu": ["fu"],
        "payment": ["payment", *total],
        "yaku": ["yaku"],
        "waits": ["waits"],
        "efficiency": ["discard"],
    }[topic]


def fu_optional(question: Question) -> bool:
    """For limit hands the fu do not change the payment, so the fu part of `full` may be left blank."""
    return question.spec.topic == "full" and question.answer.get("limit") is not None


def payment_fields(question: Question) -> list[str]:
    """The payment in the right shape: a ron amount, a non-dealer tsumo split, or a dealer's "all"."""
    return [key for key in PAYMENT_KEYS if key in question.answer.get("payment", {})]


def graded_parts(question: Question, answers: dict) -> list[str]:
    """The parts that count: every asked part, except an optional fu left blank."""
    parts = parts_of(question)
    if "fu" in parts and fu_optional(question) and answers.get("fu") is None:
        parts.remove("fu")
    return parts


def grade(question: Question, answers: dict) -> dict[str, bool]:
    """Right or wrong for each graded part."""
    answer = question.answer
    marks: dict[str, bool] = {}
    for part in graded_parts(question, answers):
        if part == "han":
            marks[part] = answers.get("han") == answer["han"]
        elif part == "fu":
            marks[part] = answers.get("fu") == answer["fu"]
        elif part == "payment":
            marks[part] = all(answers.get(key) == value for key, value in answer["payment"].items())
        elif part == "total":
            marks[part] = answers.get("total") == answer["total"]
        elif part == "yaku":
            marks[part] = set(answers.get("yaku", ())) == {item["key"] for item in answer["yaku"]}
        elif part == "waits":
            marks[part] = set(answers.get("waits", ())) == set(split_tiles(answer["waits"]))
        elif part == "discard":
            marks[part] = is_best(answer, answers.get("discard", ""))
    return marks


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
