"""The organiser’s forms (a tournament, a registration, the draw, the round timer) and the score slip a
table fills in on a phone: four final points checked against the ruleset’s total, with penalties."""

from __future__ import annotations

from decimal import Decimal

from django import forms
from django.core.exceptions import ValidationError
from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

from club.league.models import Player
from club.scored import penalty_field
from club.tournaments.models import FILL_CHOICES, WIND_LABELS, Entry, Seat, Tournament
from club.tournaments.slips import SlipEntry
from rules.forms import POINT_LIMIT, STICKS_LIMIT, PointsField, hundreds, points_off_message
from rules.models import Ruleset
from rules.scoring import ResultsUnavailable

MAX_ROUNDS = 20


class TournamentForm(forms.ModelForm):
    """A new tournament, or its settings; the ruleset must turn points into hanchan scores."""

    rounds = forms.IntegerField(label=_("Number of rounds"), min_value=1, max_value=MAX_ROUNDS)
    round_minutes = forms.IntegerField(
        label=_("Length of a round in minutes"), min_value=10, max_value=300, initial=90
    )

    class Meta:
        model = Tournament
        fields = ["name", "starts_on", "ends_on", "ruleset", "rounds", "fill", "round_minutes"]
        widgets = {
            "starts_on": forms.DateInput(attrs={"type": "date"}),
            "ends_on": forms.DateInput(attrs={"type": "date"}),
            "fill": forms.RadioSelect,
        }

    def __init__(self, *args: object, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)
        self.fields["ruleset"].empty_label = None
        self.fields["ruleset"].initial = Ruleset.objects.filter(is_default=True).first()

    def clean_ruleset(self) -> Ruleset:
        """Rules that give a hanchan score (known uma and return points)."""
        ruleset = self.cleaned_data["ruleset"]
        try:
            ruleset.result_rules()
        except ResultsUnavailable:
            raise ValidationError(
                _(
                    "These rules give no hanchan score (their uma or return points are unconfirmed): choose other rules."
                ),
                code="no_score",
            ) from None
        return ruleset

    def clean(self) -> dict:
        data = super().clean()
        if self.instance.pk and self.instance.seated_at and "rounds" in self.changed_data:
            self.add_error(
                "rounds", _("The seating is drawn: draw it again after changing the number of rounds.")
            )
        return data


class EntryForm(forms.Form):
    """A registration: a player of the club’s list, or a guest’s name (a guest needs no account)."""

    player = forms.ModelChoiceField(label=_("Club player"), queryset=Player.objects.none(), required=False)
    guest = forms.CharField(
        label=_("or a guest’s name"),
        max_length=60,
        required=False,
        help_text=_("A guest is added to the club’s list of players, without an account."),
    )
    country = forms.CharField(
        label=_("Country"),
        max_length=3,
        required=False,
        help_text=_("Three letters, as the EMA writes them: FRA, ESP."),
    )

    def __init__(self, *args: object, tournament: Tournament, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)
        self.tournament = tournament
        self.fields["player"].queryset = Player.objects.exclude(entries__tournament=tournament)

    def clean_country(self) -> str:
        country = self.cleaned_data["country"].strip().upper()
        if country and not (len(country) == 3 and country.isascii() and country.isalpha()):
            raise ValidationError(_("Write the country in three letters, as FRA or ESP."), code="country")
        return country

    def clean(self) -> dict:
        data = super().clean()
        player, guest = data.get("player"), (data.get("guest") or "").strip()
        if player is None and not guest:
            raise ValidationError(_("Choose a club player or write a guest’s name."), code="nobody")
        if player is not None and guest:
            raise ValidationError(_("Either a club player or a guest, not both."), code="both")
        if guest:
            known = Player.objects.filter(name__iexact=guest).first()
            if known is not None and Entry.objects.filter(tournament=self.tournament, player=known).exists():
                raise ValidationError(
                    _("%(name)s is registered already."), params={"name": known.name}, code="twice"
                )
            data["player"] = known
        return data

    def save(self) -> Entry:
        """The registration (and the guest’s line on the club’s list, when new)."""
        data = self.cleaned_data
        player = data["player"] or Player.objects.create(name=data["guest"].strip())
        return Entry.objects.create(tournament=self.tournament, player=player, country=data["country"])


class DrawForm(forms.Form):
    """The draw: what to do with a count that is not a multiple of four."""

    fill = forms.ChoiceField(
        label=_("When the count is not a multiple of four"), choices=FILL_CHOICES, widget=forms.RadioSelect
    )


class TimerForm(forms.Form):
    """Start the round timer the wall shows."""

    round = forms.IntegerField(
        label=pgettext_lazy("a tournament’s round", "Round"), min_value=1, max_value=MAX_ROUNDS
    )
    minutes = forms.IntegerField(label=_("Minutes"), min_value=1, max_value=300)


class SlipForm(forms.Form):
    """A table’s score slip: each seat’s final points and penalty, the sticks left on the table. Refused,
    kept filled, when the points do not add up to the table’s total, saying by how much. A correction
    carries the version it started from."""

    key = forms.UUIDField(widget=forms.HiddenInput)
    version = forms.IntegerField(widget=forms.HiddenInput, required=False)
    seating = forms.CharField(widget=forms.HiddenInput, required=False)
    leftover_sticks = forms.IntegerField(
        label=_("Riichi sticks left on the table"), min_value=0, max_value=STICKS_LIMIT, required=False
    )

    def __init__(self, *args: object, seats: list[Seat], tournament: Tournament, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)
        self.seats = seats
        self.tournament = tournament
        for seat in seats:
            self.fields[f"points_{seat.wind}"] = PointsField(
                label=WIND_LABELS[seat.wind],
                min_value=-POINT_LIMIT,
                max_value=POINT_LIMIT,
                validators=[hundreds],
            )
            self.fields[f"penalty_{seat.wind}"] = penalty_field()

    def seat_rows(self) -> list[tuple[Seat, forms.BoundField, forms.BoundField]]:
        """(seat, points, penalty) of each seat, East first."""
        return [(seat, self[f"points_{seat.wind}"], self[f"penalty_{seat.wind}"]) for seat in self.seats]

    def clean(self) -> dict:
        data = super().clean()
        sticks = data.get("leftover_sticks") or 0
        data["leftover_sticks"] = sticks
        totals = [data.get(f"points_{seat.wind}") for seat in self.seats]
        if None in totals:
            return data
        rules = self.tournament.ruleset.result_rules()
        off = rules.points_off(totals, sticks)  # type: ignore[arg-type]
        if off:
            raise ValidationError(
                points_off_message(off, sum(totals), sticks, rules.start_points),  # type: ignore[arg-type]
                code="wrong_sum",
            )
        if sticks and rules.leftover_sticks is None:
            raise ValidationError(
                _("These rules do not say where sticks left on the table go: record none."), code="sticks"
            )
        return data

    def lines(self) -> list[SlipEntry]:
        """The slip’s lines, East first, of a valid form."""
        data = self.cleaned_data
        return [
            SlipEntry(data[f"points_{seat.wind}"], data.get(f"penalty_{seat.wind}") or Decimal(0))
            for seat in self.seats
        ]
