"""Translated phrases for the scorer's stable keys: error codes, fu items, limits, waits, payments.

The scorer speaks in keys; every page, form and API response that shows one to a person looks it up
here, so a key is translated once (pretalx's phrases.py pattern). Grading and storage keep the keys.
"""

import re
from collections.abc import Mapping

from django.utils.functional import Promise
from django.utils.translation import gettext, ngettext, ngettext_lazy, pgettext_lazy
from django.utils.translation import gettext_lazy as _

from rules.scoring import NotationError, parse_tiles
from site_project.numbers import format_number

# The scorer's error sentences (rules.scoring.errors.SENTENCES, same keys), in the active language:
# the scorer picks the sentence and its %(placeholders)s, this table only changes the words.
ERROR_SENTENCES = {
    "bad_request": _("The field “%(field)s” is missing, unknown or of the wrong type."),
    "bad_request.request": _("The request must be a JSON object."),
    "bad_request.body": _("The request is not valid JSON."),
    "bad_request.unknown_field": _("A scoring request has no field “%(field)s”."),
    "bad_request.too_long": _(
        "The field “%(field)s” holds %(length)d characters; a tile string has at most %(limit)d."
    ),
    "bad_request.too_many": _("The field “%(field)s” lists %(count)d items; it takes at most %(limit)d."),
    "bad_request.out_of_range": _(
        "The field “%(field)s” is %(value)d; it takes a whole number from %(min)d to %(max)d."
    ),
    "bad_request.wind": _("The field “%(field)s” is “%(value)s”; a wind is written E, S, W or N."),
    "bad_rule.unknown": _("There is no house rule “%(rule)s”; the house rules are %(choices)s."),
    "bad_rule.value": _("The house rule “%(rule)s” does not take that value; allowed: %(allowed)s."),
    "bad_request.meld_kind": _("A meld is a chi, pon, kan, ankan or shouminkan."),
    "bad_request.meld_run": _(
        "The chow %(tiles)s is not a run: a chow is three consecutive tiles of one suit."
    ),
    "bad_request.meld_same": _(
        "The set %(tiles)s is not made of identical tiles, as a pung or a kong must be."
    ),
    "bad_notation.hand": _(
        "The hand “%(text)s” is not tile notation: write numbers then their suit, like 123m456p789s11z (0 for a red five)."
    ),
    "bad_notation.win_tile": _(
        "The winning tile “%(text)s” is not tile notation: write a number then its suit, like 5p or 7z (0p for a red five)."
    ),
    "bad_notation.indicators": _(
        "The indicators “%(text)s” are not tile notation: write numbers then their suit, like 3m or 15z."
    ),
    "bad_notation.meld": _(
        "The meld “%(text)s” is not tile notation: write numbers then their suit, like 777z or 123m."
    ),
    "wrong_tile_count.hand": ngettext_lazy(
        "The hand has %(count)d tile where %(expected)d are needed (each meld counts as three).",
        "The hand has %(count)d tiles where %(expected)d are needed (each meld counts as three).",
        "count",
    ),
    "wrong_tile_count.melds": _("A hand has at most four melds; this one has %(count)d."),
    "wrong_tile_count.win_tile": ngettext_lazy(
        "Give exactly one winning tile; there is %(count)d.",
        "Give exactly one winning tile; there are %(count)d.",
        "count",
    ),
    "wrong_tile_count.meld": ngettext_lazy(
        "The meld %(tiles)s has %(count)d tile where %(expected)d are needed.",
        "The meld %(tiles)s has %(count)d tiles where %(expected)d are needed.",
        "count",
    ),
    "too_many_copies": _(
        "There are %(count)d copies of %(tile)s, counting the melds and the indicators; a set has only four."
    ),
    "too_many_copies.red": _("There are %(count)d red fives %(tile)s; a set has only one in each suit."),
    "win_tile_not_in_hand": _("The winning tile %(tile)s is not one of the hand’s tiles."),
    "win_tile_not_in_hand.red": _(
        "The winning tile %(tile)s is a red five, and the hand holds no red five of that suit."
    ),
    "not_complete": _("The hand is not complete: without the winning tile it waits on %(waits)s."),
    "not_complete.dead": _(
        "The hand is not complete: without the winning tile it is ready, but every tile it waits on is already in sight."
    ),
    "not_complete.far": ngettext_lazy(
        "The hand is not complete: without the winning tile it is %(shanten)d tile away from ready.",
        "The hand is not complete: without the winning tile it is %(shanten)d tiles away from ready.",
        "shanten",
    ),
    "no_yaku": _("The hand has no yaku: a win needs at least one (dora alone do not count)."),
    "invalid_situation": _("These circumstances cannot happen together."),
    "invalid_situation.riichi_open": _("Riichi needs a closed hand, and this hand has called sets."),
    "invalid_situation.ippatsu_no_riichi": _("Ippatsu needs riichi: declare riichi or leave ippatsu out."),
    "invalid_situation.ippatsu_rinshan": _(
        "A kong ends the ippatsu turn: ippatsu and a win on the replacement tile drawn after it cannot both be claimed."
    ),
    "invalid_situation.rinshan_no_kan": _(
        "A win on the replacement tile drawn after a kong (rinshan) needs a kong among the melds."
    ),
    "invalid_situation.rinshan_ron": _(
        "A win on the replacement tile drawn after a kong is a self-draw (tsumo)."
    ),
    "invalid_situation.haitei_rinshan": _(
        "The replacement tile drawn after a kong is not the last tile of the wall: haitei and rinshan cannot both be claimed."
    ),
    "invalid_situation.haitei_ron": _(
        "Haitei is a self-drawn win on the last tile; a win on the last discard is houtei."
    ),
    "invalid_situation.houtei_tsumo": _(
        "Houtei is a win on the last discard; a self-drawn win on the last tile is haitei."
    ),
    "invalid_situation.chankan_tsumo": _(
        "Robbing a kong (chankan) is a win on another player’s tile, not a self-draw."
    ),
    "invalid_situation.chankan_houtei": _(
        "Robbing a kong is not a win on a discard, so it cannot be houtei."
    ),
    "invalid_situation.chankan_fourth_copy": _(
        "Robbing a kong takes the fourth copy of the winning tile: no other copy of it can be in the hand, the melds or the indicators."
    ),
    "invalid_situation.tenhou_non_dealer": _(
        "Tenhou is the dealer’s win (seat wind East); a non-dealer’s win on the first draw is chiihou."
    ),
    "invalid_situation.chiihou_dealer": _(
        "Chiihou is a non-dealer’s win; the dealer’s win on the dealt hand is tenhou."
    ),
    "invalid_situation.renhou_dealer": _("Renhou is a non-dealer’s win; the dealer cannot claim it."),
    "invalid_situation.first_draw_ron": _("Tenhou and chiihou are self-drawn wins (tsumo)."),
    "invalid_situation.renhou_tsumo": _(
        "Renhou is a win on a discard; a self-drawn win on the first draw is chiihou."
    ),
    "invalid_situation.first_turn": _(
        "A first-turn win (tenhou, chiihou or renhou) comes before any call, riichi or other special win: remove the melds and the other circumstances."
    ),
    "invalid_situation.dora_count": _(
        "There are at most five dora indicators: the first one and one per kong."
    ),
    "invalid_situation.ura_count": _("There cannot be more ura-dora indicators than dora indicators."),
    "invalid_situation.ura_no_riichi": _(
        "Ura-dora are revealed only for riichi: declare riichi or remove the ura-dora indicators."
    ),
    "invalid_situation.chankan_ankan_no_chankan": _(
        "A robbed concealed kong is a chankan win: claim robbing a kong as well."
    ),
    "invalid_situation.chankan_ankan_not_kokushi": _("Only thirteen orphans may rob a concealed kong."),
    "invalid_situation.chankan_ankan_ruleset": _(
        "These rules do not let thirteen orphans rob a concealed kong."
    ),
    "invalid_situation.renhou_ruleset": _("These rules do not play renhou."),
    "invalid_situation.nagashi_ruleset": _("These rules do not play nagashi mangan."),
    "invalid_situation.nagashi_flags": _(
        "Nagashi mangan is paid at an exhaustive draw, not for a win: leave out the win circumstances, pao and the dora indicators."
    ),
    "invalid_situation.pao_no_yakuman": _(
        "Pao (liability) applies only to a yakuman on the rules’ liability list, such as big three dragons, and this hand has none."
    ),
    "invalid_situation.pao_daisangen_not_fed": _(
        "Pao for big three dragons needs three dragon pungs or kongs called on discards: the liable player fed the third. With fewer called dragon sets, nobody is liable."
    ),
    "invalid_situation.pao_daisuushii_not_fed": _(
        "Pao for big four winds needs four wind pungs or kongs called on discards: the liable player fed the fourth. With fewer called wind sets, nobody is liable."
    ),
    "invalid_situation.pao_suukantsu_not_fed": _(
        "Pao for four kongs needs a kong called on a discard (daiminkan): the liable player discarded its tile. This hand has none, so nobody is liable."
    ),
    "unknown_ruleset": _("There is no ruleset “%(name)s”; choose one of %(choices)s."),
    "bad_rule": _("The house rule “%(rule)s” is unknown, or its value has the wrong type."),
}

