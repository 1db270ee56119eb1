"""A table's hands as stored records, and the engine's replay of them.

A record is the JSON a table stores for one hand, in the terms the table enters it: a win (winners with
han and fu or a limit, the discarder or a tsumo), an exhaustive draw (who is tenpai), an abortive draw or
a chombo, each with the seats that declared riichi. A win's payment depends on who deals, so a record
becomes an engine outcome only during the replay, where the dealer is known: the game's state is always
the engine's replay of the records, never kept beside them.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any, Final

from rules.play import (
    SEATS,
    Abortive,
    Chombo,
    Draw,
    GameState,
    Outcome,
    PlayRules,
    Ron,
    Win,
)
from rules.scoring import LIMITS, base_points, table_payment

KINDS: Final = ("win", "draw", "abortive", "chombo")
FU_VALUES: Final = (20, 25, *range(30, 120, 10))
MAX_HAN: Final = 13
# The limits a table may enter instead of han and fu, with their base points.
LIMIT_BASES: Final = {**LIMITS, "double_yakuman": 2 * LIMITS["yakuman"]}


class HandRecordError(ValueError):
    """A record the table cannot have meant; `code` is a stable key the page turns into a sentence."""

    def __init__(self, code: str) -> None:
        super().__init__(code)
        self.code = code


def _seat(value: Any) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < SEATS:
        raise HandRecordError("bad_seat")
    return value


def _seats(values: Any) -> list[int]:
    if not isinstance(values, list):
        raise HandRecordError("bad_seat")
    seats = sorted({_seat(value) for value in values})
    if len(seats) != len(values):
        raise HandRecordError("bad_seat")
    return seats


def limits_for(rules: PlayRules) -> tuple[str, ...]:
    """The limits a table may enter under these rules (double yakuman only where some hand pays it)."""
    ruleset = rules.scoring
    double = bool(ruleset.double_yakuman) or ruleset.yakuman_stacking
    return tuple(limit for limit in LIMIT_BASES if limit != "double_yakuman" or double)


def max_winners(rules: PlayRules) -> int:
    """How many players may win on one discard: one with head bump, else three (a triple ron is an
    abortive draw where the ruleset says so, which the engine decides)."""
    return 1 if rules.head_bump else SEATS - 1


def _checked_win(win: Any, rules: PlayRules, tsumo: bool) -> dict[str, Any]:
    if not isinstance(win, Mapping):
        raise HandRecordError("bad_record")
    out: dict[str, Any] = {"winner": _seat(win.get("winner"))}
    limit = win.get("limit")
    if limit:
        if limit not in limits_for(rules):
            raise HandRecordError("bad_limit")
        out["limit"] = limit
        return out
    han, fu = win.get("han"), win.get("fu")
    if not isinstance(han, int) or isinstance(han, bool) or not 1 <= han <= MAX_HAN:
        raise HandRecordError("bad_han")
    if han < 5 and fu not in FU_VALUES:  # from 5 han the limit pays, whatever the fu
        raise HandRecordError("bad_fu")
    if han == 1 and (fu == 25 or (fu == 20 and tsumo)):
        raise HandRecordError("impossible_hand")  # seven pairs are 2 han; a 20-fu tsumo is pinfu's
    out["han"] = han
    if han < 5:
        out["fu"] = fu
    return out


def checked_record(record: Any, rules: PlayRules) -> dict[str, Any]:
    """The record in its one stored form (sorted seats, only the keys its kind uses), or
    `HandRecordError`. The engine's own rules (who may win, which draws exist) are checked by the replay."""
    if not isinstance(record, Mapping) or record.get("kind") not in KINDS:
        raise HandRecordError("bad_record")
    kind = record["kind"]
    riichi = _seats(record.get("riichi", []))
    if kind == "chombo":
        return {"kind": kind, "offender": _seat(record.get("offender"))}
    if kind == "abortive":
        if record.get("abortive") not in rules.abortive_draws:
            raise HandRecordError("no_such_abortive_draw")
        return {"kind": kind, "abortive": record["abortive"], "riichi": riichi}
    if kind == "draw":
        nagashi = _seats(record.get("nagashi", []))
        out = {"kind": kind, "tenpai": _seats(record.get("tenpai", [])), "riichi": riichi}
        if nagashi:
            out["nagashi"] = nagashi
        return out
    discarder = record.get("discarder")
    if discarder is not None:
        discarder = _seat(discarder)
    wins = record.get("wins")
    if not isinstance(wins, list) or not wins:
        raise HandRecordError("no_winner")
    if len(wins) > (1 if discarder is None else max_winners(rules)):
        raise HandRecordError("too_many_winners")
    checked = [_checked_win(win, rules, discarder is None) for win in wins]
    winners = [win["winner"] for win in checked]
    if len(set(winners)) != len(winners):
        raise HandRecordError("bad_seat")
    if discarder in winners:
        raise HandRecordError("winner_discarded")
    return {"kind": kind, "wins": checked, "discarder": discarder, "riichi": riichi}


def _payment(win: Mapping[str, Any], dealer: int, tsumo: bool, rules: PlayRules) -> dict[str, int]:
    if "limit" in win:
        base = LIMIT_BASES[win["limit"]]
    else:
        base = base_points(win["han"], win.get("fu", 30), 0, rules.scoring)[0]
    return dict(table_payment(base, win["winner"] == dealer, tsumo))


def outcome_of(record: Mapping[str, Any], dealer: int, rules: PlayRules) -> Outcome:
    """The engine's outcome for a checked record, in a hand that `dealer` deals."""
    kind = record["kind"]
    riichi = tuple(record.get("riichi", ()))
    if kind == "chombo":
        return Chombo(record["offender"])
    if kind == "abortive":
        return Abortive(record["abortive"], riichi)
    if kind == "draw":
        return Draw(tuple(record["tenpai"]), tuple(record.get("nagashi", ())), riichi)
    discarder = record["discarder"]
    tsumo = discarder is None
    wins = tuple(
        Win.of(win["winner"], _payment(win, dealer, tsumo, rules), discarder, riichi=riichi)
        for win in record["wins"]
    )
    return wins[0] if len(wins) == 1 else Ron(wins, riichi)


def push_record(game: GameState, record: Mapping[str, Any]) -> None:
    """Play one checked record on the game; the engine's `PlayError` where its rules refuse it."""
    game.push(outcome_of(record, game.dealer, game.rules))


def replay(game: GameState | PlayRules, records: Iterable[Mapping[str, Any]]) -> GameState:
    """The game after these records, pushed on `game` (or on a new game under these rules)."""
    state = game if isinstance(game, GameState) else GameState(game)
    for record in records:
        push_record(state, record)
    return state
