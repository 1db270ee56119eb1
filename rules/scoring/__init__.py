"""The core scorer: pure Python, no Django. Everything that knows the rules of Riichi scoring lives here.

One module per concern: `tiles` (kinds 0-33, mpsz notation), `hand` (Meld, Hand), `situation` (flags,
winds, indicators and their checks), `rulesets` (the five rulesets, overrides, comparison facts),
`shapes` (splits, waits), `distance` (shanten and the tiles that lower it), `efficiency` (the discard
table), `yaku` (the registry), `fu`, `payment`, `score` (score_hand), `request`
(the JSON contract) and `errors` (codes and message templates).

>>> score_request({"hand": "123m456p789s22z234s", "win_tile": "4s", "riichi": True})["han"]
2
"""

from .efficiency import DiscardChoice, Draw, Prospect, WaitValue, best_choices, discard_table, hand_prospect
from .errors import ERROR_MESSAGES, ScoringError
from .hand import Hand, Meld
from .request import parse_request, score_request
from .rulesets import GAME_FACTS, RULESETS, Ruleset, get_ruleset
from .score import Score, score_hand, score_nagashi
from .shapes import Analysis, analyse_13, shanten
from .situation import Situation
from .table import TableRow, scoring_table
from .tiles import Tile, parse_tiles, to_mpsz

__all__ = [
    "ERROR_MESSAGES",
    "GAME_FACTS",
    "RULESETS",
    "Analysis",
    "DiscardChoice",
    "Draw",
    "Hand",
    "Meld",
    "Prospect",
    "Ruleset",
    "Score",
    "ScoringError",
    "Situation",
    "TableRow",
    "Tile",
    "WaitValue",
    "analyse_13",
    "best_choices",
    "discard_table",
    "get_ruleset",
    "hand_prospect",
    "parse_request",
    "parse_tiles",
    "score_hand",
    "score_nagashi",
    "score_request",
    "scoring_table",
    "shanten",
    "to_mpsz",
]
