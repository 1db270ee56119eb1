"""The trainer's topics, one module each behind one interface (`quiz.topics.base.Topic`): the registry
that every page reads, so that a topic registered here appears everywhere.

>>> list(TOPICS)[:3], topic("fu").name
(['full', 'han', 'fu'], 'Fu')
>>> TOPIC_OF_SKILL["waits_flush"]
'waits'
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from quiz.topics import (
    abortive,
    after_hand,
    draws,
    efficiency,
    fu,
    full,
    furiten,
    han,
    payment,
    riichi,
    waits,
    yaku,
)
from quiz.topics.base import Topic

if TYPE_CHECKING:
    from django.utils.functional import Promise

    from quiz.feedback import PartMark
    from quiz.generator import Question

# In the order of the session form, the progress page and its chart.
TOPICS: dict[str, Topic] = {
    entry.key: entry
    for entry in (
        full.TOPIC,
        han.TOPIC,
        fu.TOPIC,
        payment.TOPIC,
        yaku.TOPIC,
        waits.TOPIC,
        efficiency.TOPIC,
        furiten.TOPIC,
        riichi.TOPIC,
        draws.TOPIC,
        after_hand.TOPIC,
        abortive.TOPIC,
    )
}
# Every skill a question can test, with its name; and the topic that drills it best, for "practise my
# weak spots".
SKILL_NAMES: dict[str, Promise] = {
    key: name for entry in TOPICS.values() for key, name in entry.skills.items()
}
TOPIC_OF_SKILL: dict[str, str] = {key: entry.key for entry in TOPICS.values() for key in entry.skills}


def topic(key: str) -> Topic:
    """The topic of a key; KeyError for a key no topic has."""
    return TOPICS[key]


def topic_of(question: Question) -> Topic:
    """The topic a question belongs to."""
    return TOPICS[question.spec.topic]


def parts_of(question: Question) -> list[str]:
    """The parts the learner answers for a question of any topic, in the order of the form."""
    return topic_of(question).parts(question)


def grade(question: Question, answers: dict) -> dict[str, bool]:
    """Right or wrong for each part of a question of any topic."""
    return topic_of(question).grade(question, answers)


def marks_for(
    question: Question, answers: dict, marks: dict[str, bool], yaku_names: dict[str, str]
) -> list[PartMark]:
    """Each graded part with the learner's answer beside the right one."""
    return topic_of(question).marks(question, answers, marks, yaku_names)


def working_for(question: Question, yaku_names: dict[str, str], answers: dict | None = None) -> object:
    """The worked answer of a question that its feedback page lays out."""
    return topic_of(question).working(question, answers or {}, yaku_names)


def skills_by_part(question: Question) -> dict[str, list[str]]:
    """For each part of a question, the skills it tests."""
    return topic_of(question).skills_by_part(question)
