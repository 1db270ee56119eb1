"""The trainer's reused phrases: difficulties, modes, parts, payments and token problems (each topic
names itself and its skills, `quiz.topics`).

Scorer keys (fu items, limits, payments, dora) are translated once in `rules.phrases`; this module holds
only what is the trainer's own.
"""

from django.utils.translation import gettext_lazy as _
from django.utils.translation import npgettext, pgettext_lazy

from site_project.numbers import format_number

DIFFICULTIES = {
    "beginner": _("Beginner"),
    "intermediate": _("Intermediate"),
    "expert": _("Expert"),
}
DIFFICULTY_HELP = {
    "beginner": _("Closed hands won on a discard, everyday yaku, no kongs."),
    "intermediate": _("Open hands, self-draw splits, dora and counters."),
    "expert": _("Kongs, rare yaku, yakuman, tricky waits and riichi sticks."),
}
PARTS = {
    "han": _("Han"),
    "fu": _("Fu"),
    "payment": _("Payment"),
    "payment_honba": _("Payment, honba included"),
    "total": _("Total received"),
    "yaku": _("Yaku"),
    "waits": _("Waits"),
    "discard": _("Discard"),
}
PAYMENT_FIELDS = {
    "ron": _("Paid by the discarder"),
    "tsumo_nondealer": _("Paid by each non-dealer"),
    "tsumo_dealer": _("Paid by the dealer"),
    "tsumo_all": _("Paid by each of the three others"),
}
TAP_A_TILE = _("Tap the tile you would discard.")
TOKEN_ERRORS = {
    "tampered": _(
        "This answer could not be checked: the question it belongs to was altered. Nothing was recorded; "
        "answer the question below again."
    ),
    "expired": _("This question was shown too long ago to be marked. Nothing was recorded; answer it again."),
    "mismatch": _(
        "This answer belongs to another question. Nothing was recorded; answer the question below."
    ),
}
WINDS = {
    "E": pgettext_lazy("wind", "East"),
    "S": pgettext_lazy("wind", "South"),
    "W": pgettext_lazy("wind", "West"),
    "N": pgettext_lazy("wind", "North"),
}
MODES = {
    "normal": _("Ten new questions"),
    "weak": _("Practise my weak spots"),
}
STAGES = {
    "new": pgettext_lazy("skill stage", "new"),
    "learning": pgettext_lazy("skill stage", "learning"),
    "mastered": pgettext_lazy("skill stage", "mastered"),
}


def stage_count(stage: str, count: int) -> str:
    """How many skills are at a stage, as the progress page's summary says it ("6 new"): a number and
    a word that agrees with it (French and Spanish inflect "new" and "mastered" for the plural)."""
    texts = {
        "new": npgettext("skills at a stage", "%(count)s new", "%(count)s new", count),
        "learning": npgettext("skills at a stage", "%(count)s being learnt", "%(count)s being learnt", count),
        "mastered": npgettext("skills at a stage", "%(count)s mastered", "%(count)s mastered", count),
    }
    return texts[stage] % {"count": format_number(count)}


STYLES = {
    "typed": _("Type the numbers"),
    "choices": _("Tap one of four choices"),
}
REPLAYED = _("You already answered this question: it was counted once, and here is its feedback again.")
CHART_TITLE = _("Share of right answers per day, by topic and difficulty")
