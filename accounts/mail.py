"""The mails of the account pages that Django does not write: sign-up answers and a reset for an
address with no account. Plain text, in the page's language, with the club's name and absolute links.
"""

from __future__ import annotations

import logging
import re

from django.conf import settings
from django.core.mail import send_mail
from django.http import HttpRequest
from django.template.loader import render_to_string
from django.urls import reverse

from club.current import club_name

logger = logging.getLogger(__name__)
# The template's line breaks and indents, not the no-break space French writes before « : ».
LAYOUT_SPACE = re.compile(r"[ \t\r\n]+")


def send_account_mail(request: HttpRequest, email: str, kind: str, context: dict[str, str]) -> None:
    """Send `registration/account_email/<kind>.txt` to `email`; a failing server is logged, never shown.

    The visitor gets the same page whether the mail left or not, as for Django's password reset.
    """
    context = {
        **context,
        "email": email,
        "site_name": club_name(),
        "hours": settings.SIGNUP_LINK_HOURS,
        "signup_url": request.build_absolute_uri(reverse("signup")),
        "login_url": request.build_absolute_uri(reverse("login")),
        "reset_url": request.build_absolute_uri(reverse("password_reset")),
    }
    subject = render_to_string(f"registration/account_email/{kind}_subject.txt", context)
    body = render_to_string(f"registration/account_email/{kind}.txt", context)
    try:
        send_mail(LAYOUT_SPACE.sub(" ", subject).strip(), body, None, [email])
    except Exception:
        logger.exception("Failed to send the account email (%s)", kind)
