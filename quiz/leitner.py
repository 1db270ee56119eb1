"""Leitner boxes per skill, and the generator's bias towards the learner's weak spots.

A skill starts in box 1; each question that tests it moves it up a box when the parts testing it are
right and back to box 1 when one is wrong. "Practise my weak spots" draws a skill with a weight that
falls steeply with its box, then searches seeds for a question that tests that skill: what the learner
gets wrong comes back until they stop getting it wrong.
"""

from __future__ import annotations

import random

from django.db.models import F
from django.db.models.functions import Least
from django.utils import timezone

from quiz.generator import QuestionSpec
from quiz.learners import Learner
from quiz.models import TOP_BOX, SkillBox
from quiz.rulesets import house_rules, question_for
from quiz.topics import TOPIC_OF_SKILL, TOPICS, skills_by_part

SEARCH = 60  # seeds tried per difficulty for a question on the chosen skill


def skill_results(marks: dict[str, bool], by_part: dict[str, list[str]]) -> dict[str, bool]:
    """Right or wrong per skill: a skill is right when every graded part that tests it is right.

    >>> skill_results({"fu": False, "han": True}, {"fu": ["fu_waits"], "han": ["han_dora"], "total": ["x"]})
    {'fu_waits': False, 'han_dora': True}
    """
    results: dict[str, bool] = {}
    for part, right in marks.items():
        for skill in by_part.get(part, ()):
            results[skill] = results.get(skill, True) and right
    return results


def record(learner: Learner, results: dict[str, bool]) -> None:
    """Move each skill's box: up one on a success, back to 1 on a miss (three queries at most).

    Safe when one learner answers in parallel (two tabs): a missing box is inserted or, if another
    request just inserted it, left alone; the counts then move by one in a single UPDATE each, computed
    by the database from the row as it is, so no answer's count is lost.
    """
    owner = learner.owner()
    SkillBox.objects.bulk_create([SkillBox(skill=skill, **owner) for skill in results], ignore_conflicts=True)
    now = timezone.now()
    right = [skill for skill, ok in results.items() if ok]
    wrong = [skill for skill, ok in results.items() if not ok]
    if right:
        SkillBox.objects.filter(skill__in=right, **owner).update(
            box=Least(F("box") + 1, TOP_BOX), seen=F("seen") + 1, updated=now
        )
    if wrong:
        SkillBox.objects.filter(skill__in=wrong, **owner).update(
            box=1, seen=F("seen") + 1, missed=F("missed") + 1, updated=now
        )


def weak_boxes(learner: Learner) -> list[SkillBox]:
    """The learner's skills below the top box, weakest first."""
    boxes = SkillBox.objects.filter(box__lt=TOP_BOX, **learner.owner()).order_by("box", "-missed", "skill")
    return list(boxes)


def has_weak_spots(learner: Learner) -> bool:
    """Whether the learner missed a skill not yet mastered again (else there is nothing to focus on)."""
    return SkillBox.objects.filter(box__lt=TOP_BOX, missed__gt=0, **learner.owner()).exists()


def focus_spec(learner: Learner, difficulty: str, ruleset: str, rng: random.Random) -> QuestionSpec | None:
    """A question on one of the learner's weak skills, or None when there is nothing weak yet."""
    boxes = [box for box in weak_boxes(learner) if box.missed]
    if not boxes:
        return None
    box = rng.choices(boxes, weights=[(TOP_BOX + 1 - b.box) ** 2 for b in boxes])[0]
    topic = TOPIC_OF_SKILL.get(box.skill, "full")
    house = house_rules(ruleset)
    for level in dict.fromkeys((difficulty, "expert")):
        if house is None or not TOPICS[topic].offers(level, house[0]):
            continue
        start = rng.randrange(1, 10**9)
        for seed in range(start, start + SEARCH):
            spec = QuestionSpec(seed, topic, level, ruleset)
            if any(box.skill in skills for skills in skills_by_part(question_for(spec)).values()):
                return spec
    return None
