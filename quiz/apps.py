"""The trainer app: generated questions, answer checking, attempts and progress."""

from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class QuizConfig(AppConfig):
    """Registers the trainer app and its login hook (adopting anonymous progress)."""

    name = "quiz"
    verbose_name = _("Scoring trainer")

    def ready(self) -> None:
        from quiz import learners  # noqa: F401  (connects the user_logged_in receiver)
