"""The reference app: rules content, the tile set and the core scorer."""

from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class RulesConfig(AppConfig):
    """Registers the reference app."""

    name = "rules"
    verbose_name = _("Rules reference")
