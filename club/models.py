"""The club: one row of settings that every page reads (name, logo, contact, languages, who sees the
standings). The default ruleset is stored where the reference reads it, `rules.Ruleset.is_default`, and
edited on the club's admin page."""

from __future__ import annotations

import hashlib

from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy as _

CLUB_ID = 1
LOGO_TYPES = {"image/png": "png", "image/jpeg": "jpg", "image/webp": "webp"}


def default_languages() -> list[str]:
    """A new club writes in the site's source language until it says otherwise."""
    return [settings.LANGUAGE_CODE]


class Club(models.Model):
    """The club's settings: a single row (id 1); before it is saved, the environment's SITE_NAME stands in."""

    name = models.CharField(_("name"), max_length=80, help_text=_("Shown in page titles and the footer."))
    short_name = models.CharField(
        _("short name"),
        max_length=24,
        blank=True,
        help_text=_("Shown in the header, where space is short on a phone; the name when left empty."),
    )
    logo = models.BinaryField(_("logo"), blank=True, default=b"", editable=False)
    logo_type = models.CharField(_("logo type"), max_length=20, blank=True, editable=False)
    contact_email = models.EmailField(_("contact address"), blank=True)
    contact = models.TextField(
        _("where and when we play"),
        blank=True,
        help_text=_("A few lines for visitors: the address, the evenings, who to ask."),
    )
    languages = models.JSONField(
        _("languages the club writes in"),
        default=default_languages,
        help_text=_("House rules need a name and texts in these languages; the others are optional."),
    )
    standings_public = models.BooleanField(
        _("standings are public"),
        default=True,
        help_text=_("Unticked, only signed-in members see the standings and the players' pages."),
    )

    class Meta:
        verbose_name = _("club settings")
        verbose_name_plural = _("club settings")

    def __str__(self) -> str:
        return self.name

    def save(self, *args: object, **kwargs: object) -> None:
        """Always row 1, the one every page reads, whoever saves it (the admin, a shell, a fixture): a
        second row would be settings no page ever shows."""
        self.pk = CLUB_ID
        super().save(*args, **kwargs)

    @property
    def header_name(self) -> str:
        """The name in the header: the short name when there is one."""
        return self.short_name or self.name

    @property
    def logo_digest(self) -> str:
        """A digest of the logo, so its address changes with it and browsers may keep it for good."""
        return hashlib.sha256(bytes(self.logo)).hexdigest()[:16] if self.logo else ""

    @property
    def logo_extension(self) -> str:
        """The logo's file extension, from its type."""
        return LOGO_TYPES.get(self.logo_type, "")


# The score keeper's models live beside it; Django finds an app's models here.
from club.keeper.models import KeptHand, TableGame  # noqa: E402
from club.league.models import Game, GameSeat, Player, Season  # noqa: E402
from club.tournaments.models import Entry, Seat, Slip, SlipLine, Tournament  # noqa: E402

__all__ = [
    "Club",
    "Entry",
    "Game",
    "GameSeat",
    "KeptHand",
    "Player",
    "Season",
    "Seat",
    "Slip",
    "SlipLine",
    "TableGame",
    "Tournament",
]
