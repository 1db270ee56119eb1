"""The accounts app: sign-up, throttled log in and password reset, progress export, account deletion."""

from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class AccountsConfig(AppConfig):
    """Registers the accounts app (its URLs live under `accounts/` in each language)."""

    name = "accounts"
    verbose_name = _("Accounts")

    def ready(self) -> None:
        from accounts import checks  # noqa: F401  (registers the email deployment check)
