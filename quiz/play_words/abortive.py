"""The abortive-draws topic in words: the situation (four winds, four riichi, four kongs, nine terminals,
several rons on one discard), the form (yes or no; or the players paid, those who receive the honba and the
one who takes the sticks, all by seat taps) and the feedback, citing the ruleset."""

from __future__ import annotations

from django import forms
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from quiz.play_questions.abortive import TERMINALS_AND_HONOURS, parts
from rules.play import tiles_of
from rules.play_phrases import ABORTIVE_NAMES
from site_project.numbers import format_number

from .common import (
    YES_NO,
    Explanation,
    Row,
    explanation,
    in_words,
    ruled,
    seat,
    seat_choice,
    seats,
    seats_choice,
    shared,
    yes_no,
)

PARTS = {
    "abortive": gettext_lazy("Abortive draw"),
    "paid": gettext_lazy("Players paid"),
    "honba_to": gettext_lazy("Honba to"),
    "sticks_to": gettext_lazy("Riichi sticks to"),
}
PROMPTS = {
    "suufon_renda": gettext_lazy(
        "On the first go-around, with no call, the four players discard these tiles."
    ),
    "suucha_riichi": gettext_lazy(
        "These players have declared riichi, and nobody wins on the last one’s discard."
    ),
    "suukaikan": gettext_lazy(
        "Four kongs have been declared, by these players, and nobody wins on the discard after the fourth."
    ),
    "kyuushu_kyuuhai": gettext_lazy("Your first draw, before any call: these are your 14 tiles."),
}


def prompt(request: dict) -> str:
    """The question in a sentence."""
    case = request["case"]
    if case == "kyuushu_kyuuhai":
        return str(PROMPTS[case]) + " " + _("May you stop the hand as an abortive draw?")
    if case in PROMPTS:
        return str(PROMPTS[case]) + " " + _("Does the hand end as an abortive draw?")
    if "paid" in parts(request):
        if len(request["winners"]) == 2:
            return _("Two players call ron on the same discard. Who is paid, and who takes the counters?")
        return _("Three players call ron on the same discard. Who is paid, and who takes the counters?")
    return _("Three players call ron on the same discard. Does the hand end as an abortive draw?")


def rows(request: dict) -> list[Row]:
    """The tiles or seats that make the situation."""
    case = request["case"]
    if case == "suufon_renda":
        return [
            Row(_("First discards, East to North"), tiles=request["first_discards"], key="first_discards")
        ]
    if case == "suucha_riichi":
        return [Row(_("Declared riichi"), text=seats(request["riichi"]), key="riichi")]
    if case == "suukaikan":
        owners = ", ".join(seat(w) for w in request["kan_owners"])
        return [Row(_("Kongs, in order, by"), text=owners, key="kan_owners")]
    if case == "kyuushu_kyuuhai":
        return [Row(_("Your 14 tiles"), tiles=request["hand"], key="hand")]
    found = [
        Row(_("Discarded by"), text=seat(request["discarder"]), key="discarder"),
        Row(_("Call ron"), text=seats(request["winners"]), key="winners"),
        Row(_("Honba"), text=format_number(request["honba"]), key="honba"),
        Row(_("Riichi sticks from earlier hands"), text=format_number(request["sticks"]), key="sticks"),
    ]
    if request["riichi"]:
        found.append(Row(_("Declared riichi this hand"), text=seats(request["riichi"]), key="riichi"))
    return found


def fields(request: dict, answer: dict, seed: str, choices: bool) -> dict[str, forms.Field]:
    """Yes or no; or seats to tap."""
    asked = parts(request)
    if asked == ["abortive"]:
        return {"abortive": yes_no(str(PARTS["abortive"]))}
    found: dict[str, forms.Field] = {"paid": seats_choice(_("Who is paid for their hand?"))}
    if "honba_to" in asked:
        found["honba_to"] = seats_choice(_("Who receives the honba?"))
    found["sticks_to"] = seat_choice(_("Who takes the riichi sticks?"))
    return found


