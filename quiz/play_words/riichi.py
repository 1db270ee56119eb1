"""The riichi topic in words: the question, the form (the verdict, and the discards to tap) and the
feedback, citing the ruleset's points and wall conditions."""

from __future__ import annotations

from django import forms
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, ngettext, pgettext

from quiz.play_questions.riichi import VERDICTS, hand_of
from site_project.numbers import format_number

from .common import Explanation, Row, explanation, in_words, ruled, shared

PARTS = {"riichi": gettext_lazy("Riichi"), "discards": gettext_lazy("Discards that keep you tenpai")}
VERDICT_CHOICES = {
    "riichi": gettext_lazy("Yes, you may declare riichi"),
    "open_hand": gettext_lazy("No: your hand is open"),
    "points": gettext_lazy("No: you lack the 1,000 points of the riichi stick"),
    "wall": gettext_lazy("No: too few tiles are left to draw"),
    "not_tenpai": gettext_lazy("No: no discard leaves your hand tenpai"),
}

# The verdicts as the marks table shows them, beside each other on a phone.
VERDICT_SHORT = {
    "riichi": gettext_lazy("Yes"),
    "open_hand": gettext_lazy("No: open hand"),
    "points": gettext_lazy("No: under 1,000 points"),
    "wall": gettext_lazy("No: too few tiles left"),
    "not_tenpai": gettext_lazy("No: not tenpai"),
}


def prompt(request: dict) -> str:
    """The question in a sentence."""
    return _("It is your turn and you have just drawn the %(tile)s. May you declare riichi?") % {
        "tile": in_words(request["drawn"])
    }


def _tiles_left(count: int) -> str:
    return ngettext("%(count)s tile", "%(count)s tiles", count) % {"count": format_number(count)}


def hand(request: dict) -> dict:
    """The 13 tiles held before the draw, as the hand tag draws them (the drawn tile is a row apart)."""
    return {"hand": request["hand"], "melds": request["melds"]}


def rows(request: dict) -> list[Row]:
    """The tile just drawn, your points and the wall."""
    return [
        Row(_("Just drawn"), tiles=request["drawn"], key="drawn"),
        Row(_("Your points"), text=format_number(request["points"]), key="points"),
        Row(_("Left to draw in the wall"), text=_tiles_left(request["tiles_left"]), key="tiles_left"),
    ]


def fields(request: dict, answer: dict, seed: str, choices: bool) -> dict[str, forms.Field]:
    """The verdict as radio buttons; from intermediate on, the hand's tiles to tap (none: no discard)."""
    found: dict[str, forms.Field] = {
        "riichi": forms.ChoiceField(
            label=_("May you declare riichi?"),
            choices=[(key, VERDICT_CHOICES[key]) for key in VERDICTS],
            widget=forms.RadioSelect,
        )
    }
    if request.get("asks_discards", True):
        kinds = dict.fromkeys(
            t.mpsz().replace("0", "5") for t in sorted(hand_of(request).concealed, key=lambda t: t.kind)
        )
        found["discards"] = forms.MultipleChoiceField(
            label=_("Tap every discard that leaves your hand tenpai (none, if no discard does)."),
            choices=[(tile, tile) for tile in kinds],
            widget=forms.CheckboxSelectMultiple,
            required=False,
        )
    return found


def value_text(part: str, value: object) -> str:
    """An answer as the marks table shows it."""
    if part == "riichi":
        return str(VERDICT_SHORT.get(str(value), "—"))
    return in_words("".join(value or ())) or pgettext("no discard", "none")


def explain(request: dict, answer: dict, answers: dict) -> Explanation:
    """The conditions of riichi in order, each met or not in this situation, with its source."""
    lines = []
    opened = any(meld["kind"] != "ankan" for meld in request["melds"])
    lines.append(
        shared(
            _(
                "Your hand is open: riichi is declared only on a closed hand (a concealed kong keeps it closed)."
            )
            if opened
            else _("Your hand is closed, as riichi requires (a concealed kong keeps it closed).")
        )
    )
    points = format_number(request["points"])
    if answer["needs_stick"]:
        text = _("These rules require the 1,000 points of the stick to declare: you have %(points)s.")
    else:
        text = _("These rules let you declare without holding 1,000 points: you have %(points)s.")
    lines.append(ruled(text % {"points": points}, request, "riichi_needs_stick"))
    wall = {"left": _tiles_left(request["tiles_left"]), "needed": _tiles_left(answer["min_wall"])}
    if answer["min_wall"]:
        text = _("These rules require at least %(needed)s left to draw. Left now: %(left)s.")
    else:
        text = _("These rules allow riichi even with no tile left to draw. Left now: %(left)s.")
    lines.append(ruled(text % wall, request, "riichi_min_wall"))
    if answer["discards"]:
        count = len(answer["discards"])
        text = ngettext(
            "Discarding the %(tiles)s leaves your hand tenpai.",
            "Discarding any of these leaves your hand tenpai: %(tiles)s.",
            count,
        ) % {"tiles": in_words("".join(answer["discards"]))}
    else:
        text = _("No discard leaves your hand tenpai: riichi needs a ready hand.")
    lines.append(shared(text))
    return explanation(str(VERDICT_CHOICES[answer["riichi"]]) + ".", lines, "riichi", "declare")