FU_ITEMS = {
    "base": _("Base"),
    "chiitoitsu": _("Seven pairs (flat 25)"),
    "closed_ron": _("Closed hand won on a discard"),
    "tsumo": _("Self-draw"),
    "open_pinfu": _("Open all-chow hand won on a discard (rounded up to 30)"),
    "pair_dragon": _("Pair of dragons"),
    "pair_seat_wind": _("Pair of the seat wind"),
    "pair_round_wind": _("Pair of the round wind"),
    "wait_kanchan": _("Closed wait"),
    "wait_penchan": _("Edge wait"),
    "wait_tanki": _("Pair wait"),
    "open_pon_simple": _("Exposed pung of simples"),
    "open_pon_terminal": _("Exposed pung of terminals or honours"),
    "closed_pon_simple": _("Concealed pung of simples"),
    "closed_pon_terminal": _("Concealed pung of terminals or honours"),
    "open_kan_simple": _("Exposed kong of simples"),
    "open_kan_terminal": _("Exposed kong of terminals or honours"),
    "closed_kan_simple": _("Concealed kong of simples"),
    "closed_kan_terminal": _("Concealed kong of terminals or honours"),
}

LIMITS = {
    "mangan": pgettext_lazy("limit", "Mangan"),
    "haneman": pgettext_lazy("limit", "Haneman"),
    "baiman": pgettext_lazy("limit", "Baiman"),
    "sanbaiman": pgettext_lazy("limit", "Sanbaiman"),
    "yakuman": pgettext_lazy("limit", "Yakuman"),
}

