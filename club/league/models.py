"""The club's players, seasons and games.

A game keeps each seat's final points and also the place and hanchan score the rules made of them
(club.league.recording computes them with the scorer's results code), so standings are sums in SQL.
"""

from __future__ import annotations

from django.conf import settings
from django.core.exceptions import ValidationError
from django.core.validators import RegexValidator
from django.db import models
from django.utils.translation import gettext_lazy as _
from simple_history.models import HistoricalRecords

from club.scored import ScoredLine


class Player(models.Model):
    """A player on the club's list: a member with an account, or a guest with only a name."""

    name = models.CharField(_("name"), max_length=60, unique=True)
    account = models.OneToOneField(
        settings.AUTH_USER_MODEL,
        verbose_name=_("account"),
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="club_player",
        help_text=_("Leave empty for a guest."),
    )
    ema_number = models.CharField(
        _("EMA number"),
        max_length=8,
        blank=True,
        validators=[RegexValidator(r"^\d{8}$", _("An EMA number has 8 digits."))],
    )

    class Meta:
        ordering = ["name"]
        verbose_name = _("player")
        verbose_name_plural = _("players")

    def __str__(self) -> str:
        return self.name


class Season(models.Model):
    """A period of games under one ruleset, with the number of games a player needs to be ranked."""

    name = models.CharField(_("name"), max_length=80)
    starts_on = models.DateField(_("first day"))
    ends_on = models.DateField(_("last day"))
    ruleset = models.ForeignKey(
        "rules.Ruleset", verbose_name=_("ruleset"), on_delete=models.PROTECT, related_name="seasons"
    )
    minimum_games = models.PositiveSmallIntegerField(
        _("games to be ranked"), default=0, help_text=_("Players with fewer games are listed apart.")
    )

    class Meta:
        ordering = ["-starts_on"]
        verbose_name = _("season")
        verbose_name_plural = _("seasons")
        constraints = [
            models.CheckConstraint(
                condition=models.Q(ends_on__gte=models.F("starts_on")), name="season_in_order"
            )
        ]

    def __str__(self) -> str:
        return self.name

    def clean(self) -> None:
        """A season ends on or after its first day."""
        if self.starts_on and self.ends_on and self.ends_on < self.starts_on:
            raise ValidationError({"ends_on": _("The last day comes before the first.")})

    def games(self) -> models.QuerySet[Game]:
        """The season's games: played in its period, under its ruleset."""
        return Game.objects.filter(
            played_on__gte=self.starts_on, played_on__lte=self.ends_on, ruleset_id=self.ruleset_id
        )


class Game(models.Model):
    """A hanchan as its score sheet records it: four seats, the sticks left on the table, the ruleset."""

    played_on = models.DateField(_("date"))
    ruleset = models.ForeignKey(
        "rules.Ruleset", verbose_name=_("ruleset"), on_delete=models.PROTECT, related_name="games"
    )
    leftover_sticks = models.PositiveSmallIntegerField(_("riichi sticks left on the table"), default=0)
    version = models.PositiveIntegerField(_("version"), default=1, editable=False)
    recorded_at = models.DateTimeField(_("recorded"), auto_now_add=True)
    history = HistoricalRecords(verbose_name=_("earlier version of a game"))

    class Meta:
        ordering = ["-played_on", "-id"]
        verbose_name = _("game")
        verbose_name_plural = _("games")
        indexes = [models.Index(fields=["ruleset", "played_on"])]

    def __str__(self) -> str:
        return f"{self.played_on} #{self.pk}"


class GameSeat(ScoredLine):
    """One player's line of a game: seat, final points, penalties, and what the rules made of them."""

    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="seats")
    seat = models.PositiveSmallIntegerField(_("seat"))  # 0 = East, the first dealer
    player = models.ForeignKey(
        Player, verbose_name=_("player"), on_delete=models.PROTECT, related_name="seats"
    )
    history = HistoricalRecords(verbose_name=_("earlier version of a seat"))

    class Meta:
        ordering = ["game", "seat"]
        verbose_name = _("seat")
        verbose_name_plural = _("seats")
        constraints = [
            models.UniqueConstraint(fields=["game", "seat"], name="one_player_per_seat"),
            models.UniqueConstraint(fields=["game", "player"], name="one_seat_per_player"),
        ]
        indexes = [
            models.Index(fields=["player", "game"]),
            # A season's standings read every seat of its games: with what they group and sum in the
            # index itself, the aggregate never reads the seats' table.
            models.Index(fields=["game", "player", "place", "score"], name="club_seat_standing_idx"),
        ]

    def __str__(self) -> str:
        return f"{self.player} ({self.points})"
