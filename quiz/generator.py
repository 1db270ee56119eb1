"""Questions of the trainer, reproducible from a seed: what names a question, what it is, and the one
door that makes it (`generate`), whatever its topic.

Each topic makes its own questions (`quiz.topics`: a scored hand, its waits, a discard ...); this module
only checks that the spec names a question that exists and hands the topic a random stream seeded by the
spec, so the same spec always gives back the same question.

>>> q = generate(QuestionSpec(seed=7, topic="full", difficulty="beginner"))
>>> q == generate(QuestionSpec(seed=7, topic="full", difficulty="beginner"))
True
>>> q.answer["yaku"] != [] and not q.request["melds"]
True
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from django.conf import settings

from rules.scoring import RULESETS, score_request

DIFFICULTIES = ("beginner", "intermediate", "expert")


class NoSuchQuestion(LookupError, ValueError):
    """A spec that names no question: an unknown topic or ruleset, or a difficulty or ruleset its topic
    does not offer."""


@dataclass(frozen=True, slots=True)
class QuestionSpec:
    """Everything that names a question: the same spec always gives the same question."""

    seed: int
    topic: str = "full"
    difficulty: str = "intermediate"
    ruleset: str = ""

    @property
    def ruleset_name(self) -> str:
        """The ruleset asked for, or the site's default."""
        return self.ruleset or settings.DEFAULT_RULESET

    @property
    def id(self) -> str:
        """A short, stable identifier, also used in shareable URLs."""
        return f"{self.topic}-{self.difficulty}-{self.ruleset_name}-{self.seed}"


@dataclass(frozen=True)
class Question:
    """A generated question: the request it shows (for a scored hand, a contract request), the right
    answer (for a scored hand, the scorer's response), and how it was drawn."""

    spec: QuestionSpec
    request: dict
    answer: dict
    theme: str
    table_only: bool = False  # the payment drill shows han, fu and the seat, not the hand

    def as_sample(self) -> dict:
        """The `quiz_sample` line of DESIGN.md."""
        return {"id": self.spec.id, "topic": self.spec.topic, "request": self.request, "answer": self.answer}


def _random_stream(spec: QuestionSpec) -> random.Random:
    return random.Random(f"quiz:{spec.seed}:{spec.topic}:{spec.difficulty}:{spec.ruleset_name}")


def generate(
    spec: QuestionSpec, house: tuple[str, dict] | None = None, score: Callable[[dict], dict] = score_request
) -> Question:
    """The question of a spec, made by its topic from the spec's seeded stream (`NoSuchQuestion` when
    the spec names none).

    `house` is (base ruleset, overrides) when the spec names a club's house rules rather than one of the
    scorer's named rulesets; the requests then carry the overrides as the contract's `rules`.
    """
    from quiz.topics import TOPICS  # the topics build on this module's types, so they are read here

    base, overrides = house or (spec.ruleset_name, {})
    topic = TOPICS.get(spec.topic)
    if topic is None or not topic.offers(spec.difficulty, base) or base not in RULESETS:
        raise NoSuchQuestion(f"no such question: {spec}")
    return topic.generate(spec, _random_stream(spec), (base, overrides), score)