def value_text(part: str, value: object) -> str:
    """An answer as the marks table shows it."""
    if part == "abortive":
        return str(YES_NO.get(str(value), "—"))
    if part == "sticks_to":
        return seat(str(value)) if value else "—"
    return seats(list(value or ()))


def explain(request: dict, answer: dict, answers: dict) -> Explanation:
    """Whether the ruleset plays this abortive draw and whether its condition is met; or how several
    rons are paid under the ruleset."""
    case = request["case"]
    if "abortive" in answer:
        return _explain_abortive(request, answer, case)
    lines = []
    winners = {"seats": seats(answer["paid"])}
    if answer["head_bump"]:
        lines.append(
            ruled(
                _(
                    "Head bump: only the winner nearest the discarder’s right wins (%(seats)s); the other "
                    "calls do not count."
                )
                % winners,
                request,
                "head_bump",
            )
        )
    else:
        lines.append(
            ruled(
                _("Every player who calls ron is paid for their hand: %(seats)s.") % winners,
                request,
                "head_bump",
            )
        )
    if request["honba"] and not answer["head_bump"]:
        text = (
            _("Each winner receives the honba from the discarder.")
            if answer["each_honba"]
            else _("Only the winner nearest the discarder’s right receives the honba: %(seat)s.")
            % {"seat": seats(answer["honba_to"])}
        )
        lines.append(ruled(text, request, "multiple_ron_honba"))
    lines.append(
        shared(
            _("The riichi sticks on the table go to the winner nearest the discarder’s right: %(seat)s.")
            % {"seat": seat(answer["sticks_to"])}
        )
    )
    verdict = _("Paid: %(seats)s. Riichi sticks: %(seat)s.") % {**winners, "seat": seat(answer["sticks_to"])}
    return explanation(verdict, lines, "end-of-hand", "multiple-ron")


def _explain_abortive(request: dict, answer: dict, case: str) -> Explanation:
    name = ABORTIVE_NAMES[case]
    lines = []
    if answer["played"]:
        lines.append(
            ruled(
                _("These rules play this abortive draw: %(name)s.") % {"name": name},
                request,
                "abortive_draws",
            )
        )
    else:
        lines.append(
            ruled(
                _("These rules do not play this abortive draw: %(name)s. The hand goes on.") % {"name": name},
                request,
                "abortive_draws",
            )
        )
    conditions = {
        "suufon_renda": _("The four first discards must be the same wind."),
        "suucha_riichi": _("All four players must have declared riichi."),
        "suukaikan": _(
            "The four kongs must be declared by more than one player (four by one player play on)."
        ),
        "kyuushu_kyuuhai": _("You need nine different terminals and honours among your first 14 tiles."),
        "sanchahou": _("Three players call ron on one discard."),
    }
    met = _("It is met here.") if answer["met"] else _("It is not met here.")
    if case == "kyuushu_kyuuhai":
        met += " " + _("Terminals and honours in your hand: %(tiles)s.") % {
            "tiles": in_words(_terminals(request["hand"]))
        }
    lines.append(shared(f"{conditions[case]} {met}"))
    if answer["abortive"] == "yes":
        lines.append(shared(_("Nobody pays, the dealer deals again and one honba is added.")))
    verdict = (
        _("Yes: the hand ends as an abortive draw.")
        if answer["abortive"] == "yes"
        else _("No: it is no abortive draw.")
    )
    if case == "kyuushu_kyuuhai" and answer["abortive"] == "yes":
        verdict = _("Yes: you may declare an abortive draw (you may also play on).")
    return explanation(verdict, lines, "end-of-hand", "abortive-draws")


def _terminals(hand: str) -> str:
    """The terminals and honours of a hand, each kind once, in notation."""
    kept = [tile for tile in tiles_of(hand) if tile.kind in TERMINALS_AND_HONOURS]
    return "".join(dict.fromkeys(tile.mpsz() for tile in kept))
