"""The score keeper's forms: a new table (ruleset, four players, seats), one hand of each kind, and a
player's answer to the sent result.

Each kind of hand has its own form on the page (prefixed by its kind, so the four can sit side by side),
and every one carries the submission key made when it was shown and the number of the hand it enters.
A form's `record()` is the hand in the stored record shape; the engine checks the rest when it is sent.
"""

from __future__ import annotations

import random
from typing import Any

from django import forms
from django.utils.translation import gettext_lazy as _

from club.keeper.hands import FU_VALUES, MAX_HAN, limits_for, max_winners
from club.keeper.models import SeatVerdict
from club.keeper.phrases import ABORTIVE_NAMES, LIMIT_NAMES
from club.league.models import Player
from rules.models import Ruleset
from rules.play import PlayRules
from site_project.numbers import format_number

SEAT_FIELDS = ("east", "south", "west", "north")
ENTERED, DRAWN = "entered", "drawn"
PLAYER_LIST_ID = "club-players"
SEAT_LABELS = (_("East (first dealer)"), _("South"), _("West"), _("North"))
TSUMO = "tsumo"


class NewTableForm(forms.Form):
    """A table's ruleset and its four players, East (the first dealer) first, or drawn at random.

    The names are suggested from the club's player list as they are typed (the page's datalist); a name
    on the list is written as the list writes it (so "ana" plays as the club's Ana), any other plays as
    a guest, who joins the list when the game is recorded."""

    ruleset = forms.ModelChoiceField(queryset=Ruleset.objects.none(), label=_("Ruleset"), empty_label=None)
    seating = forms.ChoiceField(
        label=_("Seats"),
        choices=[
            (ENTERED, _("As entered: the first player is East, the first dealer")),
            (DRAWN, _("Drawn at random when the game starts")),
        ],
        initial=ENTERED,
        required=False,  # none chosen: as entered
        widget=forms.RadioSelect,
    )

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        rulesets = Ruleset.objects.order_by("position", "key")
        ruleset_field = self.fields["ruleset"]
        assert isinstance(ruleset_field, forms.ModelChoiceField)
        ruleset_field.queryset = rulesets
        ruleset_field.initial = rulesets.filter(is_default=True).first()
        self.club_players = list(Player.objects.order_by("name").values_list("name", flat=True))
        for name, label in zip(SEAT_FIELDS, SEAT_LABELS, strict=True):
            self.fields[name] = forms.CharField(
                label=label,
                max_length=60,
                widget=forms.TextInput(attrs={"list": PLAYER_LIST_ID, "autocomplete": "off"}),
            )

    def clean(self) -> dict[str, Any]:
        data = super().clean()
        on_the_list = {name.casefold(): name for name in self.club_players}
        for field in SEAT_FIELDS:
            if field in data:
                typed = " ".join(data[field].split())
                data[field] = on_the_list.get(typed.casefold(), typed)
        names = [data.get(name, "").casefold() for name in SEAT_FIELDS]
        if all(names) and len(set(names)) != len(names):
            raise forms.ValidationError(_("Give each player a different name."), code="same_name")
        return data

    @property
    def drawn(self) -> bool:
        """Whether the seats are drawn at random (the form valid)."""
        return self.cleaned_data.get("seating") == DRAWN

    def seated_names(self, draw: random.Random) -> list[str]:
        """The four names in seat order, East first: as entered, or shuffled by `draw` (the form valid)."""
        names = [self.cleaned_data[field] for field in SEAT_FIELDS]
        if self.drawn:
            draw.shuffle(names)
        return names


def _seat_choices(names: tuple[str, ...]) -> list[tuple[int, str]]:
    return list(enumerate(names))


