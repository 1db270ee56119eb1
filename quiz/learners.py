"""Who is learning: a user account, or an anonymous id kept in the session until they log in.

Logging in adopts the anonymous progress: the session's attempts and Leitner boxes move to the account
(Django keeps the session's data across the login, only its key changes).
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass

from django.conf import settings
from django.contrib.auth.signals import user_logged_in
from django.db import transaction
from django.db.models import F
from django.db.models.functions import Least
from django.dispatch import receiver
from django.http import HttpRequest
from django.utils.crypto import salted_hmac

from quiz.models import Attempt, CourseSet, SkillBox

SESSION_KEY = "quiz_learner"


@dataclass(frozen=True, slots=True)
class Learner:
    """A user (by id) or an anonymous session learner."""

    user_id: int | None
    anonymous_id: str

    def owner(self) -> dict[str, object]:
        """Field values that mark a row as this learner's."""
        if self.user_id is not None:
            return {"user_id": self.user_id, "anonymous_id": ""}
        return {"user_id": None, "anonymous_id": self.anonymous_id}


def learner_of(request: HttpRequest, create: bool = True) -> Learner:
    """The learner behind a request; an anonymous visitor gets an id in the session when `create`."""
    if request.user.is_authenticated:
        return Learner(request.user.pk, "")
    anonymous_id = request.session.get(SESSION_KEY, "")
    if not anonymous_id and create:
        anonymous_id = _anonymous_id_of(request)
        request.session[SESSION_KEY] = anonymous_id
    return Learner(None, anonymous_id or "-")


def _anonymous_id_of(request: HttpRequest) -> str:
    """The learner id a browser gets: derived from what its parallel first answers share.

    Two requests of one session that both find no learner yet (two tabs answering at once) compute the
    same id from the session key instead of each drawing a random one. A browser with no session yet
    (its first two answers posted at once from two tabs) gets two sessions, but both requests carry
    its CSRF cookie, which every answer form needs: the id comes from that, so whichever session the
    browser keeps, both answers are its learner's. It is a keyed hash: neither the session key nor the
    CSRF secret lands in a database row. Only a request with neither draws a random id.
    """
    if request.session.session_key is not None:
        return salted_hmac(SESSION_KEY, request.session.session_key).hexdigest()[:32]
    csrf_secret = request.COOKIES.get(settings.CSRF_COOKIE_NAME, "")
    if csrf_secret:
        return salted_hmac(f"{SESSION_KEY}:browser", csrf_secret).hexdigest()[:32]
    return uuid.uuid4().hex


@transaction.atomic
def adopt(anonymous_id: str, user_id: int) -> int:
    """Move an anonymous learner's attempts, boxes and course sets to an account; returns the attempts
    moved.

    Where the account already has a box for a skill, the two merge: counts add up and the lower box
    wins, so a skill still weak on either side stays in practice.
    """
    moved = Attempt.objects.filter(user=None, anonymous_id=anonymous_id).update(
        user_id=user_id, anonymous_id=""
    )
    CourseSet.objects.filter(user=None, anonymous_id=anonymous_id).update(user_id=user_id, anonymous_id="")
    for box in SkillBox.objects.filter(user=None, anonymous_id=anonymous_id):
        mine = SkillBox.objects.filter(user_id=user_id, skill=box.skill).first()
        if mine is None:
            box.user_id, box.anonymous_id = user_id, ""
            box.save(update_fields=["user", "anonymous_id"])
            continue
        SkillBox.objects.filter(pk=mine.pk).update(
            seen=F("seen") + box.seen, missed=F("missed") + box.missed, box=Least(F("box"), box.box)
        )
        box.delete()
    return moved


@receiver(user_logged_in, dispatch_uid="quiz.adopt_anonymous_progress")
def adopt_on_login(sender, request: HttpRequest | None, user, **kwargs) -> None:
    """Logging in keeps what was practised before it."""
    if request is None or not hasattr(request, "session"):
        return
    anonymous_id = request.session.get(SESSION_KEY)
    if anonymous_id:
        adopt(anonymous_id, user.pk)
