"""The tile palette: which tiles are left to pick, and what a click on one does to the page's state.

A palette click is a plain form submit (`add=<tile>` with `to=<where>`, `remove=<position>`,
`win=<position>` (a tap on a tile of the hand makes it the winning tile), `step=<counter>:<±1>` (the −
and + beside honba and riichi sticks), or `clear`), so it works without JavaScript: the view applies it to the GET parameters and redirects to
the new state. The page's script applies the same clicks in the browser (calculator.js), so a fast
run of taps never waits for the network; this module is the rule for pages without it.

The palette stays in the mode the player picked (after Pon, every tap builds a pon) until they pick
another. A refused chi (on an 8, a 9 or an honour) comes back as `refused=<tile>`, for the page to
say why.
"""

from collections import Counter
from dataclasses import dataclass

from django.http import QueryDict

from calculator.forms import COUNTER_MAX, COUNTERS, MELD_PATTERN, meld_kind
from calculator.phrases import chi_refusal
from rules.scoring import COPIES, NotationError, Tile, kind_mpsz, parse_tiles, sort_tiles, to_mpsz
from rules.templatetags.tiles import TileFace, tile_faces

SUITED = tuple(f"{number}{suit}" for suit in "mps" for number in (*range(1, 10), 0))
HONOURS = tuple(f"{number}z" for number in range(1, 8))
ROWS = (SUITED[0:10], SUITED[10:20], SUITED[20:30], HONOURS)
TARGETS = ("hand", "dora_indicators", "ura_indicators", "chi", "pon", "kan", "ankan", "shouminkan")
ACTION_PARAMETERS = ("add", "to", "remove", "win", "step", "clear", "refused")
ACTIONS = ("add", "remove", "win", "step", "clear")
TILE_FIELDS = ("hand", "dora_indicators", "ura_indicators")
MELD_SIZE = {"chi": 3, "pon": 3, "kan": 4, "ankan": 4, "shouminkan": 4}


@dataclass(frozen=True)
class PaletteTile:
    """One button of the palette: the tile's face (code, name, image), the copies left to pick, and
    why a chi cannot start at it (empty when one can)."""

    face: TileFace
    left: int
    chi_refusal: str = ""


@dataclass(frozen=True)
class HandTile:
    """A tile of the hand in the editor: its face, its position in the hand field, and whether it is
    the winning tile (a tap takes that one back, and makes any other the winning tile)."""

    face: TileFace
    position: int
    winning: bool


@dataclass(frozen=True)
class PickedMeld:
    """A meld of the current state, as the editor lists it (a click removes it)."""

    kind: str
    text: str


def _tiles(text: str) -> list[Tile]:
    """Tiles of a field, none when the notation is bad (the scorer reports that one)."""
    try:
        return parse_tiles(text)
    except NotationError:
        return []


def _meld_parts(text: str) -> list[tuple[str, str]]:
    parts = []
    for part in text.replace(",", " ").split():
        match = MELD_PATTERN.match(part)
        if match and (kind := meld_kind(match["kind"])):
            parts.append((kind, match["tiles"]))
    return parts


def tiles_in_play(query: QueryDict | dict[str, str]) -> list[Tile]:
    """Every tile the state shows: hand, melds and indicators (the winning tile is in the hand)."""
    tiles = [tile for name in TILE_FIELDS for tile in _tiles(query.get(name, ""))]
    tiles += [tile for _kind, text in _meld_parts(query.get("melds", "")) for tile in _tiles(text)]
    return tiles


def copies_left(tiles: list[Tile]) -> dict[str, int]:
    """Copies left of each palette tile: four of a kind, one red five per suit among them."""
    kinds = Counter(tile.kind for tile in tiles)
    reds = Counter(tile.kind for tile in tiles if tile.red)
    left = {}
    for code in (*SUITED, *HONOURS):
        tile = Tile.from_mpsz(code)
        plain = max(0, COPIES - kinds[tile.kind])
        left[code] = min(plain, max(0, 1 - reds[tile.kind])) if tile.red else plain
    return left


def palette_rows(query: QueryDict | dict[str, str]) -> list[list[PaletteTile]]:
    """The palette, suit by suit, with the copies left after the current state."""
    left = copies_left(tiles_in_play(query))
    return [[_palette_tile(code, left[code]) for code in row] for row in ROWS]


def _palette_tile(code: str, left: int) -> PaletteTile:
    tile = Tile.from_mpsz(code)
    return PaletteTile(tile_faces(code)[0], left, chi_refusal(tile) if chi_refused(tile) else "")


def hand_tiles(query: QueryDict | dict[str, str]) -> list[HandTile]:
    """The tiles of the hand field as written, for the editor, the winning tile marked (the last copy
    of its code, as the palette adds it last)."""
    codes = [tile.mpsz() for tile in _tiles(query.get("hand", ""))]
    win = query.get("win_tile", "").strip()
    marked = len(codes) - 1 - codes[::-1].index(win) if win in codes else -1
    return [
        HandTile(tile_faces(code)[0], position, position == marked) for position, code in enumerate(codes)
    ]


