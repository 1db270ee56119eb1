"""The end of a hand: its outcomes, and what each pays and does to the dealer, the honba and the sticks.

Fixed rules (the same in every ruleset here, reference/rulesets.md "Identical in all five" and the Honba
row): a riichi stick is 1,000 points; honba pay 300 on a ron (from the discarder) and 100 from each payer
on a tsumo; the 3,000 points of an exhaustive draw are split between the tenpai and the noten players;
the dealer keeps the seat on a dealer win, with one more honba; a non-dealer win clears the honba; any
draw adds one; an abortive draw keeps the dealer (riichienv: renchan, honba + 1); a chombo replays the
hand with the same dealer and honba, the riichi sticks of the hand returned ([E] RCR 2012 §3.4.6).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Final

from rules.scoring import HONBA_EACH, HONBA_RON, STICK

from .errors import IllegalOutcomeError
from .hand import SEATS
from .rules import PlayRules

NOTEN_TOTAL: Final = 3000
MANGAN_DEALER: Final = 4000  # a mangan tsumo's payments: 4,000 from the dealer (or each, to a dealer)
MANGAN_OTHER: Final = 2000  # ... and 2,000 from each other player
PAYMENT_KEYS: Final = ("ron", "tsumo_all", "tsumo_nondealer", "tsumo_dealer", "liable", "discarder")


def _seats(seats: Iterable[int], what: str) -> tuple[int, ...]:
    found = tuple(seats)
    if any(not isinstance(s, int) or not 0 <= s < SEATS for s in found) or len(set(found)) != len(found):
        raise IllegalOutcomeError("bad_seat", f"{what}: seats are 0-3, each once")
    return tuple(sorted(found))


@dataclass(frozen=True, slots=True)
class Win:
    """One winner's hand: `winner`, the table `payment` of the scoring contract (scored with honba 0 and
    riichi_sticks 0: this engine adds counters and sticks by the ruleset's rules), `discarder` (None on a
    tsumo), `liable` (the pao player, when the payment names one) and the seats that declared riichi."""

    winner: int
    payment: tuple[tuple[str, int], ...]
    discarder: int | None = None
    liable: int | None = None
    riichi: tuple[int, ...] = ()

    @classmethod
    def of(
        cls,
        winner: int,
        payment: Mapping[str, int],
        discarder: int | None = None,
        liable: int | None = None,
        riichi: tuple[int, ...] = (),
    ) -> Win:
        """A win from a payment mapping such as {"ron": 8000}."""
        return cls(winner, tuple(payment.items()), discarder, liable, _seats(riichi, "riichi"))

    @classmethod
    def from_response(
        cls,
        winner: int,
        response: Mapping[str, Any],
        discarder: int | None = None,
        liable: int | None = None,
        riichi: tuple[int, ...] = (),
    ) -> Win:
        """A win from the scorer's response to a request with honba 0 and riichi_sticks 0.

        >>> from rules.scoring import score_request
        >>> response = score_request({"hand": "234m567p22345s678s", "win_tile": "2s", "seat_wind": "S"})
        >>> Win.from_response(1, response, discarder=0).payment
        (('ron', 1300),)
        """
        if "error" in response:
            raise IllegalOutcomeError("not_a_win", str(response["error"].get("code")))
        win = cls.of(winner, response["payment"], discarder, liable, riichi)
        if response.get("total") != win.table_total:
            raise IllegalOutcomeError(
                "counters_in_response", "score the hand with honba 0 and riichi_sticks 0"
            )
        return win

    @property
    def paid(self) -> dict[str, int]:
        """The payment as a dict."""
        return dict(self.payment)

    @property
    def table_total(self) -> int:
        """What the hand pays before honba and sticks."""
        p = self.paid
        if "ron" in p:
            return p["ron"]
        if "tsumo_all" in p:
            return 3 * p["tsumo_all"] + p.get("liable", 0)
        if "tsumo_nondealer" in p:
            return 2 * p["tsumo_nondealer"] + p["tsumo_dealer"] + p.get("liable", 0)
        return p.get("liable", 0)


@dataclass(frozen=True, slots=True)
class Ron:
    """Several winners on one discard (double or triple ron), and the seats that declared riichi this
    hand (with those the wins name)."""

    wins: tuple[Win, ...]
    riichi: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class Draw:
    """An exhaustive draw: the tenpai seats, and the seats with nagashi mangan where it is played."""

    tenpai: tuple[int, ...] = ()
    nagashi: tuple[int, ...] = ()
    riichi: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class Abortive:
    """An abortive draw of one of ABORTIVE_DRAWS ("kyuushu_kyuuhai", ...), where the ruleset has it."""

    kind: str
    riichi: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class Chombo:
    """A chombo by `offender`: the hand is replayed after the ruleset's penalty."""

    offender: int
    riichi: tuple[int, ...] = ()


