"""A tournament: its registration list, the seating of each round and the score slip of each table.

Everything hangs from the tournament (pretalx’s scoping object): its entries, seats and slips. A slip keeps
each seat’s final points and the place and hanchan score the rules made of them (the scorer’s results
code, as for a club game), so the ranking is sums in SQL. A slip is unique per table and round, and
carries the submission key of the form it came from: sent twice, or from four phones at once, it is
recorded once. Corrections keep every earlier value (django-simple-history, as the club’s games).
"""

from __future__ import annotations

from django.conf import settings
from django.core.exceptions import ValidationError
from django.db import models
from django.db.models import Q
from django.utils.translation import gettext_lazy as _
from simple_history.models import HistoricalRecords

from club.scored import ScoredLine

WIND_LABELS = (_("East"), _("South"), _("West"), _("North"))
FILL_CHOICES = [
    ("byes", _("Byes: the players left over sit out a round in turn")),
    ("substitutes", _("Substitutes: the empty seats are filled by substitutes")),
]


class Tournament(models.Model):
    """An event of several rounds under one ruleset, run by an organiser."""

    name = models.CharField(_("name"), max_length=80)
    starts_on = models.DateField(_("first day"))
    ends_on = models.DateField(_("last day"))
    ruleset = models.ForeignKey(
        "rules.Ruleset", verbose_name=_("ruleset"), on_delete=models.PROTECT, related_name="tournaments"
    )
    rounds = models.PositiveSmallIntegerField(_("number of rounds"))
    fill = models.CharField(
        _("when the count is not a multiple of four"), max_length=12, choices=FILL_CHOICES, default="byes"
    )
    round_minutes = models.PositiveSmallIntegerField(_("length of a round in minutes"), default=90)
    seed = models.PositiveIntegerField(_("draw number"), default=0, editable=False)
    seated_at = models.DateTimeField(_("seating drawn"), null=True, blank=True, editable=False)
    same_table_again = models.PositiveSmallIntegerField(default=0, editable=False)
    timer_round = models.PositiveSmallIntegerField(null=True, blank=True, editable=False)
    timer_ends_at = models.DateTimeField(null=True, blank=True, editable=False)
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, blank=True, related_name="+"
    )

    class Meta:
        ordering = ["-starts_on", "-id"]
        verbose_name = _("tournament")
        verbose_name_plural = _("tournaments")
        constraints = [
            models.CheckConstraint(
                condition=Q(ends_on__gte=models.F("starts_on")), name="tournament_in_order"
            ),
            models.CheckConstraint(condition=Q(rounds__gte=1), name="tournament_has_rounds"),
        ]

    def __str__(self) -> str:
        return self.name

    def clean(self) -> None:
        """A tournament ends on or after its first day."""
        if self.starts_on and self.ends_on and self.ends_on < self.starts_on:
            raise ValidationError({"ends_on": _("The last day comes before the first.")})

    @property
    def round_numbers(self) -> range:
        """The rounds, from 1."""
        return range(1, self.rounds + 1)


class Entry(models.Model):
    """A player on a tournament’s registration list: a club player, member or guest."""

    tournament = models.ForeignKey(Tournament, on_delete=models.CASCADE, related_name="entries")
    player = models.ForeignKey(
        "club.Player", verbose_name=_("player"), on_delete=models.PROTECT, related_name="entries"
    )
    country = models.CharField(
        _("country"),
        max_length=3,
        blank=True,
        help_text=_("Three letters, as the EMA writes them: FRA, ESP."),
    )
    checked_in = models.BooleanField(_("checked in"), default=False)

    class Meta:
        ordering = ["player__name"]
        verbose_name = _("registration")
        verbose_name_plural = _("registrations")
        constraints = [models.UniqueConstraint(fields=["tournament", "player"], name="one_entry_per_player")]

    def __str__(self) -> str:
        return str(self.player)


class Seat(models.Model):
    """Where one entry sits in one round: a table and a wind (0 = East), or a bye (no table).

    A seat with no entry is a substitute’s."""

    tournament = models.ForeignKey(Tournament, on_delete=models.CASCADE, related_name="seats")
    round = models.PositiveSmallIntegerField(_("round"))
    table = models.PositiveSmallIntegerField(_("table"), null=True, blank=True)
    wind = models.PositiveSmallIntegerField(_("seat"), null=True, blank=True)
    entry = models.ForeignKey(Entry, on_delete=models.CASCADE, null=True, blank=True, related_name="seats")

    class Meta:
        ordering = ["round", "table", "wind"]
        verbose_name = _("seat")
        verbose_name_plural = _("seats")
        constraints = [
            models.UniqueConstraint(
                fields=["tournament", "round", "table", "wind"],
                condition=Q(table__isnull=False),
                name="one_entry_per_tournament_seat",
            ),
            models.UniqueConstraint(
                fields=["tournament", "round", "entry"],
                condition=Q(entry__isnull=False),
                name="one_seat_per_round",
            ),
        ]

    def __str__(self) -> str:
        return f"R{self.round} T{self.table} {self.entry or '-'}"

    @property
    def wind_label(self) -> str:
        """The seat’s wind, in the page’s language."""
        return "" if self.wind is None else str(WIND_LABELS[self.wind])

    @property
    def is_substitute(self) -> bool:
        """A substitute’s seat: nobody of the registration list sits there."""
        return self.entry_id is None


class Slip(models.Model):
    """A table’s score slip for one round: four final points, the sticks left on the table."""

    tournament = models.ForeignKey(Tournament, on_delete=models.CASCADE, related_name="slips")
    round = models.PositiveSmallIntegerField(_("round"))
    table = models.PositiveSmallIntegerField(_("table"))
    key = models.UUIDField(_("submission key"), unique=True)
    leftover_sticks = models.PositiveSmallIntegerField(_("riichi sticks left on the table"), default=0)
    version = models.PositiveIntegerField(_("version"), default=1, editable=False)
    recorded_at = models.DateTimeField(_("recorded"), auto_now_add=True)
    recorded_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, blank=True, related_name="+"
    )
    history = HistoricalRecords(verbose_name=_("earlier version of a score slip"))

    class Meta:
        ordering = ["round", "table"]
        verbose_name = _("score slip")
        verbose_name_plural = _("score slips")
        constraints = [
            # Four phones sending one table’s slip at once: the database keeps the first.
            models.UniqueConstraint(fields=["tournament", "round", "table"], name="one_slip_per_table")
        ]

    def __str__(self) -> str:
        return f"{self.tournament_id} R{self.round} T{self.table}"


class SlipLine(ScoredLine):
    """One seat of a slip: who sat there (none: a substitute), points, penalty, place and score."""

    slip = models.ForeignKey(Slip, on_delete=models.CASCADE, related_name="lines")
    wind = models.PositiveSmallIntegerField(_("seat"))
    entry = models.ForeignKey(Entry, on_delete=models.PROTECT, null=True, blank=True, related_name="lines")
    history = HistoricalRecords(verbose_name=_("earlier version of a slip line"))

    class Meta:
        ordering = ["slip", "wind"]
        verbose_name = _("slip line")
        verbose_name_plural = _("slip lines")
        constraints = [models.UniqueConstraint(fields=["slip", "wind"], name="one_line_per_wind")]

    def __str__(self) -> str:
        return f"{self.entry or '-'} ({self.points})"

    @property
    def wind_label(self) -> str:
        """The seat’s wind, in the page’s language."""
        return str(WIND_LABELS[self.wind])
