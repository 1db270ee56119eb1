"""The reference pages' forms: the yaku list's search and filter, the scoring table's ruleset, and
the game-results calculator. All are GET forms, so every state of a page is a link."""

from django import forms
from django.core.exceptions import ValidationError
from django.utils.translation import gettext_lazy as _
from django.utils.translation import ngettext, pgettext_lazy

from rules.results_rulesets import ResultsRuleset
from rules.templatetags.reference import points
from rules.yaku_search import SHOWS
from site_project.numbers import PointsSyntaxError, parse_table_points

SHOW_LABELS = {
    "": _("All yaku"),
    "closed": _("Closed hands only"),
    "open": _("Open hands allowed"),
    "yakuman": pgettext_lazy("limit", "Yakuman"),
    "local": pgettext_lazy("the heading of a list of them", "Local yaku"),
}
SEAT_LABELS = (_("East (first dealer)"), _("South"), _("West"), _("North"))
POINT_LIMIT = 500_000


def hundreds(value: int) -> None:
    """Points change hands in hundreds, so a final total is a multiple of 100."""
    if value % 100:
        raise ValidationError(
            _("%(value)s is not a possible total: points are always a multiple of 100."),
            params={"value": value},
            code="hundreds",
        )


class PointsField(forms.IntegerField):
    """A final total as players write it in any of the site's languages (45,000 / 45 000 / 45.000, or
    45.2 for 45,200; negative totals too); the page keeps the text as typed when it is refused."""

    def to_python(self, value: object) -> int | None:
        if value in self.empty_values:
            return None
        try:
            return parse_table_points(str(value))
        except PointsSyntaxError:
            raise ValidationError(
                _("“%(value)s” is not a number of points: write it like %(example)s or %(negative)s."),
                params={
                    "value": value,
                    "example": points(45000),
                    "negative": "−" + points(12300),
                },
                code="invalid",
            ) from None


class YakuSearchForm(forms.Form):
    """`q` searches names, romaji and kanji; `show` keeps one kind of yaku."""

    q = forms.CharField(label=_("Search"), max_length=60, required=False)
    show = forms.ChoiceField(
        label=_("Show"),
        choices=[(key, SHOW_LABELS[key]) for key in ("", *SHOWS)],
        required=False,
        widget=forms.RadioSelect,
    )

    def terms(self) -> tuple[str, str]:
        """The query and the filter, or no restriction at all when the input is invalid."""
        if not self.is_valid():
            return "", ""
        return self.cleaned_data["q"].strip(), self.cleaned_data["show"]


class RulesetChoiceForm(forms.Form):
    """Which ruleset's table to show."""

    ruleset = forms.ChoiceField(label=_("Ruleset"), required=False)

    def __init__(self, *args: object, choices: list[tuple[str, str]], **kwargs: object) -> None:
        super().__init__(*args, **kwargs)
        self.fields["ruleset"].choices = choices


STICKS_LIMIT = 40


class ResultsForm(forms.Form):
    """Four final point totals, in seat order, the riichi sticks left on the table, and the ruleset that
    turns them into hanchan scores."""

    ruleset = forms.ChoiceField(label=_("Ruleset"))
    leftover_sticks = forms.IntegerField(
        label=_("Riichi sticks left on the table"),
        help_text=_("Sticks nobody won before the game ended (after a final draw, say)."),
        min_value=0,
        max_value=STICKS_LIMIT,
        required=False,
    )

    def __init__(self, *args: object, rulesets: list[ResultsRuleset], **kwargs):
        super().__init__(*args, **kwargs)
        self.rulesets = {choice.key: choice for choice in rulesets}
        self.fields["ruleset"].choices = [(choice.key, choice.name) for choice in rulesets]
        for seat, label in enumerate(SEAT_LABELS):
            self.fields[f"points_{seat}"] = PointsField(
                label=label, min_value=-POINT_LIMIT, max_value=POINT_LIMIT, validators=[hundreds]
            )

    def point_fields(self) -> list[forms.BoundField]:
        """The four totals, in seat order."""
        return [self[f"points_{seat}"] for seat in range(len(SEAT_LABELS))]

    def clean(self) -> dict:
        """Refuse totals that do not account for the points on the table at the start of the game:
        points only change hands (or lie on the table as riichi sticks), so a total that is off is a
        typing mistake, and the message says by how much."""
        data = super().clean()
        totals = [data.get(f"points_{seat}") for seat in range(len(SEAT_LABELS))]
        chosen = self.rulesets.get(data.get("ruleset", ""))
        sticks = data.get("leftover_sticks") or 0
        if chosen is None or None in totals or "leftover_sticks" in self.errors:
            return data
        if sticks and chosen.leftover_sticks is None:
            raise ValidationError(
                _("These rules do not say where sticks left on the table go, so they cannot be counted."),
                code="sticks_unknown",
            )
        off = sum(totals) + sticks * 1000 - len(SEAT_LABELS) * chosen.start_points
        if off:
            raise ValidationError(
                points_off_message(off, sum(totals), sticks, chosen.start_points), code="wrong_sum"
            )
        data["leftover_sticks"] = sticks
        return data

    def points(self) -> list[int]:
        """The totals of a valid form, in seat order."""
        return [self.cleaned_data[f"points_{seat}"] for seat in range(len(SEAT_LABELS))]


def points_off_message(off: int, total: int, sticks: int, start: int) -> str:
    """Why a sheet does not add up, and by how much: the totals (and sticks) against the points the four
    players started with."""
    table = len(SEAT_LABELS) * start
    params = {
        "total": points(total),
        "table": points(table),
        "start": points(start),
        "off": points(abs(off)),
        "sticks": sticks,
    }
    if sticks:
        sentence = (
            ngettext(
                "The four totals add up to %(total)s points and %(sticks)s riichi stick is left on the "
                "table: %(off)s points too many for the %(table)s on the table at the start of the game "
                "(4 × %(start)s). Check each total.",
                "The four totals add up to %(total)s points and %(sticks)s riichi sticks are left on the "
                "table: %(off)s points too many for the %(table)s on the table at the start of the game "
                "(4 × %(start)s). Check each total.",
                sticks,
            )
            if off > 0
            else ngettext(
                "The four totals add up to %(total)s points and %(sticks)s riichi stick is left on the "
                "table: %(off)s points short of the %(table)s on the table at the start of the game "
                "(4 × %(start)s). Check each total.",
                "The four totals add up to %(total)s points and %(sticks)s riichi sticks are left on the "
                "table: %(off)s points short of the %(table)s on the table at the start of the game "
                "(4 × %(start)s). Check each total.",
                sticks,
            )
        )
    elif off > 0:
        sentence = _(
            "The four totals add up to %(total)s points, %(off)s too many: they must add up to %(table)s, "
            "the points on the table at the start of the game (4 × %(start)s). Check each total."
        )
    else:
        sentence = _(
            "The four totals add up to %(total)s points, %(off)s short: they must add up to %(table)s, "
            "the points on the table at the start of the game (4 × %(start)s), less any riichi sticks "
            "left on the table. Check each total."
        )
    return str(sentence) % params
