"""A learner's progress as plain data: every attempt and every Leitner box, to download and keep.

The keys are the site's vocabulary (topic, difficulty, ruleset and skill keys), so the file can be read
back by a program; the question itself is named by its seed and settings, which regenerate it.
"""

from __future__ import annotations

from django.utils import timezone

from quiz.learners import Learner
from quiz.models import Attempt, CourseSet, SkillBox

FORMAT_VERSION = 1


def progress_export(learner: Learner, username: str = "") -> dict:
    """Everything the trainer stored about one learner, JSON-ready."""
    attempts = Attempt.objects.filter(**learner.owner()).order_by("created", "id")
    boxes = SkillBox.objects.filter(**learner.owner()).order_by("skill")
    course_sets = CourseSet.objects.filter(**learner.owner()).order_by("created", "id")
    return {
        "format": FORMAT_VERSION,
        "exported": timezone.now().isoformat(),
        "username": username,
        "attempts": [
            {
                "id": str(attempt.public_id),
                "answered": attempt.created.isoformat(),
                "topic": attempt.topic,
                "difficulty": attempt.difficulty,
                "ruleset": attempt.ruleset,
                "seed": attempt.seed,
                "session": attempt.run,
                "correct": attempt.correct,
                "seconds": attempt.seconds,
                "answers": attempt.answers,
                "parts": attempt.parts,
                "skills": attempt.skills,
                "question": attempt.question,
            }
            for attempt in attempts
        ],
        "skill_boxes": [
            {
                "skill": box.skill,
                "box": box.box,
                "seen": box.seen,
                "missed": box.missed,
                "updated": box.updated.isoformat(),
            }
            for box in boxes
        ],
        # The beginner's course: which session practised which step (whether the step is done is read
        # from that session's attempts, see quiz.course).
        "course_sets": [
            {"step": course_set.step, "session": course_set.run, "started": course_set.created.isoformat()}
            for course_set in course_sets
        ],
    }
