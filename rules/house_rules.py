"""The house-rules form of the admin: one control per rule instead of a JSON box.

Each control shows the value these rules play (the base ruleset's, or the club's where it differs), with
the label and help the comparison page gives it; on saving, what differs from the base ruleset is stored
(`Ruleset.overrides` for the scorer's parameters, `Ruleset.table_rules` for the table's). So what a club
sees in the form is what it plays, whichever base it picks. Names and texts are required only in the
languages the club writes in (its settings); the other languages fall back to one that is filled.
"""

from __future__ import annotations

from django import forms
from django.conf import settings
from django.core.exceptions import ValidationError
from django.utils.translation import gettext_lazy as _

from rules.comparison import rule_text
from rules.models import Ruleset, RulesetParameter
from rules.pages import yaku_names
from rules.phrases import GAME_FACT_LABELS
from rules.scoring import (
    LEFTOVER_STICKS,
    PENALTY_RANGE,
    POINTS_RANGE,
    RULE_CHOICES,
    RULESETS,
    TIES,
    UMA_RANGE,
    table_rules,
)

TRANSLATED = ("name", "short", "description")
PLACES = (_("1st"), _("2nd"), _("3rd"), _("4th"))
TIE_LABELS = {
    "shared": _("Tied players share the uma and oka of the places they hold"),
    "seat_order": _("The seat order breaks ties: the earlier seat ranks higher"),
}
STICK_LABELS = {"first": _("To first place"), "lost": _("Lost: nobody gets them")}
TABLE_HELP = {
    "start_points": _("Each player's points at the start of the game."),
    "return_points": _("The points a hanchan score is counted from (the target)."),
    "oka": _("Thousands given to first place on top of the uma: 4 × (return points − start points)."),
    "uma": _("Thousands added to each place's score; they add up to zero."),
    "ties": _("How equal final totals are placed."),
    "leftover_sticks": _("Where riichi sticks still on the table at the end of the game go."),
    "bust": _("A player below zero points ends the game at once."),
    "chombo": _("Hanchan points taken from a player for each chombo."),
}


class ChoiceOf(forms.TypedChoiceField):
    """A choice whose refusal names the valid values."""

    default_error_messages = {
        "invalid_choice": _("“%(value)s” is not possible here; choose one of: %(choices)s.")
    }

    def validate(self, value: object) -> None:
        try:
            super().validate(value)
        except ValidationError as error:
            if error.code != "invalid_choice":
                raise
            raise ValidationError(
                self.error_messages["invalid_choice"],
                code="invalid_choice",
                params={"value": value, "choices": "; ".join(str(label) for _key, label in self.choices)},
            ) from None


class ListOf(forms.MultipleChoiceField):
    """Several keys of a list, as checkboxes, whose refusal names the valid values."""

    widget = forms.CheckboxSelectMultiple
    default_error_messages = ChoiceOf.default_error_messages

    def validate(self, value: object) -> None:
        for item in value or ():
            if not self.valid_value(item):
                raise ValidationError(
                    self.error_messages["invalid_choice"],
                    code="invalid_choice",
                    params={"value": item, "choices": "; ".join(str(label) for _key, label in self.choices)},
                )


def _value_label(value: object, names: dict[str, str]) -> str:
    """A choice as the comparison page writes it: a yaku's name, fu, or a limit."""
    return names.get(str(value)) or rule_text(value, names)


def parameter_field(key: str, label: str, help_text: str, names: dict[str, str]) -> forms.Field:
    """The control of one scorer parameter: a checkbox, a choice or a list of checkboxes."""
    sample = getattr(RULESETS["ema"], key)
    if isinstance(sample, bool):
        return forms.BooleanField(label=label, help_text=help_text, required=False)
    choices = [(value, _value_label(value, names)) for value in RULE_CHOICES[key]]
    if isinstance(sample, tuple):
        return ListOf(label=label, help_text=help_text, required=False, choices=choices)
    coerce = int if isinstance(sample, int) else str
    return ChoiceOf(
        label=label, help_text=help_text, choices=choices, coerce=coerce, widget=forms.RadioSelect
    )


def thousands(label: object, bounds: tuple[int, int], help_text: object = "") -> forms.IntegerField:
    """A number of thousands (uma, oka, a penalty)."""
    return forms.IntegerField(
        label=label,
        help_text=help_text,
        min_value=bounds[0],
        max_value=bounds[1],
        required=False,
        widget=forms.NumberInput(attrs={"inputmode": "numeric", "class": "vIntegerField"}),
    )


def table_fields() -> dict[str, forms.Field]:
    """The controls of the table rules."""
    points = {
        key: forms.IntegerField(
            label=GAME_FACT_LABELS[key],
            help_text=TABLE_HELP[key],
            min_value=POINTS_RANGE[0],
            max_value=POINTS_RANGE[1],
            step_size=100,
            required=False,
        )
        for key in ("start_points", "return_points")
    }
    uma = {
        f"table_uma_{place}": thousands(_("Uma, %(place)s") % {"place": PLACES[place]}, UMA_RANGE)
        for place in range(4)
    }
    uma["table_uma_0"].help_text = TABLE_HELP["uma"]
    return {
        **{f"table_{key}": field for key, field in points.items()},
        "table_oka": thousands(GAME_FACT_LABELS["oka"], UMA_RANGE, TABLE_HELP["oka"]),
        **uma,
        "table_ties": ChoiceOf(
            label=GAME_FACT_LABELS["ties"],
            help_text=TABLE_HELP["ties"],
            choices=[(key, TIE_LABELS[key]) for key in TIES],
            widget=forms.RadioSelect,
        ),
        "table_leftover_sticks": ChoiceOf(
            label=GAME_FACT_LABELS["riichi_sticks_at_end"],
            help_text=TABLE_HELP["leftover_sticks"],
            choices=[(key, STICK_LABELS[key]) for key in LEFTOVER_STICKS],
            widget=forms.RadioSelect,
            required=False,
        ),
        "table_bust": forms.BooleanField(
            label=GAME_FACT_LABELS["busting"], help_text=TABLE_HELP["bust"], required=False
        ),
        "table_chombo": thousands(_("Chombo penalty"), PENALTY_RANGE, TABLE_HELP["chombo"]),
    }


