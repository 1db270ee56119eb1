"""A table's live game: the ruleset it plays, the four players in their seats and the list of hands.

Only the hands are stored; the points, the dealer and the end of the game are the engine's replay of them
(`club.keeper.hands.replay`). Each hand carries the submission key its form was shown with, unique in the
database, so a hand sent twice (a double tap, a resend after a lost connection) is recorded once. Undoing a
hand keeps its row, marked undone, so its key is still known and a late resend of it changes nothing.
"""

from __future__ import annotations

import uuid
from typing import Any

from django.conf import settings
from django.db import models
from django.db.models import Q
from django.utils.translation import gettext_lazy as _

from club.keeper.rules import TableRules, rules_of


class TableGame(models.Model):
    """One hanchan kept at one table: its address is a random id, shared by the table's phones."""

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    ruleset = models.ForeignKey(
        "rules.Ruleset", on_delete=models.PROTECT, verbose_name=_("ruleset"), related_name="+"
    )
    east = models.CharField(_("East"), max_length=60)
    south = models.CharField(_("South"), max_length=60)
    west = models.CharField(_("West"), max_length=60)
    north = models.CharField(_("North"), max_length=60)
    started_at = models.DateTimeField(_("started"), auto_now_add=True)
    started_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, blank=True, related_name="+"
    )
    final = models.JSONField(_("final result"), default=dict, blank=True, editable=False)
    sent_at = models.DateTimeField(_("sent to the club's games"), null=True, blank=True, editable=False)
    recorded_game = models.OneToOneField(
        "club.Game",
        verbose_name=_("game in the club's games"),
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        editable=False,
        related_name="table_game",
    )
    confirmed_at = models.DateTimeField(_("confirmed"), null=True, blank=True, editable=False)
    confirmed_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, blank=True, related_name="+"
    )
    confirmed_by_players = models.BooleanField(
        _("confirmed by the four players"), default=False, editable=False
    )

    class Meta:
        ordering = ["-started_at"]
        verbose_name = _("table game")
        verbose_name_plural = _("table games")

    def __str__(self) -> str:
        return " · ".join(self.names)

    @property
    def names(self) -> tuple[str, str, str, str]:
        """The players in seat order, the first dealer first."""
        return (self.east, self.south, self.west, self.north)

    @property
    def table_rules(self) -> TableRules:
        """The table's rules: the ruleset row's rules of play, start points and result rules."""
        return rules_of(self.ruleset)

    def live_records(self) -> list[dict[str, Any]]:
        """The hands played so far, in order (undone hands left out)."""
        return [hand.record for hand in self.hands.filter(undone_at__isnull=True).order_by("number")]


class KeptHand(models.Model):
    """One hand's outcome record at a table, with the key its form was shown with."""

    game = models.ForeignKey(TableGame, on_delete=models.CASCADE, related_name="hands")
    number = models.PositiveIntegerField(_("hand number"))
    record = models.JSONField(_("outcome"))
    key = models.UUIDField(_("submission key"), unique=True)
    recorded_at = models.DateTimeField(_("recorded"), auto_now_add=True)
    undone_at = models.DateTimeField(_("undone"), null=True, blank=True)

    class Meta:
        ordering = ["game", "number", "recorded_at"]
        verbose_name = _("kept hand")
        verbose_name_plural = _("kept hands")
        constraints = [
            # Two phones entering the same hand at once: the database keeps the first.
            models.UniqueConstraint(
                fields=["game", "number"],
                condition=Q(undone_at__isnull=True),
                name="one_live_hand_per_number",
            )
        ]

    def __str__(self) -> str:
        return f"{self.game_id} #{self.number}"


class SeatVerdict(models.Model):
    """One player's word on the result their table sent: confirmed or disputed, given once per seat.

    Kept as it was given, with who gave it (the account, when signed in) and from which phone (a digest
    of the phone's key, for a guest): the record of how a game came to the season without an organiser.
    """

    CONFIRMED = "confirmed"
    DISPUTED = "disputed"
    VERDICTS = [(CONFIRMED, _("confirmed")), (DISPUTED, _("disputed"))]

    game = models.ForeignKey(TableGame, on_delete=models.CASCADE, related_name="verdicts")
    seat = models.PositiveSmallIntegerField(_("seat"))  # 0 = East, the first dealer
    verdict = models.CharField(_("verdict"), max_length=9, choices=VERDICTS)
    reason = models.CharField(_("what is wrong"), max_length=300, blank=True)
    account = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        verbose_name=_("account"),
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="+",
    )
    phone = models.CharField(_("phone"), max_length=64, blank=True)
    given_at = models.DateTimeField(_("given"), auto_now_add=True)

    class Meta:
        ordering = ["game", "seat"]
        verbose_name = _("player’s verdict")
        verbose_name_plural = _("players’ verdicts")
        constraints = [models.UniqueConstraint(fields=["game", "seat"], name="one_verdict_per_seat")]

    def __str__(self) -> str:
        return f"{self.game_id} #{self.seat} {self.verdict}"
