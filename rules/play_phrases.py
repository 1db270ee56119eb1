"""The phrases of the rules of play, keyed by the play engine's stable keys (pretalx style): parameter
labels and values, the reasons of its verdicts, the furiten kinds, and the errors of the two tools.

The engine (rules.play) answers in keys; this module alone turns them into words of the page's language.
"""

from collections.abc import Mapping

from django.utils.functional import Promise
from django.utils.translation import gettext, ngettext
from django.utils.translation import gettext_lazy as _

from rules.phrases import YES_NO
from site_project.numbers import format_number

# Row labels of the play parameters (rules.play.PlayRules) shown per ruleset in the chapters.
PLAY_RULE_LABELS: dict[str, Promise] = {
    "riichi_needs_stick": _("Riichi needs the 1,000 points of the stick"),
    "riichi_min_wall": _("Riichi: tiles left to draw, at least"),
    "kuikae_forbidden": _("Swap-calling (kuikae) forbidden"),
    "head_bump": _("Several rons on one discard"),
    "multiple_ron_honba": _("Honba on several rons"),
    "abortive_draws": _("Abortive draws played"),
    "temporary_furiten_ends": _("Temporary furiten ends"),
    "tenpai_renchan": _("The dealer keeps the seat when tenpai at an exhaustive draw"),
    "agari_yame": _("A dealer in first place may stop after winning the last hand (agari-yame)"),
    "tenpai_yame": _("... or when tenpai at its exhaustive draw (tenpai-yame)"),
    "bust": _("The game ends when a player goes bust (tobi)"),
    "bust_below": _("Going bust"),
    "west_extension": _("West round when nobody reaches the target"),
    "target_points": _("Target points"),
    "leftover_sticks": _("Riichi sticks left at the end"),
    "chombo": _("Chombo penalty"),
    "chombo_points": _("Chombo points penalty"),
    "start_points": _("Start points"),
    "rounds": _("Length of a game"),
}

PLAY_VALUES: dict[str, dict[object, Promise]] = {
    "head_bump": {True: _("only the nearest winner (head bump)"), False: _("every winner is paid")},
    "multiple_ron_honba": {"nearest": _("to the nearest winner"), "each": _("to each winner")},
    "temporary_furiten_ends": {"draw": _("at your next draw"), "discard": _("at your next discard")},
    "bust_below": {0: _("below 0 points"), 1: _("at 0 points or below")},
    "leftover_sticks": {"first": _("to first place"), "lost": _("lost")},
    "chombo": {
        "mangan": _("a reverse mangan paid at the table"),
        "points": _("points taken from the final score"),
    },
    "rounds": {2: _("East and South rounds (hanchan)"), 1: _("East round only")},
}

ABORTIVE_NAMES: dict[str, Promise] = {
    "kyuushu_kyuuhai": _("nine terminals (kyuushu kyuuhai)"),
    "suufon_renda": _("four winds (suufon renda)"),
    "suucha_riichi": _("four riichi (suucha riichi)"),
    "suukaikan": _("four kongs (suukaikan)"),
    "sanchahou": _("triple ron (sanchahou)"),
}

NO_ABORTIVE_DRAW = _("none: every hand is played to its end")

FURITEN_NAMES: dict[str, Promise] = {
    "permanent": _("permanent furiten"),
    "temporary": _("temporary furiten"),
    "riichi": _("riichi furiten"),
}

FURITEN_WHY: dict[str, Promise] = {
    "permanent": _("one of your winning tiles is among your own discards"),
    "temporary": _("you let a winning tile pass since your last discard"),
    "riichi": _("you let a winning tile pass after your riichi"),
}

RON_VERDICTS: dict[str, Promise] = {
    "ron": _("Yes: you may win on this tile."),
    "not_waiting": _("No: this tile does not complete your hand."),
    "furiten": _("No: you are furiten."),
    "no_yaku": _("No: the hand would be complete, but it has no yaku."),
}

CALL_NAMES: dict[str, Promise] = {"chi": _("chi"), "pon": _("pon"), "daiminkan": _("kan")}

SEAT_NAMES: dict[int, Promise] = {
    0: _("Player 1"),
    1: _("Player 2"),
    2: _("Player 3"),
    3: _("Player 4"),
}

# The errors of the two tools, by the play engine's rule keys and the request checks of rules.play_tools.
PLAY_ERRORS: dict[str, Promise] = {
    "bad_request": _("The field “%(field)s” is missing, unknown or of the wrong type."),
    "bad_notation": _("“%(text)s” is not tile notation: write numbers then their suit."),
    "bad_meld": _("A meld is written as its kind and its tiles, such as pon:777z."),
    "one_tile": _("Give exactly one tile to ask about."),
    "wrong_tile_count": _(
        "Give the 13 tiles you hold before the tile you ask about (each meld counts as 3)."
    ),
    "too_many_copies": _("There are only four copies of each tile: this situation names a fifth."),
    "riichi_on_open_hand": _(
        "Riichi is declared only on a closed hand: take out the called melds or riichi."
    ),
    "passed_in_riichi_without_riichi": _("Tiles passed since riichi need riichi to be declared."),
    "bad_seat": _("Players are numbered 1 to 4, each named once."),
    "riichi_not_tenpai": _(
        "A player in riichi is tenpai at the draw (otherwise it is a chombo): tick tenpai."
    ),
    "no_nagashi_mangan": _("This ruleset does not play nagashi mangan."),
    "bad_count": _("Honba and riichi sticks are whole numbers from 0 to 99."),
    "impossible_situation": _("This situation cannot happen at the table: check the tiles and the melds."),
    "unknown_ruleset": _("There is no ruleset “%(name)s”."),
    "bad_rule": _("The house rule “%(rule)s” is unknown, or its value has the wrong type."),
}


def play_error(code: str, params: Mapping[str, object] | None = None) -> str:
    """The sentence of a tool's error in the active language; the code itself when unknown."""
    template = PLAY_ERRORS.get(code)
    if template is None:
        return code
    try:
        return str(template) % dict(params or {})
    except (KeyError, TypeError, ValueError):
        return str(template)


def play_value(key: str, value: object) -> str:
    """A play parameter's value as a reader sees it in a table cell."""
    words = PLAY_VALUES.get(key, {})
    if value in words:
        return str(words[value])
    if key == "abortive_draws" and isinstance(value, tuple | list):
        return ", ".join(str(ABORTIVE_NAMES[kind]) for kind in value) or str(NO_ABORTIVE_DRAW)
    if key == "riichi_min_wall" and isinstance(value, int):
        return ngettext("%(count)s tile", "%(count)s tiles", value) % {"count": format_number(value)}
    if key in ("start_points", "target_points", "chombo_points") and isinstance(value, int):
        return gettext("%(points)s points") % {"points": format_number(value)}
    if isinstance(value, bool):
        return str(YES_NO[value])
    return str(value)


def furiten_text(kinds: tuple[str, ...] | list[str]) -> str:
    """ "permanent furiten: one of your winning tiles is among your own discards", one clause per kind."""
    return "; ".join(
        gettext("%(kind)s: %(why)s") % {"kind": FURITEN_NAMES[kind], "why": FURITEN_WHY[kind]}
        for kind in kinds
    )
