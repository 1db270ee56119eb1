"""A deployment check: in production, password-reset mail must really leave the machine.

Without it, Django's console backend prints the reset link into the server log and the learner never
gets it. `manage.py check --deploy` fails (an Error, not a warning) until a real backend is set.
"""

from __future__ import annotations

from django.conf import settings
from django.core.checks import Error, Tags, register

NOT_DELIVERED = {
    "django.core.mail.backends.console.EmailBackend",
    "django.core.mail.backends.dummy.EmailBackend",
    "django.core.mail.backends.locmem.EmailBackend",
    "django.core.mail.backends.filebased.EmailBackend",
}
SMTP = "django.core.mail.backends.smtp.EmailBackend"


@register(Tags.security, deploy=True)
def email_is_delivered(app_configs=None, **kwargs) -> list[Error]:
    """Error when DEBUG is off and password-reset mail would go nowhere."""
    if settings.DEBUG:
        return []
    if settings.EMAIL_BACKEND in NOT_DELIVERED:
        return [
            Error(
                f"EMAIL_BACKEND is {settings.EMAIL_BACKEND}: password-reset mail would never reach anyone.",
                hint="Set EMAIL_HOST (and EMAIL_HOST_USER, EMAIL_HOST_PASSWORD) for SMTP; see the README.",
                id="accounts.E001",
            )
        ]
    if settings.EMAIL_BACKEND == SMTP and not settings.EMAIL_HOST:
        return [
            Error(
                "EMAIL_HOST is not set: password-reset mail has no server to go through.",
                hint="Set EMAIL_HOST, EMAIL_PORT, EMAIL_HOST_USER and EMAIL_HOST_PASSWORD; see the README.",
                id="accounts.E002",
            )
        ]
    return []
