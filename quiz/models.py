"""What the trainer remembers: every attempt, and a Leitner box per skill for each learner.

A learner is a user account or, before signing up, the anonymous id kept in the session; logging in
adopts the anonymous rows (`quiz.learners.adopt`).
"""

from __future__ import annotations

import uuid

from django.conf import settings
from django.db import models
from django.db.models import Q
from django.utils.translation import gettext_lazy as _

from quiz.generator import DIFFICULTIES, Question, QuestionSpec

DIFFICULTY_CHOICES = [(difficulty, difficulty) for difficulty in DIFFICULTIES]
TOP_BOX = 5


class Attempt(models.Model):
    """One answered question: what was asked, what the learner answered and which parts were right."""

    public_id = models.UUIDField(default=uuid.uuid4, unique=True, editable=False)
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.CASCADE,
        related_name="quiz_attempts",
    )
    anonymous_id = models.CharField(max_length=32, blank=True, db_index=True)
    # The nonce of the signed token: unique, so that replaying a submission never counts twice.
    nonce = models.CharField(max_length=32, unique=True)
    token = models.TextField(_("question token"))
    seed = models.BigIntegerField()
    # A key of the topic registry (`quiz.topics`), which grows without a migration.
    topic = models.CharField(max_length=16)
    difficulty = models.CharField(max_length=16, choices=DIFFICULTY_CHOICES)
    ruleset = models.CharField(max_length=40)
    run = models.CharField(max_length=32, blank=True, db_index=True)
    # The question as asked and scored then, so its feedback stays true if the scorer or the house
    # rules change later: {"request", "answer", "theme", "table_only"}.
    question = models.JSONField(default=dict)
    answers = models.JSONField(default=dict)
    parts = models.JSONField(default=dict)  # part key -> right (bool)
    skills = models.JSONField(default=dict)  # skill key -> right (bool)
    correct = models.BooleanField()
    seconds = models.PositiveIntegerField()
    created = models.DateTimeField(auto_now_add=True, db_index=True)

    class Meta:
        ordering = ["created", "id"]

    def __str__(self) -> str:
        return f"{self.topic}/{self.difficulty}/{self.ruleset}/{self.seed}"

    def asked(self) -> Question:
        """The question this attempt answered, as it was asked."""
        spec = QuestionSpec(self.seed, self.topic, self.difficulty, self.ruleset)
        snapshot = self.question
        return Question(
            spec, snapshot["request"], snapshot["answer"], snapshot["theme"], snapshot["table_only"]
        )


class SkillBox(models.Model):
    """A learner's Leitner box for one skill: a miss sends it back to box 1, a success moves it up."""

    user = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.CASCADE,
        related_name="quiz_skill_boxes",
    )
    anonymous_id = models.CharField(max_length=32, blank=True, db_index=True)
    skill = models.CharField(max_length=40)
    box = models.PositiveSmallIntegerField(default=1)
    seen = models.PositiveIntegerField(default=0)
    missed = models.PositiveIntegerField(default=0)
    updated = models.DateTimeField(auto_now=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["user", "skill"], condition=Q(user__isnull=False), name="quiz_skillbox_user_skill"
            ),
            models.UniqueConstraint(
                fields=["anonymous_id", "skill"],
                condition=Q(user__isnull=True),
                name="quiz_skillbox_anonymous_skill",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.skill}: box {self.box}"


class CourseSet(models.Model):
    """A trainer set started from a step of the beginner's course: which run practises which step.

    Whether the step is done is not stored: it is read from the run's attempts (`quiz.course`), so it
    cannot drift from what the learner answered.
    """

    user = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.CASCADE,
        related_name="quiz_course_sets",
    )
    anonymous_id = models.CharField(max_length=32, blank=True, db_index=True)
    step = models.SlugField(max_length=40)
    run = models.CharField(max_length=32, unique=True)
    created = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["created", "id"]

    def __str__(self) -> str:
        return f"{self.step}: {self.run}"
