"""The core scorer: pure Python, no Django. Everything that knows the rules of Riichi scoring lives here.

One module per concern: `tiles` (kinds 0-33, mpsz notation), `hand` (Meld, Hand), `situation` (flags,
winds, indicators and their checks), `rulesets` (the five rulesets, overrides, comparison facts),
`shapes` (splits, waits), `distance` (shanten and the tiles
that lower it), `efficiency` (the discard table), `yaku` (the registry), `fu`, `payment`, `score` (score_hand), `request`
(the JSON contract), `explanation` (the working of a scored hand, step by step), `errors` (codes and
the sentences that explain them) and `results` (hanchan results).

This module is the scorer's one public surface: the site's apps import only the names below (a test in
tests/site fails on an import of a private module), so the modules behind it can change freely.

The modules on the scoring path run compiled where `make compile` has built them (see `compiled`);
importing the scorer fails rather than run a build older than its sources.

>>> score_request({"hand": "123m456p789s22z234s", "win_tile": "4s", "riichi": True})["han"]
2
"""

from .compiled import check_fresh

check_fresh()

# ruff: noqa: E402  (the imports below load the compiled modules, once their build is known fresh)
from .efficiency import DiscardChoice, Draw, Prospect, WaitValue, best_choices, discard_table, hand_prospect
from .errors import CODES as ERROR_CODES
from .errors import SENTENCES as ERROR_SENTENCES
from .errors import ScoringError, render_message, sentence_key
from .explanation import TableStep, Working, working
from .hand import MELD_KINDS, Hand, Meld
from .payment import HONBA_EACH, HONBA_RON, LIMITS, STICK, base_points, table_payment
from .request import parse_request, score_request
from .results import (
    LEFTOVER_STICKS,
    PENALTY_RANGE,
    POINTS_RANGE,
    TABLE_RULES,
    TIES,
    UMA_RANGE,
    Placing,
    ResultRules,
    ResultsUnavailable,
    checked_table_rule,
    final_places,
    hanchan_scores,
    result_rules,
    rulesets_with_results,
    table_rules,
)
from .rulesets import (
    CHOICES as RULE_CHOICES,
)
from .rulesets import (
    DEFAULT_RULESET,
    DOUBLE_YAKUMAN_PATTERNS,
    GAME_FACTS,
    LOCAL_YAKU,
    RULESETS,
    SOURCES,
    GameFacts,
    Ruleset,
    get_ruleset,
)
from .score import Score, score_hand, score_nagashi
from .shapes import Analysis, analyse_13, is_seven_pairs, is_thirteen_orphans, shanten, standard_splits
from .situation import FLAGS, Situation
from .table import TableRow, reachable, scoring_table
from .tiles import (
    COPIES,
    HONOR_START,
    KIND_COUNT,
    NotationError,
    Tile,
    counts_of,
    kind_mpsz,
    parse_tiles,
    sort_tiles,
    to_mpsz,
)
from .yaku import COUNTED_YAKUMAN, YAKU_KEYS, YAKUMAN_HAN

__all__ = [
    "COPIES",
    "COUNTED_YAKUMAN",
    "DEFAULT_RULESET",
    "DOUBLE_YAKUMAN_PATTERNS",
    "ERROR_CODES",
    "ERROR_SENTENCES",
    "FLAGS",
    "GAME_FACTS",
    "HONBA_EACH",
    "HONBA_RON",
    "HONOR_START",
    "KIND_COUNT",
    "LEFTOVER_STICKS",
    "LIMITS",
    "LOCAL_YAKU",
    "MELD_KINDS",
    "PENALTY_RANGE",
    "POINTS_RANGE",
    "RULESETS",
    "RULE_CHOICES",
    "SOURCES",
    "STICK",
    "TABLE_RULES",
    "TIES",
    "UMA_RANGE",
    "YAKUMAN_HAN",
    "YAKU_KEYS",
    "Analysis",
    "DiscardChoice",
    "Draw",
    "GameFacts",
    "Hand",
    "Meld",
    "NotationError",
    "Placing",
    "Prospect",
    "ResultRules",
    "ResultsUnavailable",
    "Ruleset",
    "Score",
    "ScoringError",
    "Situation",
    "TableRow",
    "TableStep",
    "Tile",
    "WaitValue",
    "Working",
    "analyse_13",
    "base_points",
    "best_choices",
    "checked_table_rule",
    "counts_of",
    "discard_table",
    "final_places",
    "get_ruleset",
    "hanchan_scores",
    "hand_prospect",
    "is_seven_pairs",
    "is_thirteen_orphans",
    "kind_mpsz",
    "parse_request",
    "parse_tiles",
    "reachable",
    "render_message",
    "result_rules",
    "rulesets_with_results",
    "score_hand",
    "score_nagashi",
    "score_request",
    "scoring_table",
    "sentence_key",
    "shanten",
    "sort_tiles",
    "standard_splits",
    "table_payment",
    "table_rules",
    "to_mpsz",
    "working",
]