Outcome = Win | Ron | Draw | Abortive | Chombo


@dataclass(frozen=True, slots=True)
class HandResult:
    """What a hand did: its kind ("win", "draw", "abortive", "chombo"), the point change of each seat
    (riichi sticks and noten payments included), the winners, whether the dealer keeps the seat, the next
    hand's honba and the sticks left on the table, and point penalties kept for the final score."""

    kind: str
    deltas: tuple[int, int, int, int]
    winners: tuple[int, ...]
    dealer_repeats: bool
    honba: int
    sticks: int
    penalties: tuple[int, int, int, int] = (0, 0, 0, 0)
    abortive: str | None = None


def noten_payments(tenpai: tuple[int, ...]) -> tuple[int, int, int, int]:
    """The 3,000-point split of an exhaustive draw: 1 tenpai takes 1,000 from each; 2 take 1,500 each
    from the 2 noten; 3 take 1,000 each from the noten; 0 or 4, nothing ([E] RCR 2016 §3.4.2).

    >>> noten_payments((0,)), noten_payments((0, 2)), noten_payments((0, 1, 3))
    ((3000, -1000, -1000, -1000), (1500, -1500, 1500, -1500), (1000, 1000, -3000, 1000))
    """
    seats = _seats(tenpai, "tenpai")
    if len(seats) in (0, SEATS):
        return (0, 0, 0, 0)
    gain, loss = NOTEN_TOTAL // len(seats), NOTEN_TOTAL // (SEATS - len(seats))
    d = [gain if seat in seats else -loss for seat in range(SEATS)]
    return (d[0], d[1], d[2], d[3])


def settle(outcome: Outcome, *, dealer: int, honba: int, sticks: int, rules: PlayRules) -> HandResult:
    """Settle one hand's outcome at a table where `dealer` deals with `honba` counters and `sticks` riichi
    sticks waiting.

    >>> from rules.play import play_rules
    >>> settle(Draw(tenpai=(1,)), dealer=0, honba=0, sticks=0, rules=play_rules("ema"))
    HandResult(kind='draw', deltas=(-1000, 3000, -1000, -1000), winners=(), dealer_repeats=False, honba=1, sticks=0, penalties=(0, 0, 0, 0), abortive=None)
    """
    if isinstance(outcome, Win):
        return _settle_wins((outcome,), dealer, honba, sticks, rules)
    if isinstance(outcome, Ron):
        return _settle_ron(outcome, dealer, honba, sticks, rules)
    if isinstance(outcome, Draw):
        return _settle_draw(outcome, dealer, honba, sticks, rules)
    if isinstance(outcome, Abortive):
        if not rules.has_abortive(outcome.kind):
            raise IllegalOutcomeError("no_such_abortive_draw", f"{rules.name} plays no {outcome.kind}")
        return _abortive(outcome.kind, outcome.riichi, honba, sticks)
    if isinstance(outcome, Chombo):
        return _settle_chombo(outcome, dealer, honba, sticks, rules)
    raise IllegalOutcomeError("bad_outcome", f"{outcome!r} is no hand outcome")


def _riichi_deltas(riichi: tuple[int, ...]) -> list[int]:
    seats = _seats(riichi, "riichi")
    return [-STICK if seat in seats else 0 for seat in range(SEATS)]


def _abortive(kind: str, riichi: tuple[int, ...], honba: int, sticks: int) -> HandResult:
    d = _riichi_deltas(riichi)
    return HandResult("abortive", _four(d), (), True, honba + 1, sticks + len(riichi), abortive=kind)


def _settle_ron(ron: Ron, dealer: int, honba: int, sticks: int, rules: PlayRules) -> HandResult:
    wins = ron.wins
    if not wins:
        raise IllegalOutcomeError("bad_outcome", "a ron has a winner")
    discarder = wins[0].discarder
    if discarder is None or any(w.discarder != discarder for w in wins):
        raise IllegalOutcomeError("mixed_discarders", "the wins of one ron share one discarder")
    ordered = sorted(wins, key=lambda w: (w.winner - discarder) % SEATS)
    riichi = tuple(sorted({*ron.riichi, *(seat for w in wins for seat in w.riichi)}))
    if len(ordered) == SEATS - 1 and rules.has_abortive("sanchahou") and not rules.head_bump:
        return _abortive("sanchahou", riichi, honba, sticks)
    if rules.head_bump:
        ordered = ordered[:1]
    return _settle_wins(tuple(ordered), dealer, honba, sticks, rules, riichi)


