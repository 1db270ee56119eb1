"""The draws topic in words: who is tenpai, who declared riichi, who has nagashi mangan; the form asks each
player's points change (typed, or one of four choices) and the riichi sticks left on the table."""

from __future__ import annotations

from django import forms
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from quiz.play_questions.draws import delta_choices, parts
from site_project.numbers import WholeNumberField, format_number, format_signed

from .common import SEATS, Explanation, Row, count_choices, explanation, ruled, scored, seat, seats, shared

PARTS = {
    "deltas": gettext_lazy("Points change of each player"),
    "sticks": gettext_lazy("Riichi sticks on the table"),
}
MAX_DELTA = 100_000


def prompt(request: dict) -> str:
    """The question in a sentence."""
    return _("The wall has run out and nobody won: an exhaustive draw. Who pays whom?")


def rows(request: dict) -> list[Row]:
    """Tenpai players, riichi, nagashi mangan, counters."""
    found = [
        Row(_("Tenpai"), text=seats([SEATS[s] for s in request["tenpai"]]), key="tenpai"),
        Row(
            _("Noten"),
            text=seats([w for i, w in enumerate(SEATS) if i not in request["tenpai"]]),
            key="noten",
        ),
    ]
    if request["riichi"]:
        found.append(
            Row(
                _("Declared riichi this hand"),
                text=seats([SEATS[s] for s in request["riichi"]]),
                key="riichi",
            )
        )
    if request["nagashi"]:
        found.append(
            Row(_("Nagashi mangan"), text=seats([SEATS[s] for s in request["nagashi"]]), key="nagashi")
        )
    if request["honba"] or request["sticks"]:
        found.append(Row(_("Honba before this hand"), text=format_number(request["honba"]), key="honba"))
        found.append(
            Row(
                _("Riichi sticks from earlier hands"),
                text=format_number(request["sticks"]),
                key="sticks",
            )
        )
    return found


def fields(request: dict, answer: dict, seed: str, choices: bool) -> dict[str, forms.Field]:
    """Four signed numbers (or four choices of the whole split), then the sticks."""
    found: dict[str, forms.Field] = {}
    if choices:
        found["deltas"] = forms.ChoiceField(
            label=str(PARTS["deltas"]),
            choices=[
                (" ".join(map(str, option)), " / ".join(format_signed(v) for v in option))
                for option in delta_choices(request, answer, seed)
            ],
            widget=forms.RadioSelect,
            help_text=" / ".join(seat(w) for w in SEATS),
        )
    else:
        for wind in SEATS:
            found[f"delta_{wind}"] = WholeNumberField(
                label=seat(wind), min_value=-MAX_DELTA, max_value=MAX_DELTA, help_text=_("+ receives, − pays")
            )
    if "sticks" in parts(request):
        if choices:
            options = sorted(count_choices(answer["sticks"]))
            found["sticks"] = forms.TypedChoiceField(
                label=_("Riichi sticks left on the table for the next hand"),
                choices=[(n, format_number(n)) for n in options],
                coerce=int,
                widget=forms.RadioSelect,
            )
        else:
            found["sticks"] = WholeNumberField(
                label=_("Riichi sticks left on the table for the next hand"), min_value=0, max_value=99
            )
    return found


def answers_of(cleaned: dict) -> dict:
    """The form's answers keyed as the grading reads them: the four changes as one list."""
    out = {key: value for key, value in cleaned.items() if not key.startswith("delta")}
    if "deltas" in cleaned:
        out["deltas"] = [int(v) for v in cleaned["deltas"].split()]
    elif "delta_E" in cleaned:
        out["deltas"] = [cleaned[f"delta_{w}"] for w in SEATS]
    return out


def value_text(part: str, value: object) -> str:
    """An answer as the marks table shows it."""
    if part == "deltas":
        if not isinstance(value, list) or len(value) != len(SEATS):
            return "—"
        return ", ".join(f"{seat(w)} {format_signed(v)}" for w, v in zip(SEATS, value, strict=True))
    return format_number(value) if isinstance(value, int) else "—"


def explain(request: dict, answer: dict, answers: dict) -> Explanation:
    """The noten split (or nagashi mangan), the riichi sticks, and what the next hand keeps."""
    lines = []
    tenpai = len(request["tenpai"])
    if request["nagashi"]:
        lines.append(
            scored(
                _(
                    "%(seats)s has nagashi mangan: each other player pays as for a mangan by tsumo, and it "
                    "replaces the noten payments."
                )
                % {"seats": seats([SEATS[s] for s in request["nagashi"]])},
                request,
                "nagashi_mangan",
            )
        )
    elif tenpai in (0, 4):
        lines.append(shared(_("Nobody or everybody is tenpai: there are no noten payments.")))
    else:
        texts = {
            1: _("One player tenpai: each of the three noten players pays them 1,000 points."),
            2: _(
                "Two players tenpai: each noten player pays 1,500 points, and each tenpai player receives 1,500."
            ),
            3: _("Three players tenpai: the noten player pays 1,000 points to each of them, 3,000 in all."),
        }
        lines.append(shared(texts[tenpai]))
    if request["riichi"]:
        lines.append(
            shared(
                _(
                    "Each riichi declared this hand put a 1,000-point stick on the table: nobody won, so the "
                    "sticks stay there for the next winner (%(sticks)s now)."
                )
                % {"sticks": format_number(answer["sticks"])}
            )
        )
    repeats = answer["dealer_repeats"]
    lines.append(
        ruled(
            (
                _("The dealer was tenpai and deals again")
                if repeats
                else _("The dealer was noten: the deal passes on")
            )
            + " "
            + _("(one more honba: %(honba)s).") % {"honba": format_number(answer["honba"])},
            request,
            "tenpai_renchan",
        )
    )
    verdict = ", ".join(f"{seat(w)} {format_signed(v)}" for w, v in zip(SEATS, answer["deltas"], strict=True))
    return explanation(verdict + ".", lines, "end-of-hand", "exhaustive-draw")