# A yakuman is named, never counted in han: 13 han is "Yakuman", 26 "Double yakuman" ...
YAKUMAN_MULTIPLES = {
    1: _("Yakuman"),
    2: _("Double yakuman"),
    3: _("Triple yakuman"),
    4: _("Quadruple yakuman"),
    5: _("Quintuple yakuman"),
}

WAITS = {
    "ryanmen": _("Two-sided wait (ryanmen)"),
    "kanchan": _("Closed wait (kanchan)"),
    "penchan": _("Edge wait (penchan)"),
    "shanpon": _("Double pair wait (shanpon)"),
    "tanki": _("Pair wait (tanki)"),
}

PAYMENTS = {
    "ron": _("Paid by the discarder"),
    "tsumo_nondealer": _("Paid by each non-dealer"),
    "tsumo_dealer": _("Paid by the dealer"),
    "tsumo_all": _("Paid by each of the three others"),
    "liable": _("Paid by the liable player"),
    "discarder": _("Paid by the discarder"),
}
# A robbed kong (chankan) is a ron on a tile nobody discarded: the player who added it pays.
CHANKAN_PAYER = _("Paid by the player whose kong was robbed")


def payment_label(key: str, chankan: bool) -> str:
    """The label of one payment line: the discarder's line names the robbed player after a chankan."""
    if chankan and key in ("ron", "discarder"):
        return str(CHANKAN_PAYER)
    return str(PAYMENTS.get(key, key))


DORA = {
    "dora": _("Dora"),
    "ura_dora": _("Ura dora"),
    "aka_dora": _("Red fives"),
}


def mid_sentence(label: object) -> str:
    """A label ("Haneman", "Double yakuman", "Not played") as it reads inside a sentence: the tables above
    hold the standalone form, capitalised, for badges, cells and headings; romaji and words in running text
    are lower case in all three languages ("a limit hand (haneman)", « payé comme un sanbaiman »).

    >>> mid_sentence("Double yakuman"), mid_sentence("")
    ('double yakuman', '')
    """
    text = str(label)
    return text[:1].lower() + text[1:]


def tiles_in_words(notation: str) -> str:
    """The tiles of an error sentence named in the active language ("5 of bamboo"; a set or a list
    of waits, each tile once, in order), never in notation on a page; a text that does not parse
    (never a tile the scorer names) stays as it is."""
    from rules.templatetags.tiles import tile_name  # the one naming of a tile (it imports the scorer)

    try:
        tiles = parse_tiles(notation)
    except NotationError:
        return notation
    names = list(dict.fromkeys(mid_sentence(tile_name(tile)) for tile in tiles))
    return ", ".join(names)


def error_sentences() -> Mapping[str, Promise]:
    """The error sentences, translated when rendered, for `score_request(..., messages=...)`."""
    return ERROR_SENTENCES


