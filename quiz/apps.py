"""The trainer app: generated questions, answer checking, attempts and progress."""

from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class QuizConfig(AppConfig):
    """Registers the trainer app."""

    name = "quiz"
    verbose_name = _("Scoring trainer")
