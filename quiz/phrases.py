"""The trainer's reused phrases: topics, difficulties, modes, parts, skills and token problems.

Scorer keys (fu items, limits, payments, dora) are translated once in `rules.phrases`; this module holds
only what is the trainer's own.
"""

from django.utils.translation import gettext_lazy as _
from django.utils.translation import npgettext, pgettext_lazy

from site_project.numbers import format_number

TOPICS = {
    "full": _("Full score"),
    "han": _("Han and yaku"),
    "fu": _("Fu"),
    "payment": _("Payment"),
    "yaku": _("Spot the yaku"),
    "waits": _("Waits"),
    "efficiency": _("Tile efficiency"),
}
TOPIC_HELP = {
    "full": _("Han, fu and the payment of a winning hand."),
    "han": _("Count the han and name every yaku."),
    "fu": _("Count the fu, item by item."),
    "payment": _("What the winner is paid, from the hand or from han and fu alone."),
    "yaku": _("Tick every yaku the hand has."),
    "waits": _("A hand one tile from winning: pick every tile that completes it."),
    "efficiency": _("A hand after the draw, early or mid-game: tap the tile you would discard."),
}
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
SKILLS = {
    "fu_concealed_kan": _("fu of concealed kongs"),
    "fu_open_kan": _("fu of open kongs"),
    "fu_terminal_sets": _("fu of terminal and honour pungs"),
    "fu_simple_sets": _("fu of pungs of simples"),
    "fu_ron_completed_pon": _("a pung completed by ron counts as open"),
    "fu_waits": _("fu of closed, edge and pair waits"),
    "fu_pair": _("fu of a value pair"),
    "fu_pinfu_tsumo": _("pinfu tsumo"),
    "fu_open_pinfu": _("open all-chow hand won on a discard"),
    "fu_chiitoitsu": _("seven pairs fu"),
    "fu_closed_ron": _("the 10 fu of a closed ron"),
    "han_dora": _("counting dora, ura dora and red fives"),
    "han_open_reduction": _("yaku worth one han less when open"),
    "han_yakuhai": _("value pungs (yakuhai)"),
    "han_riichi_bonus": _("ippatsu, double riichi and ura dora"),
    "han_rare_yaku": _("rare yaku"),
    "han_yakuman": _("yakuman"),
    "pay_nondealer_ron": _("non-dealer ron"),
    "pay_dealer_ron": _("dealer ron"),
    "pay_nondealer_tsumo": _("non-dealer tsumo split"),
    "pay_dealer_tsumo": _("dealer tsumo split"),
    "pay_limits": _("limit hands (mangan and above)"),
    "pay_counters": _("honba and riichi sticks"),
    "waits_simple": _("simple waits"),
    "waits_multiple": _("waits with three or more tiles"),
    "waits_flush": _("waits of one-suit hands"),
    "efficiency_basics": _("keeping the tiles that improve the hand"),
    "efficiency_close": _("close discard choices"),
    "efficiency_seven_pairs": _("seven pairs against sets and a pair"),
    "efficiency_visible": _("counting the tiles already in sight"),
    "efficiency_tenpai": _("choosing the wait of a ready hand"),
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
