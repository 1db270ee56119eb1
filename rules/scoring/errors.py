"""Error codes of the scoring contract, and the sentences that tell a player what is wrong.

The scorer never builds prose where it finds a problem: it raises `ScoringError(code, **params)` with
a stable contract code and parameters. `sentence_key` then picks which sentence explains it (one code
covers several causes: `invalid_situation` is riichi on an open hand as well as haitei on a discard),
and `render_message` fills that sentence's template. `SENTENCES` holds the English templates
(%-style, with a singular and a plural where a number can be 1); the Django side passes a translated
table with the same keys (`rules.phrases.ERROR_SENTENCES`), so the choice of sentence is made once,
here, and only the words change with the language.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Final, cast

CODES: Final = (
    "bad_request",
    "bad_notation",
    "wrong_tile_count",
    "too_many_copies",
    "win_tile_not_in_hand",
    "not_complete",
    "no_yaku",
    "invalid_situation",
    "unknown_ruleset",
    "bad_rule",
)

Plural = tuple[str, str, str]  # singular, plural, the parameter that chooses between them

SENTENCES: Final[dict[str, str | Plural]] = {
    "bad_request": "The field “%(field)s” is missing, unknown or of the wrong type.",
    "bad_request.request": "The request must be a JSON object.",
    "bad_request.unknown_field": "A scoring request has no field “%(field)s”.",
    "bad_request.too_long": "The field “%(field)s” holds %(length)d characters; a tile string has at "
    "most %(limit)d.",
    "bad_request.too_many": "The field “%(field)s” lists %(count)d items; it takes at most %(limit)d.",
    "bad_request.out_of_range": "The field “%(field)s” is %(value)d; it takes a whole number from "
    "%(min)d to %(max)d.",
    "bad_request.wind": "The field “%(field)s” is “%(value)s”; a wind is written E, S, W or N.",
    "bad_request.body": "The request is not valid JSON.",
    "bad_request.meld_kind": "A meld is a chi, pon, kan, ankan or shouminkan.",
    "bad_request.meld_run": "The chow %(tiles)s is not a run: a chow is three consecutive tiles of one suit.",
    "bad_request.meld_same": "The set %(tiles)s is not made of identical tiles, as a pung or a kong must be.",
    "bad_notation.hand": "The hand “%(text)s” is not tile notation: write numbers then their suit, "
    "like 123m456p789s11z (0 for a red five).",
    "bad_notation.win_tile": "The winning tile “%(text)s” is not tile notation: write a number then its "
    "suit, like 5p or 7z (0p for a red five).",
    "bad_notation.indicators": "The indicators “%(text)s” are not tile notation: write numbers then "
    "their suit, like 3m or 15z.",
    "bad_notation.meld": "The meld “%(text)s” is not tile notation: write numbers then their suit, "
    "like 777z or 123m.",
    "wrong_tile_count.hand": (
        "The hand has %(count)d tile where %(expected)d are needed (each meld counts as three).",
        "The hand has %(count)d tiles where %(expected)d are needed (each meld counts as three).",
        "count",
    ),
    "wrong_tile_count.melds": "A hand has at most four melds; this one has %(count)d.",
    "wrong_tile_count.win_tile": (
        "Give exactly one winning tile; there is %(count)d.",
        "Give exactly one winning tile; there are %(count)d.",
        "count",
    ),
    "wrong_tile_count.meld": (
        "The meld %(tiles)s has %(count)d tile where %(expected)d are needed.",
        "The meld %(tiles)s has %(count)d tiles where %(expected)d are needed.",
        "count",
    ),
    "too_many_copies": "There are %(count)d copies of %(tile)s, counting the melds and the indicators; "
    "a set has only four.",
    "too_many_copies.red": "There are %(count)d red fives %(tile)s; a set has only one in each suit.",
    "win_tile_not_in_hand": "The winning tile %(tile)s is not one of the hand's tiles.",
    "win_tile_not_in_hand.red": "The winning tile %(tile)s is a red five, and the hand holds no red five "
    "of that suit.",
    "not_complete": "The hand is not complete: without the winning tile it waits on %(waits)s.",
    "not_complete.dead": "The hand is not complete: without the winning tile it is ready, but every "
    "tile it waits on is already in sight.",
    "not_complete.far": (
        "The hand is not complete: without the winning tile it is %(shanten)d tile away from ready.",
        "The hand is not complete: without the winning tile it is %(shanten)d tiles away from ready.",
        "shanten",
    ),
    "no_yaku": "The hand has no yaku: a win needs at least one (dora alone do not count).",
    "invalid_situation": "These circumstances cannot happen together.",
    "invalid_situation.riichi_open": "Riichi needs a closed hand, and this hand has called sets.",
    "invalid_situation.ippatsu_no_riichi": "Ippatsu needs riichi: declare riichi or leave ippatsu out.",
    "invalid_situation.ippatsu_rinshan": "A kong ends the ippatsu turn: ippatsu and a win on the replacement "
    "tile drawn after it cannot both be claimed.",
    "invalid_situation.rinshan_no_kan": "A win on the replacement tile drawn after a kong (rinshan) needs "
    "a kong among the melds.",
    "invalid_situation.rinshan_ron": "A win on the replacement tile drawn after a kong is a self-draw "
    "(tsumo).",
    "invalid_situation.haitei_rinshan": "The replacement tile drawn after a kong is not the last tile of "
    "the wall: haitei and rinshan cannot both be claimed.",
    "invalid_situation.haitei_ron": "Haitei is a self-drawn win on the last tile; a win on the last "
    "discard is houtei.",
    "invalid_situation.houtei_tsumo": "Houtei is a win on the last discard; a self-drawn win on the "
    "last tile is haitei.",
    "invalid_situation.chankan_tsumo": "Robbing a kong (chankan) is a win on another player's tile, not "
    "a self-draw.",
    "invalid_situation.chankan_houtei": "Robbing a kong is not a win on a discard, so it cannot be houtei.",
    "invalid_situation.chankan_fourth_copy": "Robbing a kong takes the fourth copy of the winning tile: "
    "no other copy of it can be in the hand, the melds or the indicators.",
    "invalid_situation.tenhou_non_dealer": "Tenhou is the dealer's win (seat wind East); a non-dealer's "
    "win on the first draw is chiihou.",
    "invalid_situation.chiihou_dealer": "Chiihou is a non-dealer's win; the dealer's win on the dealt "
    "hand is tenhou.",
    "invalid_situation.renhou_dealer": "Renhou is a non-dealer's win; the dealer cannot claim it.",
    "invalid_situation.first_draw_ron": "Tenhou and chiihou are self-drawn wins (tsumo).",
    "invalid_situation.renhou_tsumo": "Renhou is a win on a discard; a self-drawn win on the first draw "
    "is chiihou.",
    "invalid_situation.first_turn": "A first-turn win (tenhou, chiihou or renhou) comes before any call, "
    "riichi or other special win: remove the melds and the other circumstances.",
    "invalid_situation.dora_count": "There are at most five dora indicators: the first one and one per kong.",
    "invalid_situation.ura_count": "There cannot be more ura-dora indicators than dora indicators.",
    "invalid_situation.ura_no_riichi": "Ura-dora are revealed only for riichi: declare riichi or remove "
    "the ura-dora indicators.",
    "invalid_situation.chankan_ankan_no_chankan": "A robbed concealed kong is a chankan win: claim "
    "robbing a kong as well.",
    "invalid_situation.chankan_ankan_not_kokushi": "Only thirteen orphans may rob a concealed kong.",
    "invalid_situation.chankan_ankan_ruleset": "These rules do not let thirteen orphans rob a concealed kong.",
    "invalid_situation.renhou_ruleset": "These rules do not play renhou.",
    "invalid_situation.nagashi_ruleset": "These rules do not play nagashi mangan.",
    "invalid_situation.nagashi_flags": "Nagashi mangan is paid at an exhaustive draw, not for a win: "
    "leave out the win circumstances, pao and the dora indicators.",
    "invalid_situation.pao_no_yakuman": "Pao (liability) applies only to a yakuman on the rules' "
    "liability list, such as big three dragons, and this hand has none.",
    "invalid_situation.pao_daisangen_not_fed": "Pao for big three dragons needs three dragon pungs or "
    "kongs called on discards: the liable player fed the third. With fewer called dragon sets, nobody "
    "is liable.",
    "invalid_situation.pao_daisuushii_not_fed": "Pao for big four winds needs four wind pungs or kongs "
    "called on discards: the liable player fed the fourth. With fewer called wind sets, nobody is "
    "liable.",
    "invalid_situation.pao_suukantsu_not_fed": "Pao for four kongs needs a kong called on a discard "
    "(daiminkan): the liable player discarded its tile. This hand has none, so nobody is liable.",
    "unknown_ruleset": "There is no ruleset “%(name)s”; choose one of %(choices)s.",
    "bad_rule": "The house rule “%(rule)s” is unknown, or its value has the wrong type.",
    "bad_rule.unknown": "There is no house rule “%(rule)s”; the house rules are %(choices)s.",
    "bad_rule.value": "The house rule “%(rule)s” does not take that value; allowed: %(allowed)s.",
}

# invalid_situation: (flag, other) -> sentence; a flag alone (other None) covers its remaining cases.
_SITUATIONS: Final[dict[tuple[str, str | None], str]] = {
    ("riichi", "open_melds"): "riichi_open",
    ("double_riichi", "open_melds"): "riichi_open",
    ("ippatsu", "no_riichi"): "ippatsu_no_riichi",
    ("ippatsu", "rinshan"): "ippatsu_rinshan",
    ("rinshan", "no_kan"): "rinshan_no_kan",
    ("rinshan", "ron"): "rinshan_ron",
    ("haitei", "rinshan"): "haitei_rinshan",
    ("haitei", "ron"): "haitei_ron",
    ("houtei", "tsumo"): "houtei_tsumo",
    ("chankan", "tsumo"): "chankan_tsumo",
    ("chankan", "houtei"): "chankan_houtei",
    ("chankan", "fourth_copy"): "chankan_fourth_copy",
    ("tenhou", "non_dealer"): "tenhou_non_dealer",
    ("tenhou", "ron"): "first_draw_ron",
    ("chiihou", "dealer"): "chiihou_dealer",
    ("chiihou", "ron"): "first_draw_ron",
    ("renhou", "dealer"): "renhou_dealer",
    ("renhou", "tsumo"): "renhou_tsumo",
    ("renhou", "ruleset"): "renhou_ruleset",
    ("tenhou", None): "first_turn",
    ("chiihou", None): "first_turn",
    ("renhou", None): "first_turn",
    ("dora_indicators", "more_than_5"): "dora_count",
    ("ura_indicators", "dora_indicators"): "ura_count",
    ("ura_indicators", "no_riichi"): "ura_no_riichi",
    ("chankan_ankan", "no_chankan"): "chankan_ankan_no_chankan",
    ("chankan_ankan", "not_kokushi"): "chankan_ankan_not_kokushi",
    ("chankan_ankan", "ruleset"): "chankan_ankan_ruleset",
    ("nagashi_mangan", "ruleset"): "nagashi_ruleset",
    ("nagashi_mangan", None): "nagashi_flags",
    ("pao", "no_pao_yakuman"): "pao_no_yakuman",
    ("pao", "daisangen_not_fed"): "pao_daisangen_not_fed",
    ("pao", "daisuushii_not_fed"): "pao_daisuushii_not_fed",
    ("pao", "suukantsu_not_fed"): "pao_suukantsu_not_fed",
}
_REQUEST_PROBLEMS: Final = {
    name: name
    for name in (
        "meld_kind",
        "meld_run",
        "meld_same",
        "unknown_field",
        "too_long",
        "too_many",
        "out_of_range",
        "wind",
    )
}
_NOTATION_FIELDS: Final = {"hand": "hand", "win_tile": "win_tile", "dora_indicators": "indicators"}


def sentence_key(code: str, params: Mapping[str, object]) -> str:
    """The key of the sentence that explains an error: the code, or `code.cause` where a code has
    several causes.

    >>> sentence_key("invalid_situation", {"flag": "ippatsu", "other": "no_riichi"})
    'invalid_situation.ippatsu_no_riichi'
    >>> sentence_key("no_yaku", {})
    'no_yaku'
    """
    cause = _cause(code, params)
    return f"{code}.{cause}" if cause else code


def _cause(code: str, params: Mapping[str, object]) -> str | None:
    field = str(params.get("field", ""))
    if code == "invalid_situation":
        flag, other = str(params.get("flag")), str(params.get("other"))
        return _SITUATIONS.get((flag, other)) or _SITUATIONS.get((flag, None))
    if code == "bad_request":
        if field in ("request", "body"):
            return field
        return _REQUEST_PROBLEMS.get(str(params.get("problem", "")))
    if code == "bad_rule":
        return "value" if "allowed" in params else "unknown" if "choices" in params else None
    if code == "bad_notation":
        if field.startswith("melds"):
            return "meld"
        return _NOTATION_FIELDS.get(field, "indicators" if field.endswith("indicators") else "hand")
    if code == "wrong_tile_count":
        return field if field in ("hand", "melds", "win_tile", "meld") else "hand"
    if code == "too_many_copies":
        return "red" if params.get("limit") == 1 else None
    if code == "win_tile_not_in_hand":
        return "red" if str(params.get("tile", "")).startswith("0") else None
    if code == "not_complete":
        if params.get("shanten", 0):
            return "far"
        return "dead" if params.get("waits") in ("-", "") else None
    return None


class ScoringError(ValueError):
    """A request the scorer cannot score, named by a stable contract code."""

    def __init__(self, code: str, **params: object) -> None:
        super().__init__(code, params)
        self.code = code
        self.params = params

    def message(
        self, sentences: Mapping[str, object] | None = None, tile_names: Callable[[str], str] | None = None
    ) -> str:
        """The sentence in the language of `sentences` (the English `SENTENCES` by default).

        >>> ScoringError("no_yaku").message()
        'The hand has no yaku: a win needs at least one (dora alone do not count).'
        >>> ScoringError("no_yaku").message({"no_yaku": "La main n'a pas de yaku."})
        "La main n'a pas de yaku."
        """
        return render_message(self.code, self.params, sentences, tile_names)

    def __str__(self) -> str:
        return self.message()


# Parameters that echo what the request sent: shown cut to a short prefix, control characters escaped,
# so a 10,000-character or binary name gives a readable sentence.
ECHOED: Final = ("field", "rule", "name", "text", "kind", "value")
ECHO_LIMIT: Final = 32
# Parameters in tile notation, which a page names in words (`tile_names`); the API keeps the notation
# beside its message.
TILE_PARAMS: Final = ("tile", "tiles", "waits")


def echo(value: object) -> str:
    """What a request sent, as a sentence may show it: control characters escaped, cut to a prefix.

    >>> echo("seat" + chr(0) + "wind"), echo("x" * 40)
    ('seat\\\\x00wind', 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…')
    """
    text = value if isinstance(value, str) else str(value)
    cut = len(text) > ECHO_LIMIT
    text = text[:ECHO_LIMIT]
    if not text.isprintable():
        text = "".join(char if char.isprintable() else ascii(char)[1:-1] for char in text)
    return text + "…" if cut else text


def tile_params(params: Mapping[str, object]) -> dict[str, str]:
    """The parameters of an error that are tiles in notation (none for "-", no tile at all)."""
    found = {}
    for name in TILE_PARAMS:
        value = params.get(name)
        if isinstance(value, str) and value and value != "-":
            found[name] = value
    return found


def _shown(params: Mapping[str, object], tile_names: Callable[[str], str] | None) -> dict[str, object]:
    """The parameters as the sentence shows them: echoes made safe, tiles named where a namer is given."""
    shown = dict(params)
    for name in ECHOED:
        value = shown.get(name)
        if isinstance(value, str) or (value is not None and not isinstance(value, int)):
            shown[name] = echo(value)
    if tile_names is not None:
        for name, value in tile_params(params).items():
            shown[name] = tile_names(value)
    return shown


def _fill(template: object, params: Mapping[str, object]) -> str:
    """A template filled with `params`: a plain (or lazily translated) string, or an English plural."""
    if isinstance(template, tuple):
        singular, plural, number = template
        template = singular if params.get(number) == 1 else plural
    # Any, not str: a lazily translated Django string is no str, and the compiled module checks casts.
    # A Django plural proxy picks its form from the number here.
    return str(cast(Any, template) % params)


def render_message(
    code: str,
    params: Mapping[str, object],
    sentences: Mapping[str, object] | None = None,
    tile_names: Callable[[str], str] | None = None,
) -> str:
    """The sentence for an error, from `sentences` (e.g. the translated table), falling back to the
    English one when a translation is missing or broken; a code without a sentence is the code.
    `tile_names` names the tiles of the sentence in the reader's language (a page); without it they
    stay in notation (the command line).

    >>> render_message("win_tile_not_in_hand", {"tile": "5s"})
    "The winning tile 5s is not one of the hand's tiles."
    >>> render_message("wrong_tile_count", {"field": "win_tile", "count": 0, "expected": 1})
    'Give exactly one winning tile; there are 0.'
    """
    key = sentence_key(code, params)
    params = _shown(params, tile_names)
    # None first: an isinstance check against an abstract class runs interpreted code.
    tables = (
        (sentences, SENTENCES) if sentences is not None and isinstance(sentences, Mapping) else (SENTENCES,)
    )
    for name in (key, code):
        for table in tables:
            template = table.get(name)
            if template is None:
                continue
            try:
                return _fill(template, params)
            except Exception:  # a broken translation must never break the answer: English instead
                continue
    return code
