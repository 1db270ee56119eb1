"""The reference app: rules content, the tile set and the core scorer."""

from django.apps import AppConfig
from django.db.models.signals import m2m_changed, post_delete, post_save
from django.utils.translation import gettext_lazy as _


class RulesConfig(AppConfig):
    """Registers the reference app."""

    name = "rules"
    verbose_name = _("Rules reference")

    def ready(self) -> None:
        """Any save or delete of reference content (the admin, house rules) retires the cached pages."""
        from rules.page_cache import bump_content_version

        for model in self.get_models():
            for signal in (post_save, post_delete):
                signal.connect(
                    bump_content_version, sender=model, dispatch_uid=f"page-cache-{model.__name__}"
                )
        m2m_changed.connect(bump_content_version, dispatch_uid="page-cache-m2m")