class HandForm(forms.Form):
    """One hand of one kind ("win", "draw", "abortive", "chombo") at a table with these names and rules."""

    key = forms.UUIDField(widget=forms.HiddenInput)
    number = forms.IntegerField(widget=forms.HiddenInput, min_value=1)

    def __init__(
        self, *args: Any, kind: str, names: tuple[str, ...], rules: PlayRules, **kwargs: Any
    ) -> None:
        super().__init__(*args, prefix=kind, **kwargs)
        self.kind = kind
        self.rules = rules
        seats = _seat_choices(names)
        if kind == "win":
            self.winner_slots = max_winners(rules)
            discarders = [(TSUMO, _("Nobody: tsumo")), *seats]
            self.fields["discarder"] = forms.ChoiceField(
                label=_("Winning tile discarded by"), choices=discarders, initial=TSUMO
            )
            for slot in range(1, self.winner_slots + 1):
                first = slot == 1
                self.fields[f"winner_{slot}"] = forms.TypedChoiceField(
                    label=_("Winner") if first else _("Another winner on the same discard"),
                    choices=[("", "—"), *seats],
                    coerce=int,
                    required=first,
                    empty_value=None,
                )
                self.fields[f"han_{slot}"] = forms.IntegerField(
                    label=_("Han"), min_value=1, max_value=MAX_HAN, required=False
                )
                self.fields[f"fu_{slot}"] = forms.TypedChoiceField(
                    label=_("Fu"),
                    choices=[("", "—"), *((fu, format_number(fu)) for fu in FU_VALUES)],
                    coerce=int,
                    required=False,
                    empty_value=None,
                )
                self.fields[f"limit_{slot}"] = forms.ChoiceField(
                    label=_("or a limit"),
                    choices=[("", "—"), *((key, LIMIT_NAMES[key]) for key in limits_for(rules))],
                    required=False,
                )
        if kind in ("win", "draw", "abortive"):
            self.fields["riichi"] = _seats_field(_("Declared riichi this hand"), seats)
        if kind == "draw":
            self.fields["tenpai"] = _seats_field(_("Tenpai"), seats)
            if rules.nagashi_mangan:
                self.fields["nagashi"] = _seats_field(_("Nagashi mangan"), seats)
        if kind == "abortive":
            self.fields["abortive"] = forms.ChoiceField(
                label=_("Abortive draw"),
                choices=[(key, ABORTIVE_NAMES[key]) for key in rules.abortive_draws],
            )
        if kind == "chombo":
            self.fields["offender"] = forms.TypedChoiceField(
                label=_("Offender"), choices=[("", "—"), *seats], coerce=int, empty_value=None
            )

    def winner_rows(self) -> list[list[forms.BoundField]]:
        """The winner, han, fu and limit fields of each winner slot, for the template."""
        return [
            [self[f"{name}_{slot}"] for name in ("winner", "han", "fu", "limit")]
            for slot in range(1, getattr(self, "winner_slots", 0) + 1)
        ]

    @property
    def extra_winner_entered(self) -> bool:
        """Whether a second or third winner was sent (their part of the form then opens)."""
        return self.is_bound and any(
            self.data.get(f"{self.prefix}-winner_{slot}") for slot in range(2, self.winner_slots + 1)
        )

    def clean(self) -> dict[str, Any]:
        data = super().clean()
        if self.kind != "win" or self.errors:
            return data
        for slot in range(1, self.winner_slots + 1):
            if data.get(f"winner_{slot}") is None:
                continue
            has_value = data.get(f"han_{slot}") is not None or data.get(f"limit_{slot}")
            if not has_value:
                self.add_error(f"han_{slot}", _("Enter the han and fu, or choose a limit."))
            elif data.get(f"limit_{slot}") and data.get(f"han_{slot}") is not None:
                self.add_error(f"limit_{slot}", _("Enter the han and fu, or a limit, not both."))
        return data

    def record(self) -> dict[str, Any]:
        """The hand as a stored record (the form being valid)."""
        data = self.cleaned_data
        record: dict[str, Any] = {"kind": self.kind}
        if "riichi" in data:
            record["riichi"] = data["riichi"]
        if self.kind == "win":
            discarder = data["discarder"]
            record["discarder"] = None if discarder == TSUMO else int(discarder)
            record["wins"] = []
            for slot in range(1, self.winner_slots + 1):
                if data.get(f"winner_{slot}") is None:
                    continue
                win: dict[str, Any] = {"winner": data[f"winner_{slot}"]}
                if data.get(f"limit_{slot}"):
                    win["limit"] = data[f"limit_{slot}"]
                else:
                    win["han"], win["fu"] = data[f"han_{slot}"], data.get(f"fu_{slot}")
                record["wins"].append(win)
        elif self.kind == "draw":
            record["tenpai"] = data["tenpai"]
            record["nagashi"] = data.get("nagashi", [])
        elif self.kind == "abortive":
            record["abortive"] = data["abortive"]
        elif self.kind == "chombo":
            record["offender"] = data["offender"]
        return record


def _seats_field(label: Any, seats: list[tuple[int, str]]) -> forms.TypedMultipleChoiceField:
    return forms.TypedMultipleChoiceField(
        label=label, choices=seats, coerce=int, required=False, widget=forms.CheckboxSelectMultiple
    )


class UndoForm(forms.Form):
    """Undo the hand recorded with this key (the game's last)."""

    key = forms.UUIDField(widget=forms.HiddenInput)


class VerdictForm(forms.Form):
    """A player's answer to the sent result, for their seat: confirmed, or disputed with what is wrong."""

    seat = forms.TypedChoiceField(choices=[(seat, seat) for seat in range(4)], coerce=int)
    verdict = forms.ChoiceField(choices=SeatVerdict.VERDICTS)
    reason = forms.CharField(
        label=_("What is wrong?"),
        max_length=300,
        required=False,
        widget=forms.Textarea(attrs={"rows": 2}),
        help_text=_("For the organiser who settles it."),
    )

    def clean(self) -> dict[str, Any]:
        data = super().clean()
        if data.get("verdict") == SeatVerdict.DISPUTED and not data.get("reason", "").strip():
            self.add_error("reason", _("Say what is wrong, for the organiser who settles it."))
        return data