def base_choices() -> list[tuple[str, str]]:
    """The named rulesets a club's rules may start from, by name."""
    names = dict(Ruleset.objects.filter(builtin=True).values_list("key", "name"))
    return [(key, names.get(key, key)) for key in RULESETS]


PARAMETER_KEYS = tuple(RULESETS["ema"].as_dict())[1:]  # after "name"
TABLE_KEYS = ("start_points", "return_points", "oka", "ties", "leftover_sticks", "bust", "chombo")


class HouseRulesForm(forms.ModelForm):
    """A club's house rules: a base from a list, then every rule as a control (see `house_rules_form`)."""

    base = ChoiceOf(label=_("Base ruleset"), help_text=_("The named ruleset these rules start from."))
    club_languages: tuple[str, ...] = ("en",)
    parameter_keys: tuple[str, ...] = ()

    class Meta:
        model = Ruleset
        fields = ("key", "position", "base", "name", "short", "description")

    def __init__(self, *args: object, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)
        self.fields["base"].choices = base_choices()
        for field in TRANSLATED:
            for language, _name in settings.LANGUAGES:
                if f"{field}_{language}" in self.fields:
                    self.fields[f"{field}_{language}"].required = language in self.club_languages
        self._fill_initial()

    def _fill_initial(self) -> None:
        """Show the values these rules play: the base's with the club's overrides."""
        base = self.instance.base if self.instance.base in RULESETS else "ema"
        self.initial.setdefault("base", base)
        playing = RULESETS[base].with_overrides(self.instance.overrides or {}).as_dict()
        for key in self.parameter_keys:
            self.initial.setdefault(f"rule_{key}", playing[key])
        table = table_rules(base, self.instance.table_rules or {})
        for key in TABLE_KEYS:
            self.initial.setdefault(f"table_{key}", table.get(key))
        for place, uma in enumerate(table.get("uma") or (None,) * 4):
            self.initial.setdefault(f"table_uma_{place}", uma)

    def clean(self) -> dict:
        """Keep only what differs from the base; check the uma and the oka against the points."""
        data = super().clean()
        base = data.get("base")
        if base not in RULESETS:
            return data
        played = RULESETS[base].as_dict()
        overrides: dict[str, object] = {}
        for key in self.parameter_keys:
            if f"rule_{key}" not in data:  # refused by its own control: the error is shown there
                continue
            value = data[f"rule_{key}"]
            if isinstance(played[key], list):
                value = [item for item in RULE_CHOICES[key] if item in (value or ())]
            if value != played[key]:
                overrides[key] = value
        self.instance.overrides = overrides
        self.instance.table_rules = self._table_overrides(base, data)
        return data

    def _table_overrides(self, base: str, data: dict) -> dict[str, object]:
        """The table rules that differ from the base's facts, after checking they hold together."""
        named = table_rules(base)
        given: dict[str, object] = {key: data.get(f"table_{key}") for key in TABLE_KEYS}
        uma = [data.get(f"table_uma_{place}") for place in range(4)]
        if any(part is not None for part in uma):
            if None in uma:
                self.add_error("table_uma_0", _("Give the uma of all four places, or of none."))
            elif sum(uma) != 0:
                self.add_error(
                    "table_uma_0",
                    _("The four uma add up to %(sum)s; they must add up to zero.") % {"sum": sum(uma)},
                )
            else:
                given["uma"] = tuple(uma)
        start, back, oka = (
            named[key] if given[key] is None else given[key]
            for key in ("start_points", "return_points", "oka")
        )
        if None not in (start, back, oka) and oka * 1000 != 4 * (back - start):
            self.add_error(
                "table_oka",
                _(
                    "With these start and return points the oka is %(oka)s: 4 × (%(back)s − %(start)s) / 1,000."
                )
                % {"oka": 4 * (back - start) // 1000, "back": back, "start": start},
            )
        return {
            key: list(value) if isinstance(value, tuple) else value
            for key, value in given.items()
            if value not in (None, "") and value != named.get(key)
        }


def house_rules_form(club_languages: list[str]) -> type[HouseRulesForm]:
    """The form class for a club writing in these languages, with a control for every parameter (labelled
    in the active language from the comparison page's rows) and every table rule."""
    names = yaku_names()
    parameters = RulesetParameter.objects.filter(key__in=PARAMETER_KEYS)
    controls: dict[str, object] = {
        f"rule_{parameter.key}": parameter_field(parameter.key, parameter.label, parameter.help, names)
        for parameter in parameters
    }
    controls.update(table_fields())
    controls["club_languages"] = tuple(club_languages)
    controls["parameter_keys"] = tuple(parameter.key for parameter in parameters)
    return type("ClubHouseRulesForm", (HouseRulesForm,), controls)  # type: ignore[return-value]


def fieldsets(form: type[HouseRulesForm]) -> list[tuple[object, dict]]:
    """The form's controls grouped as a club reads them: the rules, their names, scoring, the table."""
    return [
        (None, {"fields": ["key", "base", "position"]}),
        (_("Names and texts"), {"fields": ["name", "short", "description"]}),
        (_("Scoring"), {"fields": [f"rule_{key}" for key in form.parameter_keys]}),
        (_("Table rules"), {"fields": [name for name in form.base_fields if name.startswith("table_")]}),
    ]
