"""The calculator form: the scoring contract's fields as GET parameters, so a URL is a shareable hand.

The parameter names are the contract's field names; the melds are written in the short text form of
the tile tags ("pon:777z ankan:1111m"). The form checks only the shape of the input; whether the tiles
make a hand is the scorer's answer, shown beside the form.
"""

import re

from django import forms
from django.core.exceptions import ValidationError
from django.utils.translation import gettext_lazy as _

from calculator.phrases import FLAG_LABELS, MELD_NAMES, WIND_NAMES
from calculator.rulesets import RulesetChoice

FLAGS = tuple(FLAG_LABELS)
MELD_PATTERN = re.compile(r"^(?P<kind>[A-Za-z]+):(?P<tiles>[0-9mpsz]+)$")
# The other names the site teaches for a meld (the glossary's chii and kakan, the English chow and
# pung), each read as the contract's kind; the page's script gets the same table (data-meld-aliases).
MELD_ALIASES = {"chii": "chi", "chow": "chi", "pung": "pon", "daiminkan": "kan", "kakan": "shouminkan"}
NOTATION_ATTRS = {"autocomplete": "off", "spellcheck": "false", "autocapitalize": "none"}
TILE_FIELD = {"max_length": 60, "required": False, "widget": forms.TextInput(attrs=NOTATION_ATTRS)}
# The counters of the situation (the page draws − and + beside each) and their highest value.
COUNTERS = ("honba", "riichi_sticks")
COUNTER_MAX = 99


def meld_kind(name: str) -> str:
    """The contract's kind for a meld name a player may write ("Chii", "kakan"), "" for none.

    >>> meld_kind("Chii"), meld_kind("kakan"), meld_kind("ankan"), meld_kind("minkan")
    ('chi', 'shouminkan', 'ankan', '')
    """
    name = name.lower()
    name = MELD_ALIASES.get(name, name)
    return name if name in MELD_NAMES else ""


def parse_melds(text: str) -> list[dict[str, str]]:
    """Melds of the short text form as contract meld objects; a ValidationError names a bad one.

    >>> parse_melds("pon:777z, chii:123m kakan:5555p")
    [{'kind': 'pon', 'tiles': '777z'}, {'kind': 'chi', 'tiles': '123m'}, {'kind': 'shouminkan', 'tiles': '5555p'}]
    """
    melds = []
    for part in re.split(r"[\s,]+", text.strip()):
        if not part:
            continue
        match = MELD_PATTERN.match(part)
        kind = meld_kind(match["kind"]) if match else ""
        if not kind:
            raise ValidationError(
                _("“%(meld)s” is not a meld: write kind:tiles, for example pon:777z or chi:123m."),
                params={"meld": part},
                code="bad_meld",
            )
        melds.append({"kind": kind, "tiles": match["tiles"]})
    if len(melds) > 4:
        raise ValidationError(_("A hand has at most four melds."), code="too_many_melds")
    return melds


def melds_text(melds: list[dict[str, str]]) -> str:
    """The short text form of contract melds, the inverse of `parse_melds`."""
    return " ".join(f"{meld['kind']}:{meld['tiles']}" for meld in melds)


class CalculatorForm(forms.Form):
    """Every input of a scoring request; absent parameters take the contract's defaults."""

    hand = forms.CharField(
        label=_("Hand"),
        help_text=_("Every concealed tile, the winning tile included, e.g. 234m567p23455s."),
        **TILE_FIELD,
    )
    win_tile = forms.CharField(
        label=_("Winning tile"), max_length=4, required=False, widget=forms.TextInput(attrs=NOTATION_ATTRS)
    )
    melds = forms.CharField(
        label=_("Melds"),
        help_text=_("Called sets and kongs as kind:tiles, e.g. pon:777z chi:123m ankan:1111s."),
        max_length=120,
        required=False,
        widget=forms.TextInput(attrs=NOTATION_ATTRS),
    )
    # Four choices a tap each (a select takes two: open it, pick), East when none is given.
    seat_wind = forms.ChoiceField(
        label=_("Seat wind"), choices=list(WIND_NAMES.items()), required=False, widget=forms.RadioSelect
    )
    round_wind = forms.ChoiceField(
        label=_("Round wind"), choices=list(WIND_NAMES.items()), required=False, widget=forms.RadioSelect
    )
    dora_indicators = forms.CharField(label=_("Dora indicators"), **TILE_FIELD)
    ura_indicators = forms.CharField(label=_("Ura-dora indicators"), **TILE_FIELD)
    honba = forms.IntegerField(
        label=_("Honba (counters)"), min_value=0, max_value=COUNTER_MAX, required=False
    )
    riichi_sticks = forms.IntegerField(
        label=_("Riichi sticks"), min_value=0, max_value=COUNTER_MAX, required=False
    )
    ruleset = forms.ChoiceField(label=_("Ruleset"), required=False)

    def __init__(self, *args: object, rulesets: list[RulesetChoice], **kwargs: object) -> None:
        super().__init__(*args, **kwargs)
        self.rulesets = {choice.key: choice for choice in rulesets}
        self.default_ruleset = next(choice.key for choice in rulesets if choice.is_default)
        self.fields["ruleset"].choices = [(choice.key, choice.name) for choice in rulesets]
        self.fields["ruleset"].initial = self.default_ruleset
        for flag, label in FLAG_LABELS.items():
            self.fields[flag] = forms.BooleanField(label=label, required=False)

    def clean_melds(self) -> list[dict[str, str]]:
        return parse_melds(self.cleaned_data["melds"])

    def clean_ruleset(self) -> str:
        return self.cleaned_data["ruleset"] or self.default_ruleset

    def flag_fields(self) -> list[forms.BoundField]:
        """The situation checkboxes, in the contract's order."""
        return [self[flag] for flag in FLAGS]

    def scoring_request(self, ruleset: str | None = None) -> dict[str, object]:
        """The contract request of a valid form (under `ruleset` when given), defaults left out."""
        data = self.cleaned_data
        request: dict[str, object] = {"hand": data["hand"].strip(), "win_tile": data["win_tile"].strip()}
        if data["melds"]:
            request["melds"] = data["melds"]
        request.update({flag: True for flag in FLAGS if data.get(flag)})
        for name in ("seat_wind", "round_wind", "dora_indicators", "ura_indicators"):
            if data[name]:
                request[name] = data[name].strip()
        for name in COUNTERS:
            if data[name]:
                request[name] = data[name]
        request.update(self.rulesets[ruleset or data["ruleset"]].request_fields)
        return request

    def query(self) -> dict[str, str]:
        """The GET parameters of a valid form, defaults left out: the shareable state of the page."""
        data = self.cleaned_data
        query: dict[str, str] = {}
        for name in ("hand", "win_tile"):
            if data[name].strip():
                query[name] = data[name].strip()
        if data["melds"]:
            query["melds"] = melds_text(data["melds"])
        query.update({flag: "on" for flag in FLAGS if data.get(flag)})
        for name in (
            "seat_wind",
            "round_wind",
            "dora_indicators",
            "ura_indicators",
            "honba",
            "riichi_sticks",
        ):
            if data[name]:
                query[name] = str(data[name]).strip()
        query["ruleset"] = data["ruleset"]
        return query
