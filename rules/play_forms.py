"""The forms of the two tools of "How to play". GET forms, as the other reference forms: every answer is
a link, and the form comes back filled with what was typed. Each builds the request dict that
`rules.play_tools` answers, the same one the JSON API takes."""

from typing import Any

from django import forms
from django.utils.functional import Promise
from django.utils.translation import gettext_lazy as _

from rules.models import Ruleset
from rules.play_phrases import SEAT_NAMES
from rules.play_tools import MAX_COUNT, MAX_TEXT, default_ruleset_key

WIND_LABELS = {"E": _("East"), "S": _("South"), "W": _("West"), "N": _("North")}
TILES_HELP = _("In notation: numbers then their suit (m characters, p circles, s bamboo, z honours).")


def ruleset_choices() -> list[tuple[str, str]]:
    """Every ruleset of the site, the club's house rules included."""
    return [(row.key, row.name) for row in Ruleset.objects.all()]


def _tiles_field(label: Any, required: bool = False, help_text: Any = "") -> forms.CharField:
    attributes = {"autocomplete": "off", "spellcheck": "false", "autocapitalize": "off"}
    return forms.CharField(
        label=label,
        max_length=MAX_TEXT,
        required=required,
        help_text=help_text,
        strip=True,
        widget=forms.TextInput(attrs=attributes),
    )


class ToolForm(forms.Form):
    """A tool's form: the ruleset choice, defaulting to the site's."""

    ruleset = forms.ChoiceField(label=_("Ruleset"))

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.fields["ruleset"].choices = ruleset_choices()
        self.fields["ruleset"].initial = default_ruleset_key()


class CanRonForm(ToolForm):
    """Your 13 tiles, your discards, riichi, the winning tiles let pass, and the tile discarded."""

    hand = _tiles_field(_("Your hand (13 tiles)"), required=True, help_text=TILES_HELP)
    tile = _tiles_field(_("The tile just discarded"), required=True)
    discards = _tiles_field(_("Your own discards"))
    riichi = forms.BooleanField(label=_("You declared riichi"), required=False)
    passed = _tiles_field(
        _("Tiles let pass since your last discard"),
        help_text=_("Discards of the others you did not win on since your own last discard."),
    )
    passed_in_riichi = _tiles_field(
        _("Tiles let pass since your riichi"),
        help_text=_("Every tile you could have won on after declaring riichi, your own draws included."),
    )
    seat_wind = forms.ChoiceField(label=_("Your seat wind"), choices=list(WIND_LABELS.items()), initial="E")
    round_wind = forms.ChoiceField(label=_("Round wind"), choices=list(WIND_LABELS.items()), initial="E")

    field_order = [
        "hand",
        "tile",
        "discards",
        "riichi",
        "passed",
        "passed_in_riichi",
        "seat_wind",
        "round_wind",
    ]

    def tool_request(self) -> dict[str, Any]:
        """The request of `rules.play_tools.can_ron` (a valid form only)."""
        data = self.cleaned_data
        request = {key: data[key] for key in ("hand", "tile", "ruleset", "seat_wind", "round_wind")}
        request.update({key: data[key] for key in ("discards", "passed", "passed_in_riichi") if data[key]})
        if data["riichi"]:
            request["riichi"] = True
        return request


SEAT_CHOICES = [(str(seat), name) for seat, name in SEAT_NAMES.items()]


def seats_field(label: str | Promise, help_text: str | Promise = "") -> forms.TypedMultipleChoiceField:
    """A box to tick per seat (who is tenpai, who declared riichi...): none ticked is an answer too."""
    return forms.TypedMultipleChoiceField(
        label=label,
        choices=SEAT_CHOICES,
        coerce=int,
        required=False,
        widget=forms.CheckboxSelectMultiple,
        help_text=help_text,
    )


class DrawForm(ToolForm):
    """An exhaustive draw: the dealer, who is tenpai, who declared riichi, nagashi mangan, and the table's
    honba and riichi sticks."""

    dealer = forms.TypedChoiceField(label=_("Dealer"), choices=SEAT_CHOICES, coerce=int, initial="0")
    tenpai = seats_field(_("Tenpai players"))
    riichi = seats_field(_("Players who declared riichi this hand"))
    nagashi = seats_field(_("Nagashi mangan"), help_text=_("Only where the ruleset plays it."))
    honba = forms.IntegerField(label=_("Honba on the table"), min_value=0, max_value=MAX_COUNT, initial=0)
    sticks = forms.IntegerField(
        label=_("Riichi sticks already on the table"), min_value=0, max_value=MAX_COUNT, initial=0
    )

    field_order = ["dealer", "tenpai", "riichi", "nagashi", "honba", "sticks", "ruleset"]

    def tool_request(self) -> dict[str, Any]:
        """The request of `rules.play_tools.draw_payments` (a valid form only)."""
        data = self.cleaned_data
        return {
            "dealer": data["dealer"],
            "tenpai": data["tenpai"],
            "riichi": data["riichi"],
            "nagashi": data["nagashi"],
            "honba": data["honba"] or 0,
            "sticks": data["sticks"] or 0,
            "ruleset": data["ruleset"],
        }
