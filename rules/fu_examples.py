"""One example hand per fu item (the keys of `rules.phrases.FU_ITEMS`), for the minipoints page.

Each is a contract request chosen so that the scorer itemizes that fu item; the page shows the
scorer's whole itemization next to it, and a test checks that the item is really there.
"""

WINDS = {"seat_wind": "S", "round_wind": "E"}
PINFU_RON = {"hand": "234m45556p234678s", "win_tile": "4s", **WINDS}
SHANPON_TSUMO = {"hand": "123m456p789s55777s", "win_tile": "7s", "tsumo": True, **WINDS}
OPEN_TANYAO = {"hand": "234678m23455s", "win_tile": "4s", **WINDS}
RIICHI_RON = {"riichi": True, **WINDS}

FU_EXAMPLES: dict[str, dict] = {
    "base": PINFU_RON,
    "chiitoitsu": {"hand": "1133m5577p22s6677z", "win_tile": "7z", **WINDS},
    "closed_ron": PINFU_RON,
    "tsumo": SHANPON_TSUMO,
    "open_pinfu": {**OPEN_TANYAO, "melds": [{"kind": "chi", "tiles": "567p"}]},
    "pair_dragon": {"hand": "234m456p234678s55z", "win_tile": "4s", **RIICHI_RON},
    "pair_seat_wind": {"hand": "234m456p234678s22z", "win_tile": "4s", **RIICHI_RON},
    "pair_round_wind": {"hand": "234m456p234678s11z", "win_tile": "4s", **RIICHI_RON},
    "wait_kanchan": {"hand": "234m45556p123678s", "win_tile": "2s", **RIICHI_RON},
    "wait_penchan": {"hand": "234m45556p123678s", "win_tile": "3s", **RIICHI_RON},
    "wait_tanki": {"hand": "234678m456p23499s", "win_tile": "9s", **RIICHI_RON},
    "open_pon_simple": {**OPEN_TANYAO, "melds": [{"kind": "pon", "tiles": "555p"}]},
    "open_pon_terminal": {
        "hand": "234m567p23455s",
        "win_tile": "5s",
        "melds": [{"kind": "pon", "tiles": "777z"}],
        **WINDS,
    },
    "closed_pon_simple": SHANPON_TSUMO,
    "closed_pon_terminal": {"hand": "234m999p23455678s", "win_tile": "4s", **RIICHI_RON},
    "open_kan_simple": {**OPEN_TANYAO, "melds": [{"kind": "kan", "tiles": "6666p"}]},
    "open_kan_terminal": {**OPEN_TANYAO, "melds": [{"kind": "kan", "tiles": "7777z"}]},
    "closed_kan_simple": {
        "hand": "678m456p23455s",
        "win_tile": "4s",
        "melds": [{"kind": "ankan", "tiles": "2222m"}],
        **RIICHI_RON,
    },
    "closed_kan_terminal": {
        "hand": "678m456p23455s",
        "win_tile": "4s",
        "melds": [{"kind": "ankan", "tiles": "9999m"}],
        **RIICHI_RON,
    },
}
