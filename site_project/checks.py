"""Deployment checks of the site's own settings: `manage.py check --deploy` fails (Errors, not Django's
warnings) while production would run with a published secret key or without ALLOWED_HOSTS.

The development SECRET_KEY is in the source for anyone to read: with it, anyone can sign a session
or an activation link. An empty ALLOWED_HOSTS answers every request 400 (README, "Deploying").
"""

from __future__ import annotations

from django.conf import settings
from django.core.checks import Error, Tags, register


@register(Tags.security, deploy=True)
def secret_key_is_private(app_configs=None, **kwargs) -> list[Error]:
    """Error when DEBUG is off and SECRET_KEY is the development key published in settings.py."""
    if settings.DEBUG or settings.SECRET_KEY != settings.DEVELOPMENT_SECRET_KEY:
        return []
    return [
        Error(
            "SECRET_KEY is the development key published in the source: anyone could sign sessions and links.",
            hint='Set SECRET_KEY to a long random value, e.g. python -c "import secrets; print(secrets.token_urlsafe(50))".',
            id="site.E001",
        )
    ]


@register(Tags.security, deploy=True)
def hosts_are_set(app_configs=None, **kwargs) -> list[Error]:
    """Error when DEBUG is off and ALLOWED_HOSTS is empty: every request would be refused."""
    if settings.DEBUG or settings.ALLOWED_HOSTS:
        return []
    return [
        Error(
            "ALLOWED_HOSTS is empty: every request would answer 400.",
            hint="Set ALLOWED_HOSTS to the site's host names, comma-separated (see the README).",
            id="site.E002",
        )
    ]
