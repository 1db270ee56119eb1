"""The furiten topic in words: the question, the form (yes or no, and the furiten kinds to tick) and the
feedback, by the play engine's keys (`rules.play_phrases` names its verdicts and furiten kinds)."""

from __future__ import annotations

from django import forms
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, pgettext

from quiz.play_questions.common import rules_of
from quiz.play_questions.furiten import hand_of
from rules.play import FURITEN_KINDS, Tile
from rules.play_phrases import FURITEN_NAMES, PLAY_VALUES, RON_VERDICTS

from .common import YES_NO, Explanation, Row, explanation, in_words, ruled, shared, yes_no

PARTS = {"ron": gettext_lazy("May you ron?"), "furiten": gettext_lazy("Furiten")}


def prompt(request: dict) -> str:
    """The question in a sentence."""
    return _("Another player has just discarded the %(tile)s. May you win on it (ron)? If not, why not?") % {
        "tile": in_words(request["tile"])
    }


def hand(request: dict) -> dict:
    """The 13 tiles held, as the hand tag draws them."""
    return {"hand": request["hand"], "melds": request["melds"]}


def rows(request: dict) -> list[Row]:
    """The river, the riichi, the tiles let pass and the tile asked about."""
    found = [Row(_("Your discards"), tiles=request["discards"], key="discards")]
    if request["riichi"]:
        riichi_tile = Tile.from_mpsz(
            request["discards"][2 * request["riichi_at"] : 2 * request["riichi_at"] + 2]
        )
        found.append(
            Row(
                _("Riichi"),
                text=_("declared with the %(tile)s") % {"tile": in_words(riichi_tile.mpsz())},
                key="riichi",
            )
        )
    if request["passed_in_riichi"]:
        found.append(
            Row(
                _("Let pass after your riichi, before your last discard"),
                tiles=request["passed_in_riichi"],
                key="earlier",
            )
        )
    if request["passed"]:
        found.append(Row(_("Let pass since your last discard"), tiles=request["passed"], key="passed"))
    found.append(Row(_("Just discarded"), tiles=request["tile"], key="tile"))
    return found


def fields(request: dict, answer: dict, seed: str, choices: bool) -> dict[str, forms.Field]:
    """Yes or no, then the furiten kinds (none ticked: not furiten). Both are taps in either style."""
    return {
        "ron": yes_no(str(PARTS["ron"])),
        "furiten": forms.MultipleChoiceField(
            label=_("Which furiten applies? Tick none, one or more."),
            choices=[(kind, FURITEN_NAMES[kind]) for kind in FURITEN_KINDS],
            widget=forms.CheckboxSelectMultiple,
            required=False,
        ),
    }


def value_text(part: str, value: object) -> str:
    """An answer as the marks table shows it."""
    if part == "ron":
        return str(YES_NO.get(str(value), "—"))
    kinds = [kind for kind in FURITEN_KINDS if kind in (value or ())]
    return ", ".join(str(FURITEN_NAMES[kind]) for kind in kinds) or pgettext("no furiten", "none")


def explain(request: dict, answer: dict, answers: dict) -> Explanation:
    """Why the ron is allowed or not, rule by rule, with the tiles that decide it."""
    hand = hand_of(request)
    waits = set(hand.waits)
    lines = [shared(_("Your winning tiles: %(tiles)s.") % {"tiles": in_words(answer["waits"])})]

    def waits_among(text: str) -> str:
        return "".join(t.mpsz() for t in _tiles(text) if t.kind in waits)

    if "permanent" in answer["furiten"]:
        lines.append(
            shared(
                _(
                    "Permanent furiten: the %(tiles)s lies among your own discards. A winning tile in your "
                    "discards forbids every ron while you wait on it, on any of your winning tiles."
                )
                % {"tiles": in_words(waits_among(request["discards"]))}
            )
        )
    if "temporary" in answer["furiten"]:
        lines.append(
            ruled(
                _("Temporary furiten: you let the %(tiles)s pass since your last discard. It ends %(end)s.")
                % {
                    "tiles": in_words(waits_among(request["passed"])),
                    "end": PLAY_VALUES["temporary_furiten_ends"][_ends(request)],
                },
                request,
                "temporary_furiten_ends",
            )
        )
    if "riichi" in answer["furiten"]:
        after = request["passed_in_riichi"] + request["passed"] + _own_after_riichi(request)
        lines.append(
            shared(
                _(
                    "Riichi furiten: you let the %(tiles)s pass after your riichi. Your hand is locked, so "
                    "it lasts to the end of the hand."
                )
                % {"tiles": in_words(waits_among(after))}
            )
        )
    if answer["furiten"]:
        lines.append(shared(_("A furiten player may still win on their own draw (tsumo).")))
    elif answer["reason"] == "no_yaku":
        lines.append(
            shared(
                _(
                    "No furiten, but the %(tile)s would complete a hand without a yaku: an open hand has no "
                    "riichi and no fully concealed hand, so it needs another yaku."
                )
                % {"tile": in_words(request["tile"])}
            )
        )
    else:
        lines.append(
            shared(
                _("None of your winning tiles is among your discards or was let pass: you are not furiten.")
            )
        )
    verdict = str(RON_VERDICTS[answer["reason"]])
    return explanation(verdict, lines, "winning", "furiten")


def _tiles(text: str) -> list[Tile]:
    return [Tile.from_mpsz(text[i : i + 2]) for i in range(0, len(text), 2)]


def _own_after_riichi(request: dict) -> str:
    return request["discards"][2 * (request["riichi_at"] + 1) :] if request["riichi"] else ""


def _ends(request: dict) -> str:
    return rules_of(request).temporary_furiten_ends
