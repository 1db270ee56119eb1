"""The accounts app: sign-up, throttled log in and password reset, progress export, account deletion."""

from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class AccountsConfig(AppConfig):
    """Registers the accounts app (its URLs live under `accounts/` in each language)."""

    name = "accounts"
    verbose_name = _("Accounts")

    def ready(self) -> None:
        from django.contrib import admin

        from accounts import checks, login  # noqa: F401  (the deployment checks, the log-in signal receivers)
        from site_project import checks as site_checks  # noqa: F401  (the site's own: no app of its own)

        admin.site.login_form = login.AdminLoginForm