def _settle_wins(
    wins: tuple[Win, ...],
    dealer: int,
    honba: int,
    sticks: int,
    rules: PlayRules,
    riichi: tuple[int, ...] | None = None,
) -> HandResult:
    """Pay each win in order (the nearest winner first): the hand, its honba (the first winner's, or every
    winner's where `multiple_ron_honba` is "each"), and the sticks to the first winner."""
    riichi = wins[0].riichi if riichi is None else riichi
    d = _riichi_deltas(riichi)
    winners = _seats([w.winner for w in wins], "winners")
    pao_honba = rules.scoring.pao_honba
    for position, win in enumerate(wins):
        counters = honba if position == 0 or rules.multiple_ron_honba == "each" else 0
        _pay(d, win, dealer, counters, pao_honba)
    d[wins[0].winner] += (sticks + len(riichi)) * STICK
    repeats = dealer in winners
    return HandResult("win", _four(d), tuple(w.winner for w in wins), repeats, honba + 1 if repeats else 0, 0)


def _pay(d: list[int], win: Win, dealer: int, honba: int, pao_honba: str) -> None:
    p, w = win.paid, win.winner
    if set(p) - set(PAYMENT_KEYS) or not p:
        raise IllegalOutcomeError("bad_payment", f"{p!r}")
    if win.discarder == w:
        raise IllegalOutcomeError("winner_discarded", "a player cannot ron their own discard")
    if ("liable" in p) != (win.liable is not None) or win.liable == w:
        raise IllegalOutcomeError("bad_liable", "a pao payment names its liable player, and only it")

    def transfer(payer: int, amount: int) -> None:
        d[payer] -= amount
        d[w] += amount

    if win.discarder is not None:  # ron
        if "liable" in p:
            assert win.liable is not None
            transfer(win.liable, p["liable"])
            transfer(win.discarder, p["discarder"])
            transfer(win.liable if pao_honba == "liable" else win.discarder, HONBA_RON * honba)
        else:
            transfer(win.discarder, p["ron"] + HONBA_RON * honba)
        return
    others = [seat for seat in range(SEATS) if seat != w]
    if "liable" in p:
        assert win.liable is not None
        transfer(win.liable, p["liable"])
        if not any(key.startswith("tsumo") for key in p):
            transfer(win.liable, HONBA_RON * honba)  # the liable player pays the whole tsumo, counters too
    for seat in others:
        if "tsumo_all" in p:
            transfer(seat, p["tsumo_all"] + HONBA_EACH * honba)
        elif "tsumo_nondealer" in p:
            share = p["tsumo_dealer"] if seat == dealer else p["tsumo_nondealer"]
            transfer(seat, share + HONBA_EACH * honba)


def _settle_draw(draw: Draw, dealer: int, honba: int, sticks: int, rules: PlayRules) -> HandResult:
    tenpai = _seats(draw.tenpai, "tenpai")
    nagashi = _seats(draw.nagashi, "nagashi")
    if nagashi and not rules.nagashi_mangan:
        raise IllegalOutcomeError("no_nagashi_mangan", f"{rules.name} plays no nagashi mangan")
    if not set(_seats(draw.riichi, "riichi")) <= set(tenpai):
        raise IllegalOutcomeError("riichi_not_tenpai", "a player in riichi shows a tenpai hand (else chombo)")
    d = _riichi_deltas(draw.riichi)
    if nagashi:  # [T] the mangan-tsumo payment replaces the noten payments; no honba
        for seat in nagashi:
            for payer in range(SEATS):
                if payer != seat:
                    amount = MANGAN_DEALER if dealer in (seat, payer) else MANGAN_OTHER
                    d[payer] -= amount
                    d[seat] += amount
    else:
        d = [a + b for a, b in zip(d, noten_payments(tenpai), strict=True)]
    repeats = rules.tenpai_renchan and dealer in tenpai
    return HandResult("draw", _four(d), (), repeats, honba + 1, sticks + len(draw.riichi))


def _settle_chombo(chombo: Chombo, dealer: int, honba: int, sticks: int, rules: PlayRules) -> HandResult:
    (offender,) = _seats((chombo.offender,), "offender")
    d = [0] * SEATS
    penalties = [0] * SEATS
    if rules.chombo == "mangan":  # a reverse mangan tsumo ([E] RCR 2012 §3.4.6; riichienv)
        for seat in range(SEATS):
            if seat != offender:
                amount = MANGAN_DEALER if dealer in (seat, offender) else MANGAN_OTHER
                d[seat] += amount
                d[offender] -= amount
    else:  # taken from the final score, the table untouched (WRC 2015 §7.1)
        penalties[offender] = rules.chombo_points
    return HandResult("chombo", _four(d), (), True, honba, sticks, _four(penalties))


def _four(values: list[int]) -> tuple[int, int, int, int]:
    return (values[0], values[1], values[2], values[3])
