"""Shared helpers of the trainer tests: the token of a question page and the right (or wrong) answers."""

import re

from quiz.choices import han_choices
from quiz.efficiency import is_best
from quiz.generator import Question
from quiz.grading import every_yaku, handed_over, split_tiles
from quiz.play_questions import PLAY_TOPICS
from quiz.topics import parts_of
from quiz.topics.scored import yaku_choices
from quiz.topics.waits import ALL_TILES


def token_of(response) -> str:
    return re.search(r'name="token" value="([^"]+)"', response.content.decode()).group(1)


def right_answers(question: Question) -> dict:
    """The POST data of a fully right answer (payments as each player hands them over)."""
    answer = question.answer
    data: dict = {}
    for part in parts_of(question):
        if part in ("han", "fu", "total"):
            data[part] = str(answer[part])
        elif part == "payment":
            data.update({key: str(value) for key, value in handed_over(question).items()})
        elif part == "yaku":
            data["yaku"] = every_yaku(answer)
        elif part == "waits":
            data["waits"] = split_tiles(answer["waits"])
        elif part == "discard":
            data["discard"] = answer["best"][0]
        elif question.spec.topic in PLAY_TOPICS:
            data.update(play_answer(part, answer[part]))
    return data


SEATS = "ESWN"


def play_answer(part: str, value) -> dict:
    """One part of a rules-of-play answer (quiz.play_questions) as the typed form posts it (the four changes of a draw as
    four fields, one per seat)."""
    if part == "deltas":
        return {f"delta_{seat}": str(delta) for seat, delta in zip(SEATS, value, strict=True)}
    return {part: value if isinstance(value, list) else str(value)}


def wrong_play_answer(question: Question, part: str) -> dict:
    """One part of a rules-of-play answer made wrong: the other verdict, another seat, one more stick."""
    value = question.answer[part]
    if part in ("ron", "abortive"):
        return {part: "no" if value == "yes" else "yes"}
    if part == "furiten":
        return {part: [] if value else ["temporary"]}
    if part == "riichi":
        return {part: "open_hand" if value != "open_hand" else "riichi"}
    if part == "discards":
        return {part: [] if value else [question.request["drawn"]]}
    if part == "deltas":
        return play_answer(part, [delta + 100 for delta in value])
    if part in ("paid", "honba_to"):
        return {part: [next(seat for seat in SEATS if seat not in value)]}
    if part in ("dealer", "sticks_to"):
        return {part: next(seat for seat in SEATS if seat != value)}
    return {part: str(value + 1)}


def wrong_answers(question: Question) -> dict:
    """The POST data of an answer wrong in every part."""
    data = right_answers(question)
    if question.spec.topic in PLAY_TOPICS:
        for part in parts_of(question):
            data.update(wrong_play_answer(question, part))
        return data
    for key, value in list(data.items()):
        if key == "yaku":
            shown = [choice for choice, _ in yaku_choices(question, {})]
            data[key] = [next(choice for choice in shown if choice not in value)]
        elif key == "waits":
            data[key] = [next(tile for tile in ALL_TILES if tile not in value)]
        elif key == "discard":
            data[key] = next(
                row["tile"] for row in question.answer["table"] if not is_best(question.answer, row["tile"])
            )
        elif key == "han" and question.answer.get("yakuman"):
            data[key] = str(next(han for han in han_choices(question) if str(han) != value))
        else:
            data[key] = str(int(value) + 100)
    return data
