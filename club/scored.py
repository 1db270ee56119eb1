"""What a club game's seat (club.league.models.GameSeat) and a tournament slip's line
(club.tournaments.models.SlipLine) both keep of a scored seat: the final points, the penalty, and the
place and hanchan score the rules made of them, so standings and rankings are sums in SQL."""

from __future__ import annotations

from decimal import Decimal

from django.db import models
from django.utils.translation import gettext_lazy as _


class ScoredLine(models.Model):
    """The four scored fields of a seat, stored as each model's migrations made them."""

    points = models.IntegerField(_("final points"))
    penalty = models.DecimalField(_("penalty"), max_digits=5, decimal_places=1, default=Decimal(0))
    place = models.PositiveSmallIntegerField(_("place"))
    score = models.DecimalField(_("hanchan score"), max_digits=6, decimal_places=1)

    class Meta:
        abstract = True
