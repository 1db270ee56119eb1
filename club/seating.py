"""Tournament seating: who sits at which table of four in each round.

A pure module (no Django) so the draw can be tested and benchmarked on its own; the tournament views only
store what `seat` returns. The aims, in order, are those of a tournament organiser:

1. every player sits exactly once per round (or has a bye, spread as evenly as the count allows);
2. no two players meet twice wherever the sizes allow it (the social golfer problem): an exact
   construction where one is known (the affine geometry over GF(4) for 16, 64, 256 players, a transversal
   design over a finite field of order q for 4q players: 20x5, 28x7, 32x8), a seeded
   tabu search otherwise, and a report of every repeat meeting it could not remove;
3. nobody at the same table number in two consecutive rounds where possible (WRC 2015, chapter 8), so
   that a player cannot settle at one table: table numbers are an assignment problem solved per round.

Players are numbered 1..players. The draw is deterministic for a given seed and step limit; a time budget
may stop the search earlier (then only the seed and the machine's speed decide the result).
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass
from itertools import combinations, permutations
from typing import Literal

TABLE_SIZE = 4

Fill = Literal["byes", "substitutes"]

# Tuned on 24x6 and 24x7 (seeds 0-2, 6 s): a short tabu and an early kick beat (5, 20) and 300 there.
TABU_TENURE = (3, 10)
STALE_LIMIT = 100


class SeatingError(ValueError):
    """The sizes asked for cannot be seated (fewer than one table's worth of players, no rounds)."""


@dataclass(frozen=True)
class Table:
    """One table of one round: its number (from 1) and the players at it, plus the substitutes' seats."""

    number: int
    players: tuple[int, ...]
    substitutes: int = 0


@dataclass(frozen=True)
class Round:
    """One round: its tables in table-number order and the players sitting it out."""

    tables: tuple[Table, ...]
    byes: tuple[int, ...] = ()


@dataclass(frozen=True)
class RepeatMeeting:
    """Two players who share a table in more than one round, and the rounds (from 1) where they do."""

    players: tuple[int, int]
    rounds: tuple[int, ...]


@dataclass(frozen=True)
class Schedule:
    """A whole tournament's seating, with what the organiser must know about its flaws."""

    players: int
    rounds: tuple[Round, ...]
    repeats: tuple[RepeatMeeting, ...]
    same_table_again: int
    """How many times a player sits at the same table number as in the round before (0 where possible)."""

    @property
    def repeat_count(self) -> int:
        """Meetings beyond the first, summed over pairs: the figure the search minimises."""
        return sum(len(r.rounds) - 1 for r in self.repeats)


def seat(
    players: int,
    rounds: int,
    *,
    seed: int = 0,
    fill: Fill = "byes",
    max_steps: int = 20_000,
    time_budget: float | None = None,
) -> Schedule:
    """Draw the seating of `rounds` rounds for `players` players at tables of four.

    When `players` is not a multiple of four, `fill` decides: "byes" sits the extra players out in turn,
    "substitutes" fills the last tables' empty seats with substitutes (scored by the ruleset's fixed
    substitute score by the caller). `max_steps` bounds the repair search so the draw is reproducible;
    `time_budget` (seconds) stops it earlier on a slow machine.
    """
    if rounds < 1:
        raise SeatingError("at least one round is needed")
    if players < TABLE_SIZE:
        raise SeatingError("at least four players are needed")
    rng = random.Random(seed)
    label = list(range(1, players + 1))
    rng.shuffle(label)  # the seed decides who gets which place in the construction

    extra = players % TABLE_SIZE
    if fill == "byes":
        byes = _bye_rotation(players, rounds, extra, rng)
        capacities = [TABLE_SIZE] * ((players - extra) // TABLE_SIZE)
    else:
        byes = [[] for _ in range(rounds)]
        empty = (TABLE_SIZE - extra) % TABLE_SIZE
        tables = -(-players // TABLE_SIZE)
        capacities = [TABLE_SIZE] * (tables - empty) + [TABLE_SIZE - 1] * empty

    groups = _initial_groups(players, rounds, capacities, byes, rng)
    search = _RepairSearch(players, groups, rng)
    search.run(max_steps, time_budget, floor=_repeat_floor(capacities, rounds, byes))
    numbered, same_again = _number_tables(search.groups)

    schedule_rounds = []
    for r, tables_of_round in enumerate(numbered):
        schedule_rounds.append(
            Round(
                tables=tuple(
                    Table(
                        number=k + 1,
                        players=tuple(sorted(label[p] for p in group)),
                        substitutes=TABLE_SIZE - len(group),
                    )
                    for k, group in enumerate(tables_of_round)
                ),
                byes=tuple(sorted(label[p] for p in byes[r])),
            )
        )
    return Schedule(
        players=players,
        rounds=tuple(schedule_rounds),
        repeats=repeat_meetings(schedule_rounds),
        same_table_again=same_again,
    )


def repeat_meetings(rounds: list[Round] | tuple[Round, ...]) -> tuple[RepeatMeeting, ...]:
    """Every pair of players seated together in more than one round, for the organiser's report."""
    met: dict[tuple[int, int], list[int]] = {}
    for r, one_round in enumerate(rounds, start=1):
        for table in one_round.tables:
            for a, b in combinations(sorted(table.players), 2):
                met.setdefault((a, b), []).append(r)
    return tuple(RepeatMeeting(pair, tuple(rs)) for pair, rs in sorted(met.items()) if len(rs) > 1)


def _repeat_floor(capacities: list[int], rounds: int, byes: list[list[int]]) -> int:
    """The fewest repeat meetings any seating can have, where it is easy to know (fewer than four full
    tables and no byes): each table of a round then seats at least two players who shared a table the
    round before, so the search stops there instead of spending its whole budget on the impossible."""
    tables = len(capacities)
    if tables >= TABLE_SIZE or any(byes) or any(c != TABLE_SIZE for c in capacities):
        return 0
    base, extra = divmod(TABLE_SIZE, tables)
    spread = [base + 1] * extra + [base] * (tables - extra)
    per_table = sum(k * (k - 1) // 2 for k in spread)
    return (rounds - 1) * tables * per_table


def _bye_rotation(players: int, rounds: int, extra: int, rng: random.Random) -> list[list[int]]:
    """Who sits out each round: a shuffled rotation, so nobody has a second bye before all had one."""
    order = list(range(players))
    rng.shuffle(order)
    return [[order[(r * extra + i) % players] for i in range(extra)] for r in range(rounds)]


def _affine_classes(players: int) -> list[list[list[int]]]:
    """The parallel classes of the affine geometry AG(k, 4) when `players` is 4**k, else none.

    Its lines are tables of four, each class seats everybody once, and two points lie on exactly one line:
    (4**k - 1) / 3 rounds with no repeat meeting (5 for 16 players, 21 for 64), found without search.
    """
    k = 0
    while TABLE_SIZE**k < players:
        k += 1
    if k < 2 or TABLE_SIZE**k != players:
        return []
    # GF(4) = {0, 1, x, x + 1} as 0..3: addition is xor, multiplication modulo x^2 + x + 1.
    mul = [[0, 0, 0, 0], [0, 1, 2, 3], [0, 2, 3, 1], [0, 3, 1, 2]]

    def digits(v: int) -> list[int]:
        return [(v >> (2 * i)) & 3 for i in range(k)]

    def number(ds: list[int]) -> int:
        return sum(d << (2 * i) for i, d in enumerate(ds))

    classes = []
    for d in range(1, players):
        dd = digits(d)
        if next(x for x in reversed(dd) if x) != 1:
            continue  # one direction per projective point: leading coordinate 1
        seen = [False] * players
        lines = []
        for p in range(players):
            if seen[p]:
                continue
            pd = digits(p)
            line = [number([a ^ mul[t][b] for a, b in zip(pd, dd, strict=True)]) for t in range(4)]
            for q in line:
                seen[q] = True
            lines.append(line)
        classes.append(lines)
    return classes


def _field(order: int) -> tuple[list[list[int]], list[list[int]]] | None:
    """Addition and multiplication tables of the finite field with `order` elements, when it is prime or
    a power of two up to 32 (the orders a club tournament reaches), else None."""
    if order < 2:
        return None
    if all(order % d for d in range(2, int(order**0.5) + 1)):
        add = [[(a + b) % order for b in range(order)] for a in range(order)]
        return add, [[(a * b) % order for b in range(order)] for a in range(order)]
    modulus = {4: 0b111, 8: 0b1011, 16: 0b10011, 32: 0b100101}.get(order)
    if modulus is None:
        return None

    def times(a: int, b: int) -> int:
        product = 0
        while b:
            if b & 1:
                product ^= a
            b >>= 1
            a <<= 1
            if a & order:
                a ^= modulus
        return product

    return [[a ^ b for b in range(order)] for a in range(order)], [
        [times(a, b) for b in range(order)] for a in range(order)
    ]


def _transversal_rounds(players: int) -> list[list[list[int]]]:
    """`q` rounds without a repeat meeting for 4q players when a field of order q exists (20x5, 28x7, 32x8).

    Player (a, j), j in 0..3, sits at table a + r * j in round r: two players of different columns
    j != k share a table in round r only when r (j - k) = b - a, which has one solution in a field.
    """
    tables = players // TABLE_SIZE
    field = _field(tables) if players % TABLE_SIZE == 0 and tables >= TABLE_SIZE else None
    if field is None:
        return []
    add, mul = field
    rounds = []
    for r in range(tables):
        groups: list[list[int]] = [[] for _ in range(tables)]
        for j in range(TABLE_SIZE):
            for a in range(tables):
                groups[add[a][mul[r][j]]].append(j * tables + a)
        rounds.append(groups)
    return rounds


def _initial_groups(
    players: int, rounds: int, capacities: list[int], byes: list[list[int]], rng: random.Random
) -> list[list[list[int]]]:
    """A first seating: the rounds of a construction where one fits, then each round filled greedily.

    The greedy fill puts at each table the player who has met its current occupants least, so the repair
    search starts from few repeats.
    """
    classes: list[list[list[int]]] = []
    if all(c == TABLE_SIZE for c in capacities):
        classes = max(_affine_classes(players), _transversal_rounds(players), key=len)
    meet = [[0] * players for _ in range(players)]
    groups: list[list[list[int]]] = []
    for r in range(rounds):
        if r < len(classes) and not byes[r]:
            round_groups = [list(line) for line in classes[r]]
        else:
            out = set(byes[r])
            pool = [p for p in range(players) if p not in out]
            rng.shuffle(pool)
            round_groups = []
            for capacity in capacities:
                group = [pool.pop()]
                while len(group) < capacity:
                    best = min(range(len(pool)), key=lambda i: sum(meet[pool[i]][g] for g in group))
                    group.append(pool.pop(best))
                round_groups.append(group)
        for group in round_groups:
            for a, b in combinations(group, 2):
                meet[a][b] += 1
                meet[b][a] += 1
        groups.append(round_groups)
    return groups


class _RepairSearch:
    """Tabu search swapping two players of one round between tables, minimising repeat meetings.

    The neighbourhood of Dotú and Van Hentenryck's social golfer search: in a round holding a repeat, every
    swap of a player in a repeat with a player at another table; the best swap not tabu is made (a tabu
    one too if it beats the best seen). After a long stretch without progress the best seating is
    perturbed by random swaps, which gets the search out of the plateaus a pure descent stalls on.
    """

    def __init__(self, players: int, groups: list[list[list[int]]], rng: random.Random) -> None:
        self.n = players
        self.rng = rng
        self._load(groups)

    def _load(self, groups: list[list[list[int]]]) -> None:
        """Take `groups` as the current seating and recount the meetings and repeats from it."""
        players = self.n
        self.groups = [[list(g) for g in rg] for rg in groups]
        self.meet = [[0] * players for _ in range(players)]
        self.where = [[-1] * players for _ in groups]
        for r, round_groups in enumerate(self.groups):
            for t, group in enumerate(round_groups):
                for p in group:
                    self.where[r][p] = t
                for a, b in combinations(group, 2):
                    self.meet[a][b] += 1
                    self.meet[b][a] += 1
        self.cost = sum(max(0, self.meet[a][b] - 1) for a in range(players) for b in range(a + 1, players))

    def _conflicts(self) -> dict[int, set[int]]:
        """Per round, the players sharing a table with someone they meet elsewhere too."""
        meet = self.meet
        found: dict[int, set[int]] = {}
        for r, round_groups in enumerate(self.groups):
            for group in round_groups:
                for a, b in combinations(group, 2):
                    if meet[a][b] > 1:
                        found.setdefault(r, set()).update((a, b))
        return found

    def _delta(self, r: int, a: int, b: int) -> int:
        meet = self.meet
        ta, tb = self.groups[r][self.where[r][a]], self.groups[r][self.where[r][b]]
        d = 0
        for x in ta:
            if x != a:
                d += (meet[b][x] >= 1) - (meet[a][x] >= 2)
        for y in tb:
            if y != b:
                d += (meet[a][y] >= 1) - (meet[b][y] >= 2)
        return d

    def _swap(self, r: int, a: int, b: int) -> None:
        self.cost += self._delta(r, a, b)
        meet, where = self.meet, self.where[r]
        ta, tb = self.groups[r][where[a]], self.groups[r][where[b]]
        for x in ta:
            if x != a:
                meet[a][x] -= 1
                meet[x][a] -= 1
                meet[b][x] += 1
                meet[x][b] += 1
        for y in tb:
            if y != b:
                meet[b][y] -= 1
                meet[y][b] -= 1
                meet[a][y] += 1
                meet[y][a] += 1
        ta[ta.index(a)] = b
        tb[tb.index(b)] = a
        where[a], where[b] = where[b], where[a]

    def run(self, max_steps: int, time_budget: float | None, floor: int = 0) -> None:
        """Search until no more than `floor` repeats are left (none can do better), `max_steps` swaps are
        made or `time_budget` seconds pass."""
        if self.cost <= floor:
            return
        rng = self.rng
        deadline = None if time_budget is None else time.perf_counter() + time_budget
        best_cost = self.cost
        best = [[list(g) for g in rg] for rg in self.groups]
        tabu: dict[tuple[int, int], int] = {}
        stale = 0
        for step in range(max_steps):
            if self.cost <= floor:
                break
            if deadline is not None and step % 64 == 0 and time.perf_counter() > deadline:
                break
            conflicts = self._conflicts()
            moves: list[tuple[int, int, int]] = []
            move_delta = None
            for r in sorted(conflicts):
                where = self.where[r]
                seated = [p for g in self.groups[r] for p in g]
                for a in sorted(conflicts[r]):
                    for b in seated:
                        if where[a] == where[b]:
                            continue
                        d = self._delta(r, a, b)
                        allowed = tabu.get((r, a), -1) < step and tabu.get((r, b), -1) < step
                        if not allowed and self.cost + d >= best_cost:
                            continue
                        if move_delta is None or d < move_delta:
                            move_delta, moves = d, [(r, a, b)]
                        elif d == move_delta:
                            moves.append((r, a, b))
            if moves:
                r, a, b = rng.choice(moves)
                self._swap(r, a, b)
                tabu[(r, a)] = tabu[(r, b)] = step + rng.randint(*TABU_TENURE)
            if self.cost < best_cost:
                best_cost, stale = self.cost, 0
                best = [[list(g) for g in rg] for rg in self.groups]
            else:
                stale += 1
            if stale > STALE_LIMIT:
                for _ in range(rng.randint(2, 6)):
                    pr = rng.randrange(len(self.groups))
                    seated = [p for g in self.groups[pr] for p in g]
                    a, b = rng.sample(seated, 2)
                    if self.where[pr][a] != self.where[pr][b]:
                        self._swap(pr, a, b)
                tabu.clear()
                stale = 0
        if self.cost > best_cost:
            self._load(best)


def _number_tables(groups: list[list[list[int]]]) -> tuple[list[list[list[int]]], int]:
    """Order each round's tables so as few players as possible keep the table number of the round before.

    An assignment problem per round (group -> table number, cost: its players who sat at that number last
    round), solved exactly by the Hungarian method; returns the reordered rounds and the cost left.
    """
    numbered = [groups[0]]
    left = 0
    for round_groups in groups[1:]:
        last_number = {p: k for k, g in enumerate(numbered[-1]) for p in g}
        size = max(len(round_groups), len(numbered[-1]))
        cost = [[0] * size for _ in range(size)]
        for i, group in enumerate(round_groups):
            for p in group:
                if p in last_number:
                    cost[i][last_number[p]] += 1
        order = _assignment(cost)
        placed: list[list[int]] = [[] for _ in range(size)]
        for i, group in enumerate(round_groups):
            placed[order[i]] = group
            left += cost[i][order[i]]
        numbered.append([g for g in placed if g])
    return numbered, left


def _assignment(cost: list[list[int]]) -> list[int]:
    """The column for each row of a square cost matrix at least total cost (Hungarian method, O(n^3))."""
    n = len(cost)
    inf = float("inf")
    u, v = [0.0] * (n + 1), [0.0] * (n + 1)
    match = [0] * (n + 1)  # match[column] = row, both from 1
    way = [0] * (n + 1)
    for row in range(1, n + 1):
        match[0] = row
        col0 = 0
        minv = [inf] * (n + 1)
        used = [False] * (n + 1)
        while True:
            used[col0] = True
            i0, delta, col1 = match[col0], inf, 0
            for j in range(1, n + 1):
                if not used[j]:
                    cur = cost[i0 - 1][j - 1] - u[i0] - v[j]
                    if cur < minv[j]:
                        minv[j], way[j] = cur, col0
                    if minv[j] < delta:
                        delta, col1 = minv[j], j
            for j in range(n + 1):
                if used[j]:
                    u[match[j]] += delta
                    v[j] -= delta
                else:
                    minv[j] -= delta
            col0 = col1
            if match[col0] == 0:
                break
        while col0:
            col1 = way[col0]
            match[col0] = match[col1]
            col0 = col1
    order = [0] * n
    for j in range(1, n + 1):
        order[match[j] - 1] = j - 1
    return order


def seat_winds(schedule: Schedule) -> list[list[tuple[int | None, ...]]]:
    """Each table's four seats, East first (None for a substitute's seat), per round.

    Who sits East matters (the first dealer), so each table takes the order of its players that gives
    everyone the winds they have had least: over a tournament a player sits each wind about as often.
    """
    had: dict[int, list[int]] = {}
    seated: list[list[tuple[int | None, ...]]] = []
    for one_round in schedule.rounds:
        tables = []
        for table in one_round.tables:
            at_table: list[int | None] = [*table.players, *([None] * table.substitutes)]

            def cost(order: tuple[int | None, ...]) -> int:
                return sum(
                    had.setdefault(p, [0] * TABLE_SIZE)[w] for w, p in enumerate(order) if p is not None
                )

            best = min(permutations(at_table), key=cost)
            for wind, player in enumerate(best):
                if player is not None:
                    had[player][wind] += 1
            tables.append(best)
        seated.append(tables)
    return seated
