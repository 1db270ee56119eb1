"""The after-the-hand topic in words: the hand, its counters and how it ended; the form asks who deals next
(a seat), the honba and the riichi sticks (typed, or one of four choices)."""

from __future__ import annotations

from django import forms
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from quiz.phrases import WINDS
from quiz.play_questions.after_hand import parts
from rules.play_phrases import ABORTIVE_NAMES
from site_project.numbers import WholeNumberField, format_number

from .common import Explanation, Row, count_choices, explanation, ruled, seat, seat_choice, seats, shared

PARTS = {
    "dealer": gettext_lazy("Next dealer"),
    "honba": gettext_lazy("Honba"),
    "sticks": gettext_lazy("Riichi sticks on the table"),
}


def hand_label(request: dict) -> str:
    """ "East 2", "South 1": the round and the hand's number."""
    return _("%(round)s %(number)s") % {
        "round": WINDS[request["round_wind"]],
        "number": request["hand_number"],
    }


def prompt(request: dict) -> str:
    """The question in a sentence."""
    return _("The hand %(hand)s has just ended. Who deals the next hand, and with how many honba?") % {
        "hand": hand_label(request)
    }


def outcome_text(request: dict) -> str:
    """How the hand ended, in words."""
    kind = request["outcome"]
    if kind == "tsumo":
        return _("%(winner)s wins by tsumo") % {"winner": seat(request["winner"])}
    if kind == "ron":
        return _("%(winner)s wins by ron on the discard of %(discarder)s") % {
            "winner": seat(request["winner"]),
            "discarder": seat(request["discarder"]),
        }
    if kind == "draw":
        return _("exhaustive draw; tenpai: %(seats)s") % {"seats": seats(request["tenpai"])}
    return _("abortive draw: %(name)s") % {"name": ABORTIVE_NAMES[request["abortive"]]}


def rows(request: dict) -> list[Row]:
    """The counters before the hand and its outcome."""
    found = [
        Row(_("Honba before this hand"), text=format_number(request["honba"]), key="honba"),
        Row(_("Riichi sticks from earlier hands"), text=format_number(request["sticks"]), key="sticks"),
    ]
    if request["riichi"]:
        found.append(Row(_("Declared riichi this hand"), text=seats(request["riichi"]), key="riichi"))
    found.append(Row(_("How the hand ended"), text=outcome_text(request), key="outcome"))
    return found


def _count_field(label: str, right: int, choices: bool) -> forms.Field:
    if not choices:
        return WholeNumberField(label=label, min_value=0, max_value=99)
    options = sorted(count_choices(right))
    return forms.TypedChoiceField(
        label=label, choices=[(n, format_number(n)) for n in options], coerce=int, widget=forms.RadioSelect
    )


def fields(request: dict, answer: dict, seed: str, choices: bool) -> dict[str, forms.Field]:
    """The next dealer by seat (a tap), then the counters."""
    found: dict[str, forms.Field] = {
        "dealer": seat_choice(_("Who deals the next hand? (seats as in this hand)"))
    }
    found["honba"] = _count_field(_("Honba in the next hand"), answer["honba"], choices)
    if "sticks" in parts(request):
        found["sticks"] = _count_field(
            _("Riichi sticks on the table in the next hand"), answer["sticks"], choices
        )
    return found


def value_text(part: str, value: object) -> str:
    """An answer as the marks table shows it."""
    if part == "dealer":
        return seat(str(value)) if value in ("E", "S", "W", "N") else "—"
    return format_number(value) if isinstance(value, int) else "—"


def explain(request: dict, answer: dict, answers: dict) -> Explanation:
    """The dealer's repeat or rotation, then what happens to the honba and the sticks, by the rule."""
    kind = request["outcome"]
    lines = []
    honba = {"honba": format_number(answer["honba"])}
    if kind in ("ron", "tsumo") and request["winner"] == "E":
        lines.append(shared(_("The dealer won: they deal again, with one more honba (%(honba)s).") % honba))
    elif kind in ("ron", "tsumo"):
        lines.append(
            shared(
                _("Another player won: the deal passes to the right, to South, and the honba go back to 0.")
            )
        )
    elif kind == "draw":
        text = (
            _("At an exhaustive draw the dealer keeps the deal when tenpai.")
            if answer["tenpai_renchan"]
            else _("Under these rules the dealer never keeps the deal at an exhaustive draw.")
        )
        lines.append(ruled(text, request, "tenpai_renchan"))
        lines.append(
            shared(
                (
                    _("The dealer deals again: one more honba (%(honba)s).")
                    if answer["dealer_repeats"]
                    else _("The deal passes to South, and the honba still go up by one (%(honba)s).")
                )
                % honba
            )
        )
    else:
        lines.append(
            ruled(
                _("An abortive draw: nobody pays, the dealer deals again and one honba is added (%(honba)s).")
                % honba,
                request,
                "abortive_draws",
            )
        )
    sticks = {"sticks": format_number(answer["sticks"])}
    if kind in ("ron", "tsumo"):
        lines.append(shared(_("The winner takes every riichi stick on the table: none is left.")))
    elif request["riichi"] or request["sticks"]:
        lines.append(shared(_("Nobody won: the riichi sticks stay on the table (%(sticks)s).") % sticks))
    verdict = _("%(dealer)s deals the next hand, with %(honba)s honba.") % {
        "dealer": seat(answer["dealer"]),
        "honba": format_number(answer["honba"]),
    }
    return explanation(verdict, lines, "dealer-and-honba", "rotation")