def picked_melds(query: QueryDict | dict[str, str]) -> list[PickedMeld]:
    """The well-formed melds of the melds field, for the editor."""
    return [PickedMeld(kind, f"{kind}:{text}") for kind, text in _meld_parts(query.get("melds", ""))]


def has_action(query: QueryDict) -> bool:
    """Whether the request is a palette click rather than a plain look at a state."""
    return any(name in query for name in ACTIONS)


def chi_refused(tile: Tile) -> bool:
    """Whether no chi starts at `tile`: a chi is picked by its lowest tile, so not an honour, 8 or 9."""
    return tile.suit == "z" or tile.number > 7


def _meld_tiles(kind: str, tile: Tile) -> list[Tile] | None:
    """The tiles of a `kind` meld picked by clicking `tile` (a chi starts at it); None if impossible."""
    if kind != "chi":
        return [tile] + [Tile(tile.kind)] * (MELD_SIZE[kind] - 1)
    if chi_refused(tile):
        return None
    return [tile, Tile(tile.kind + 1), Tile(tile.kind + 2)]


def apply_action(query: QueryDict) -> dict[str, str]:
    """The state after a palette click: the non-empty parameters, changed as the click says."""
    state = {name: value for name, value in query.items() if value and name not in ACTION_PARAMETERS}
    if "clear" in query:
        return {name: value for name, value in state.items() if name == "ruleset"}
    if "remove" in query:
        return _removed(state, query["remove"])
    if "win" in query:
        return _won(state, query["win"])
    if "step" in query:
        return _stepped(state, query["step"])
    try:
        tile = Tile.from_mpsz(query.get("add", ""))
    except NotationError:
        return state
    target = query.get("to", "hand")
    if target not in TARGETS:
        target = "hand"
    if target != "hand":
        state["to"] = target  # the palette stays in the chosen mode
    picked = [tile] if target in TILE_FIELDS else _meld_tiles(target, tile)
    if picked is None:
        return {**state, "refused": tile.mpsz()}
    if not _available(state, picked):
        return state
    if target in TILE_FIELDS:
        current = _tiles(state.get(target, ""))
        state[target] = to_mpsz(sort_tiles([*current, tile]) if target == "hand" else [*current, tile])
        if target == "hand":
            state["win_tile"] = tile.mpsz()
    else:
        melds = " ".join(f"{kind}:{text}" for kind, text in _meld_parts(state.get("melds", "")))
        state["melds"] = f"{melds} {target}:{to_mpsz(picked)}".strip()
    return state


def _available(state: dict[str, str], picked: list[Tile]) -> bool:
    """Whether every picked tile still has a copy left (no fifth copy, no second red five)."""
    left = copies_left(tiles_in_play(state))
    kinds = Counter(tile.kind for tile in picked)
    reds = Counter(tile.mpsz() for tile in picked if tile.red)
    return all(left[kind_mpsz(kind)] >= count for kind, count in kinds.items()) and all(
        left[code] >= count for code, count in reds.items()
    )


def _is_index(text: str) -> bool:
    """ASCII digits only: str.isdigit() also accepts '²' and '①', which int() then refuses."""
    return text.isascii() and text.isdigit()


def _removed(state: dict[str, str], position: str) -> dict[str, str]:
    """The state without the hand tile at `position` (or without the meld `m<position>`)."""
    if position.startswith("m") and _is_index(position[1:]):
        melds = _meld_parts(state.get("melds", ""))
        index = int(position[1:])
        kept = [f"{kind}:{text}" for number, (kind, text) in enumerate(melds) if number != index]
        state["melds"] = " ".join(kept)
        return {name: value for name, value in state.items() if value}
    hand = _tiles(state.get("hand", ""))
    if _is_index(position) and int(position) < len(hand):
        removed = hand.pop(int(position))
        state["hand"] = to_mpsz(hand)
        if state.get("win_tile") == removed.mpsz():
            state["win_tile"] = hand[-1].mpsz() if hand else ""
    return {name: value for name, value in state.items() if value}


def _won(state: dict[str, str], position: str) -> dict[str, str]:
    """The state with the hand tile at `position` as the winning tile."""
    hand = _tiles(state.get("hand", ""))
    if _is_index(position) and int(position) < len(hand):
        state["win_tile"] = hand[int(position)].mpsz()
    return state


def _stepped(state: dict[str, str], step: str) -> dict[str, str]:
    """The state with a counter one higher or lower (`honba:1`, `riichi_sticks:-1`), kept within its
    bounds; a counter that does not read as a number counts from 0."""
    name, _colon, change = step.partition(":")
    if name not in COUNTERS or change not in ("1", "-1"):
        return state
    current = state.get(name, "0").strip()
    value = int(current) if _is_index(current) else 0
    value = min(COUNTER_MAX, max(0, value + int(change)))
    if value:
        state[name] = str(value)
    else:
        state.pop(name, None)
    return state