# How a ruleset treats a yaku (rules.treatment), shown per ruleset on the yaku detail page.
TREATMENTS = {
    "same": _("Counted as listed above"),
    "local_on": _("Counted: this ruleset plays this local yaku"),
    "local_off": _("Not counted: a local yaku this ruleset does not play"),
    "double_yakuman": _("Paid as a double yakuman"),
    "single_yakuman": _("Paid as a single yakuman"),
    "stacking_on": _("Adds up with the other yakuman of the hand"),
    "stacking_off": _("Does not add up with another yakuman"),
    "pao": _("The player who fed the last set is liable (pao)"),
    "open_tanyao": _("Counts on an open hand too"),
    "closed_tanyao": _("Counts on a closed hand only"),
    "renhou_off": _("Not played"),
    "renhou_mangan": _("A flat mangan"),
    "renhou_yakuman": _("A yakuman"),
    "renhou_han5": _("5 han, added to the rest of the hand"),
    "nagashi_on": _("Paid as a mangan tsumo at the exhaustive draw"),
    "nagashi_unconfirmed": _("Probably paid as a mangan tsumo at the exhaustive draw (unconfirmed)"),
    "nagashi_off": _("Not played"),
    "kazoe_yakuman": _("13 han or more pay a yakuman"),
    "kazoe_sanbaiman": _("13 han or more stop at sanbaiman"),
    "kazoe_multiple": _("13 han pay a yakuman, 26 han a double yakuman"),
    "kokushi_ankan_on": _("Thirteen orphans may rob a concealed kong"),
    "kokushi_ankan_off": _("Thirteen orphans may not rob a concealed kong"),
    "pinfu_tsumo_20": _("Pinfu tsumo scores a flat 20 fu"),
    "pinfu_tsumo_22": _("Pinfu tsumo adds the 2 fu of the self-draw"),
}

# Ruleset parameter values on the comparison page (booleans and lists are handled by the page).
RULE_VALUES = {
    "yakuman": pgettext_lazy("limit", "Yakuman"),
    "sanbaiman": pgettext_lazy("limit", "Sanbaiman"),
    "multiple": _("Yakuman, doubled at 26 han"),
    "off": _("Not played"),
    "mangan": pgettext_lazy("limit", "Mangan"),
    "han5": _("5 han, added to the hand"),
}

# The non-scoring facts of the rulesets (rules.scoring.rulesets.GameFacts), row labels.
GAME_FACT_LABELS = {
    "start_points": _("Start points"),
    "return_points": _("Return points"),
    "oka": _("Oka (to first place, in thousands)"),
    "uma": _("Uma (1st/2nd/3rd/4th)"),
    "ties": _("Tied final totals"),
    "hanchan_score": _("Hanchan score"),
    "riichi_sticks_at_end": _("Riichi sticks left at the end"),
    "honba": _("Honba (counters)"),
    "riichi_conditions": _("Riichi: stake and conditions"),
    "yaku_minimum": _("Yaku minimum"),
    "multiple_ron": _("Several players win on one discard"),
    "abortive_draws": _("Abortive draws"),
    "kan_dora_reveal": _("Kan dora revealed"),
    "nagashi_mangan": _("Nagashi mangan"),
    "pao_payment": _("Liability (pao) payment"),
    "agari_yame": _("Agari-yame (the last dealer may stop)"),
    "busting": _("Game ends when a player goes below zero"),
}

