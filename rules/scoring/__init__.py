"""The core scorer: pure Python, no Django. Everything that knows the rules of Riichi scoring lives here.

One module per concern: `tiles` (kinds 0-33, mpsz notation), `hand` (Meld, Hand), `situation` (flags,
winds, indicators and their checks), `rulesets` (the five rulesets, overrides, comparison facts),
`shapes` (splits, waits, shanten), `yaku` (the registry), `fu`, `payment`, `score` (score_hand), `request`
(the JSON contract) and `errors` (codes and the sentences that explain them).

>>> score_request({"hand": "123m456p789s22z234s", "win_tile": "4s", "riichi": True})["han"]
2
"""

from .errors import CODES as ERROR_CODES
from .errors import SENTENCES as ERROR_SENTENCES
from .errors import ScoringError, render_message, sentence_key
from .hand import Hand, Meld
from .request import parse_request, score_request
from .rulesets import GAME_FACTS, RULESETS, Ruleset, get_ruleset
from .score import Score, score_hand, score_nagashi
from .shapes import Analysis, analyse_13, shanten
from .situation import Situation
from .table import TableRow, scoring_table
from .tiles import Tile, parse_tiles, to_mpsz

__all__ = [
    "ERROR_CODES",
    "ERROR_SENTENCES",
    "GAME_FACTS",
    "RULESETS",
    "Analysis",
    "Hand",
    "Meld",
    "Ruleset",
    "Score",
    "ScoringError",
    "Situation",
    "TableRow",
    "Tile",
    "analyse_13",
    "get_ruleset",
    "parse_request",
    "parse_tiles",
    "render_message",
    "score_hand",
    "score_nagashi",
    "score_request",
    "scoring_table",
    "sentence_key",
    "shanten",
    "to_mpsz",
]
