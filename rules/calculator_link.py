"""The calculator's GET parameters for a scoring request, so an example hand opens in the calculator.

The calculator names its parameters after the contract's fields, writes melds in the short text form
("pon:777z chi:123m") and ticks situation flags with "on" (calculator/forms.py). A request that needs
more than its form offers (house-rule overrides, pao, nagashi mangan) has no link: the calculator would
score a different hand.
"""

from urllib.parse import urlencode

from rules.scoring import FLAGS

TEXT_FIELDS = ("hand", "win_tile", "seat_wind", "round_wind", "dora_indicators", "ura_indicators", "ruleset")
NUMBER_FIELDS = ("honba", "riichi_sticks")
KNOWN_FIELDS = frozenset((*TEXT_FIELDS, *NUMBER_FIELDS, *FLAGS, "melds"))


def calculator_query(request: dict) -> str | None:
    """The query string that fills the calculator with `request`, or None where it cannot.

    >>> calculator_query({"hand": "234m567p23455s", "win_tile": "5s", "tsumo": True, "riichi": False,
    ...                   "melds": [{"kind": "pon", "tiles": "777z"}], "ruleset": "wrc"})
    'hand=234m567p23455s&win_tile=5s&ruleset=wrc&melds=pon%3A777z&tsumo=on'
    >>> calculator_query({"hand": "234m567p23455s", "win_tile": "5s", "rules": {"kiriage": True}}) is None
    True
    """
    if not set(request) <= KNOWN_FIELDS:
        return None
    params = [(name, str(request[name])) for name in TEXT_FIELDS if request.get(name)]
    params += [(name, str(request[name])) for name in NUMBER_FIELDS if request.get(name)]
    if request.get("melds"):
        params.append(("melds", " ".join(f"{meld['kind']}:{meld['tiles']}" for meld in request["melds"])))
    params += [(name, "on") for name in FLAGS if request.get(name) is True]
    return urlencode(params)
