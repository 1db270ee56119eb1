"""How each ruleset treats a yaku: the scorer's parameters that change whether or how it pays.

Returns keys of `rules.phrases.TREATMENTS`, so the page translates them; the values are read from
the scorer's ruleset objects, never restated.
"""

from rules.scoring import DOUBLE_YAKUMAN_PATTERNS, LOCAL_YAKU
from rules.scoring import Ruleset as ScorerRuleset


def treatment(key: str, yakuman: bool, ruleset: ScorerRuleset) -> list[str]:
    """The treatment keys of yaku `key` under `ruleset` ("same" when no parameter touches it).

    >>> from rules.scoring import RULESETS
    >>> treatment("daisuushii", True, RULESETS["mahjongsoul"])
    ['double_yakuman', 'stacking_on', 'pao']
    >>> treatment("sanrenkou", False, RULESETS["ema"])
    ['local_off']
    >>> treatment("ittsu", False, RULESETS["ema"])
    ['same']
    """
    notes: list[str] = []
    if key in LOCAL_YAKU:
        notes.append("local_on" if key in ruleset.local_yaku else "local_off")
    if key in DOUBLE_YAKUMAN_PATTERNS:
        notes.append("double_yakuman" if key in ruleset.double_yakuman else "single_yakuman")
    if yakuman and key not in LOCAL_YAKU:
        notes.append("stacking_on" if ruleset.yakuman_stacking else "stacking_off")
    if key in ruleset.pao:
        notes.append("pao")
    if key == "tanyao":
        notes.append("open_tanyao" if ruleset.open_tanyao else "closed_tanyao")
    if key == "pinfu":
        notes.append("pinfu_tsumo_22" if ruleset.pinfu_tsumo_fu else "pinfu_tsumo_20")
    if key == "renhou":
        notes.append(f"renhou_{ruleset.renhou}")
    if key == "nagashi_mangan":
        notes.append("nagashi_on" if ruleset.nagashi_mangan else "nagashi_off")
    if key == "kazoe_yakuman":
        notes.append(f"kazoe_{ruleset.kazoe}")
    if key in ("kokushi", "kokushi_13", "chankan"):
        notes.append("kokushi_ankan_on" if ruleset.kokushi_chankan_ankan else "kokushi_ankan_off")
    return notes or ["same"]
