"""The score keeper's phrases, keyed by the stable keys of the records, the engine and the recording."""

from __future__ import annotations

from django.utils.functional import Promise
from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

from rules.phrases import LIMITS, WINDS

LIMIT_NAMES: dict[str, Promise] = {**LIMITS, "double_yakuman": _("Double yakuman")}

ROUND_NAMES = WINDS  # "East 1": the round wind, then the dealer's turn in it

ABORTIVE_NAMES: dict[str, Promise] = {
    "kyuushu_kyuuhai": _("Nine different terminals and honours (kyuushu kyuuhai)"),
    "suufon_renda": _("Four same winds discarded (suufon renda)"),
    "suucha_riichi": _("Four riichi (suucha riichi)"),
    "suukaikan": _("Four kongs by several players (suukaikan)"),
    "sanchahou": _("Triple ron (sanchahou)"),
}

END_REASONS: dict[str, Promise] = {
    "bust": _("A player’s points went below zero."),
    "agari_yame": _("The dealer won the last hand in first place and stopped there."),
    "tenpai_yame": _("The dealer was tenpai at the end of the last hand in first place and stopped there."),
    "target_reached": _("A player reached the target score in the extra West round."),
    "last_hand": _("The last hand has been played."),
}

KIND_NAMES: dict[str, Promise] = {
    "win": pgettext_lazy("hand outcome", "Win"),
    "draw": _("Exhaustive draw"),
    "abortive": _("Abortive draw"),
    "chombo": _("Chombo"),
}

REFUSALS: dict[str, Promise] = {
    "bad_record": _("This hand could not be read: choose what happened and send it again."),
    "bad_seat": _("Choose each player once."),
    "no_winner": _("Choose the winner."),
    "too_many_winners": _("This ruleset has one winner per discard (head bump)."),
    "winner_discarded": _("A player cannot win on their own discard: choose who discarded the winning tile."),
    "bad_limit": _("Choose a limit of this ruleset."),
    "bad_han": _("Enter the han, from 1 to 13, or choose a limit."),
    "bad_fu": _("Choose the fu: 20, 25, or 30 to 110 in tens."),
    "impossible_hand": _("No hand scores 1 han with 25 fu, or 1 han with 20 fu on a tsumo."),
    "no_such_abortive_draw": _("This ruleset has no such abortive draw."),
    "riichi_not_tenpai": _(
        "A player in riichi is tenpai at the draw (otherwise it is a chombo): tick them as tenpai."
    ),
    "no_nagashi_mangan": _("This ruleset has no nagashi mangan."),
    "game_over": _("The game is over: no more hands can be entered."),
    "taken": _("This hand was already entered from another phone: the page now shows it."),
    "sent": _("The final scores were sent to the club’s games: the hands can no longer change."),
    "key_of_another_table": _("This hand was sent for another table: reload the page and enter it again."),
}


VERDICT_REFUSALS: dict[str, Promise] = {
    "not_sent": _("The final scores have not been sent yet: send them first, then each player confirms."),
    "recorded": _("This game is already in the club’s games: nothing is left to confirm."),
    "no_such_seat": _("Choose your seat at this table."),
    "bad_verdict": _("Choose whether you confirm these scores or dispute them."),
    "answered": _("This seat has already answered: the page now shows its answer."),
    "members_account": _("This player is a member: they answer signed in to their own account."),
    "other_seat": _("You play at this table in another seat: answer for your own."),
    "phone_answered": _(
        "This phone has already answered for a player at this table: each player answers from their own phone."
    ),
    "no_phone_key": _(
        "This phone refused the site’s cookie, so it cannot answer: allow cookies, or sign in."
    ),
}


def verdict_refusal(code: str) -> str:
    """The sentence for a refused confirmation or dispute."""
    return str(VERDICT_REFUSALS[code])


def refusal(code: str) -> str:
    """The sentence for a refused hand's code; engine rules not listed get a general sentence."""
    return str(REFUSALS.get(code, _("The rules of this table do not allow this hand.")))


def seats_in_words(names: list[str]) -> str:
    """ "Luis (East), Ana (South), ..." in the page's language, for the message after a draw."""
    return ", ".join(
        _("%(name)s (%(wind)s)") % {"wind": WINDS[wind], "name": name}
        for wind, name in zip("ESWN", names, strict=True)
    )
