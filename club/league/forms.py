"""The score sheet an organiser fills in after a game: date, rules, four players in their seats with
their final points and penalties, and the riichi sticks left on the table."""

from __future__ import annotations

import datetime
from decimal import Decimal

from django import forms
from django.core.exceptions import ValidationError
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from club.league.models import Game, Player
from club.league.recording import SeatLine
from club.scored import penalty_field
from rules.forms import POINT_LIMIT, SEAT_LABELS, STICKS_LIMIT, PointsField, hundreds, points_off_message
from rules.models import Ruleset
from rules.scoring import ResultsUnavailable, table_rules

SEATS = range(len(SEAT_LABELS))


class GameForm(forms.Form):
    """A game's sheet; refused, with the form kept filled, when its points do not add up. A correction
    carries the version of the game it started from."""

    version = forms.IntegerField(widget=forms.HiddenInput, required=False)

    played_on = forms.DateField(label=_("Date"), widget=forms.DateInput(attrs={"type": "date"}))
    ruleset = forms.ModelChoiceField(label=_("Ruleset"), queryset=Ruleset.objects.all(), empty_label=None)
    leftover_sticks = forms.IntegerField(
        label=_("Riichi sticks left on the table"), min_value=0, max_value=STICKS_LIMIT, required=False
    )

    def __init__(self, *args: object, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)
        self.fields["played_on"].initial = timezone.localdate
        self.fields["ruleset"].initial = Ruleset.objects.filter(is_default=True).first()
        players = Player.objects.all()
        for seat, label in zip(SEATS, SEAT_LABELS, strict=True):
            self.fields[f"player_{seat}"] = forms.ModelChoiceField(label=label, queryset=players)
            self.fields[f"points_{seat}"] = PointsField(
                label=_("Final points"), min_value=-POINT_LIMIT, max_value=POINT_LIMIT, validators=[hundreds]
            )
            self.fields[f"penalty_{seat}"] = penalty_field()

    def seat_rows(self) -> list[tuple[forms.BoundField, forms.BoundField, forms.BoundField]]:
        """(player, points, penalty) of each seat, East first."""
        return [(self[f"player_{seat}"], self[f"points_{seat}"], self[f"penalty_{seat}"]) for seat in SEATS]

    def clean_played_on(self) -> datetime.date:
        """A game cannot have been played tomorrow."""
        played_on = self.cleaned_data["played_on"]
        if played_on > timezone.localdate():
            raise ValidationError(_("This date is still to come."), code="future")
        return played_on

    def clean(self) -> dict:
        """Four different players, rules that give a hanchan score, and points that add up."""
        data = super().clean()
        chosen = [data.get(f"player_{seat}") for seat in SEATS]
        if None not in chosen and len(set(chosen)) < len(chosen):
            raise ValidationError(_("A player can sit at only one seat."), code="same_player")
        ruleset = data.get("ruleset")
        totals = [data.get(f"points_{seat}") for seat in SEATS]
        sticks = data.get("leftover_sticks") or 0
        data["leftover_sticks"] = sticks
        if ruleset is None or None in totals:
            return data
        try:
            ruleset.result_rules()
        except ResultsUnavailable:
            raise ValidationError(
                _(
                    "These rules give no hanchan score (their uma or return points are unconfirmed): choose other rules."
                ),
                code="no_score",
            ) from None
        start = int(table_rules(ruleset.base, ruleset.table_rules)["start_points"])  # type: ignore[call-overload]
        off = sum(totals) + sticks * 1000 - len(SEAT_LABELS) * start
        if off:
            raise ValidationError(points_off_message(off, sum(totals), sticks, start), code="wrong_sum")
        return data

    def lines(self) -> list[SeatLine]:
        """The sheet's lines, East first, of a valid form."""
        data = self.cleaned_data
        return [
            SeatLine(
                data[f"player_{seat}"], data[f"points_{seat}"], data.get(f"penalty_{seat}") or Decimal(0)
            )
            for seat in SEATS
        ]


def sheet_of(game: Game) -> dict[str, object]:
    """A recorded game as the sheet's initial values, for its correction."""
    initial: dict[str, object] = {
        "played_on": game.played_on,
        "ruleset": game.ruleset_id,
        "leftover_sticks": game.leftover_sticks,
        "version": game.version,
    }
    for seat in game.seats.all():
        initial[f"player_{seat.seat}"] = seat.player_id
        initial[f"points_{seat.seat}"] = seat.points
        initial[f"penalty_{seat.seat}"] = seat.penalty or None
    return initial


class ImportForm(forms.Form):
    """A CSV file of games, checked first (the dry run) and imported only when every row is good."""

    file = forms.FileField(
        label=_("CSV file"),
        help_text=_(
            "The columns of the games export: game, date, ruleset, leftover_sticks, seat, player, points, penalty."
        ),
    )
    dry_run = forms.BooleanField(label=_("Only check the file, import nothing"), required=False, initial=True)

    def text(self) -> str | None:
        """The file's text, or None (with the field's error) when it is not UTF-8 text."""
        try:
            return self.cleaned_data["file"].read().decode("utf-8-sig")
        except UnicodeDecodeError:
            self.add_error("file", _("This file is not UTF-8 text."))
            return None
