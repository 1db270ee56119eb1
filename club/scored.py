"""What a club game's seat (club.league.models.GameSeat) and a tournament slip's line
(club.tournaments.models.SlipLine) both keep of a scored seat: the final points, the penalty, and the
place and hanchan score the rules made of them (`scored_lines`, the scorer's results code less the
penalty), so standings and rankings are sums in SQL."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal
from typing import Protocol

from django import forms
from django.db import models
from django.utils.translation import gettext_lazy as _

from rules.scoring import ResultRules, hanchan_scores


class ScoredLine(models.Model):
    """The four scored fields of a seat, stored as each model's migrations made them."""

    points = models.IntegerField(_("final points"))
    penalty = models.DecimalField(_("penalty"), max_digits=5, decimal_places=1, default=Decimal(0))
    place = models.PositiveSmallIntegerField(_("place"))
    score = models.DecimalField(_("hanchan score"), max_digits=6, decimal_places=1)

    class Meta:
        abstract = True


def penalty_field() -> forms.DecimalField:
    """A seat's penalty on a sheet or a slip form: hanchan points taken off, none when left empty."""
    return forms.DecimalField(
        label=_("Penalty"),
        min_value=Decimal(0),
        max_value=Decimal(100),
        decimal_places=1,
        required=False,
        help_text=_("Hanchan points taken off, for a chombo say."),
    )


class Entered(Protocol):
    """A seat as its sheet or slip entered it: final points and the penalty in hanchan points."""

    @property
    def points(self) -> int: ...

    @property
    def penalty(self) -> Decimal: ...


@dataclass(frozen=True)
class Scored:
    """One seat of a checked sheet, scored: the seat (0 = East) and the four fields of `ScoredLine`."""

    seat: int
    points: int
    penalty: Decimal
    place: int
    score: Decimal

    def fields(self) -> dict[str, int | Decimal]:
        """The keyword arguments of a `ScoredLine` model."""
        return {"points": self.points, "penalty": self.penalty, "place": self.place, "score": self.score}


def scored_lines(
    lines: Sequence[Entered], rules: str | ResultRules, leftover_sticks: int = 0
) -> list[Scored]:
    """A checked sheet's lines (four, East first) with the place and hanchan score the scorer's results
    code gives their points under `rules`, less each seat's penalty: the one way a club game and a
    tournament slip are scored."""
    placings = hanchan_scores([line.points for line in lines], rules, leftover_sticks)
    return [
        Scored(placing.seat, line.points, line.penalty, placing.place, placing.score - line.penalty)
        for placing, line in zip(placings, lines, strict=True)
    ]