# The scorer writes these facts in English; each is translated here, keyed by the scorer's exact text.
# Values without words (numbers, uma lists) are not translated: fact_value writes them.
GAME_FACT_VALUES = {
    "uma shared": _("uma shared"),
    "(points - 30000) / 1000 + uma, not rounded": _("(points − 30,000) / 1,000 + uma, not rounded"),
    "to the winner": _("to the winner"),
    "300 on ron; 100 from each payer on tsumo": _("300 on ron; 100 from each payer on tsumo"),
    "1000; at least 4 tiles in the wall; any score": _("1,000; at least 4 tiles in the wall; any score"),
    "1; no 2-han minimum at 5 honba (2012: yes)": _("1; no 2-han minimum at 5 honba (2012: yes)"),
    "double and triple; each winner gets the counters; sticks to the winner nearest the discarder": _(
        "double and triple; each winner gets the counters; sticks to the winner nearest the discarder"
    ),
    "none": _("none"),
    "immediate": _("immediate"),
    "not used (2012: a win, with counters and sticks)": _("not used (2012: a win, with counters and sticks)"),
    "tsumo: liable pays all; ron 50/50; discarder pays counters": _(
        "tsumo: liable pays all; ron 50/50; discarder pays counters"
    ),
    "no": _("no"),
    "lost": _("lost"),
    "1000; at least 4 tiles in the wall": _("1,000; at least 4 tiles in the wall"),
    "1; no 2-han minimum": _("1; no 2-han minimum"),
    "head bump": _("head bump (only the first winner after the discarder)"),
    "not used": _("not used"),
    "tsumo: liable pays all; ron 50/50; discarder pays counters; no daiminkan liability": _(
        "tsumo: liable pays all; ron 50/50; discarder pays counters; no daiminkan liability"
    ),
    "the seat order breaks ties": _("the seat order breaks ties"),
    "(points - 30000) / 1000 + uma + oka; points rounded to the nearest 1000": _(
        "(points − 30,000) / 1,000 + uma + oka; points rounded to the nearest 1,000"
    ),
    "to 1st place": _("to 1st place"),
    "1000; at least 1000 points; at least 4 tiles in the wall": _(
        "1,000; at least 1,000 points; at least 4 tiles in the wall"
    ),
    "double; triple is an abortive draw; honba and sticks to the nearest winner": _(
        "double; triple is an abortive draw; honba and sticks to the nearest winner"
    ),
    "kyuushu, suufon, suucha riichi, suukaikan, sanchahou": _(
        "nine terminals and honours, four winds, four riichi, four kongs, triple ron"
    ),
    "ankan immediate; minkan and kakan after the discard": _(
        "immediate for a concealed kong; after the discard for a called or added kong"
    ),
    "a draw: mangan-tsumo payment replaces noten payments; dealer repeats if tenpai": _(
        "a draw: mangan-tsumo payment replaces noten payments; dealer repeats if tenpai"
    ),
    "tsumo: liable pays all; ron 50/50; liable pays honba; composite: whole hand": _(
        "tsumo: liable pays all; ron 50/50; liable pays honba; composite: whole hand"
    ),
    "automatic agari-yame and tenpai-yame": _("automatic agari-yame and tenpai-yame"),
    "yes, below 0": _("yes, below 0"),
    "unc.": _("unconfirmed"),
    "ranked rooms use rank points": _("ranked rooms use rank points"),
    "1000; conditions unc.": _("1,000; conditions unconfirmed"),
    "double and triple; sticks to the nearest winner": _("double and triple; sticks to the nearest winner"),
    "kyuushu, suufon, suucha riichi, suukaikan": _(
        "nine terminals and honours, four winds, four riichi, four kongs"
    ),
    "a draw, as Tenhou": _("a draw, as on Tenhou"),
    "only the pao yakuman part": _("only the pao yakuman part"),
    "yes, below 0 (0 does not end it)": _("yes, below 0 (0 does not end it)"),
    "(points - 30000) / 1000 + uma + oka (rank points +50/+10/-10/-30)": _(
        "(points − 30,000) / 1,000 + uma + oka (rank points +50/+10/−10/−30)"
    ),
    "1000; allowed below 1000 points and with no draw left": _(
        "1,000; allowed below 1,000 points and with no draw left"
    ),
    "immediate for every kan; none on chankan": _("immediate for every kong; none when a kong is robbed"),
    "tsumo all / ron 50-50; liable pays honba; composite unc.": _(
        "tsumo: liable pays all; ron 50/50; liable pays honba; composite hands unconfirmed"
    ),
}


UMA_LIST = re.compile(r"[+-]\d+(?:/[+-]\d+)+")


def fact_value(value: str) -> str:
    """A game fact of the scorer in the active language: points grouped as the language groups them, and
    uma lists ("+15/+5/-5/-15") with a true minus sign, as a scoresheet prints them (+15/+5/−5/−15)."""
    if value.isdigit():
        return format_number(int(value))
    if UMA_LIST.fullmatch(value):
        return value.replace("-", "\u2212")
    phrase = GAME_FACT_VALUES.get(value)
    return str(phrase) if phrase is not None else value


YES_NO = {True: _("yes"), False: _("no")}


def extra_situation(key: str, value: object) -> str:
    """A fact of an example hand that the scoring request cannot state, as a player says it."""
    if key == "open_riichi":
        return gettext("riichi declared with the hand shown (open riichi)")
    if key == "first_draw":
        return gettext("won on the player’s first draw, with no call before it")
    if key == "dealer_wins_in_a_row" and isinstance(value, int):
        return ngettext(
            "the dealer has won %(count)s hand in a row", "the dealer has won %(count)s hands in a row", value
        ) % {"count": format_number(value)}
    return gettext("another situation of the game")


NONE = _("none")

WINDS = {"E": _("East"), "S": _("South"), "W": _("West"), "N": _("North")}
