"""Tournament seating: who sits at which table of four in each round.

A pure module (no Django) so the draw can be tested and benchmarked on its own; the tournament views only
store what `seat` returns. The aims, in order, are those of a tournament organiser:

1. every player sits exactly once per round (or has a bye, spread as evenly as the count allows);
2. no two players meet twice wherever the sizes allow it (the social golfer problem): an exact
   construction where one is known (`club.designs`: 16, 20, 24, 28, 32, 36, 40, 48, 52, 64 players...),
   relabelled at random by the seed, a seeded tabu search otherwise or beyond the construction's rounds,
   and a report of every repeat meeting it could not remove;
3. nobody at the same table number in two consecutive rounds where possible (WRC 2015, chapter 8), so
   that a player cannot settle at one table: table numbers are an assignment problem solved per round.

A tournament may draw its rounds one at a time, passing the rounds already played as `previous`: when they
are what the same seed drew, the draw goes on exactly as if it had been made at once (so the construction's
guarantee holds round by round); when they differ (a round drawn by hand, a changed seating) they are kept
as they are and the search seats the new rounds around them.

Players are numbered 1..players. The draw is deterministic for a given seed and step limit; a time budget
may stop the search earlier (then only the seed and the machine's speed decide the result).
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations, pairwise, permutations
from typing import Literal

from club.designs import rounds_without_repeat

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
    """How many times a player sits at the same table number as in the round before (0 where possible).

    Not possible with four tables and no repeat (16 players): each table then holds one player of every
    table of the round before, so one of them keeps the number, 4 per round after the first."""

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
    time_budget: float | None = 10.0,
    previous: Sequence[Round] = (),
) -> Schedule:
    """Draw the seating of `rounds` rounds for `players` players at tables of four.

    When `players` is not a multiple of four, `fill` decides: "byes" sits the extra players out in turn,
    "substitutes" fills the last tables' empty seats with substitutes (scored by the ruleset's fixed
    substitute score by the caller). `max_steps` bounds the repair search so the draw is reproducible;
    `time_budget` (seconds, None for no limit) stops it earlier, so that a draw made while a web page waits
    always ends, even at a size no construction covers and the search cannot clear.

    `previous` holds the rounds already played (at most `rounds`); they come back unchanged as the first
    rounds of the schedule, whose report then covers the whole tournament. Telling whether they are this
    seed's draw takes that draw, so a call whose rounds played differ may take twice the budget.
    """
    if rounds < 1:
        raise SeatingError("at least one round is needed")
    if players < TABLE_SIZE:
        raise SeatingError("at least four players are needed")
    if len(previous) > rounds:
        raise SeatingError("more rounds played than the tournament has")
    played = tuple(previous)
    for one_round in played:
        _check_round(one_round, players)
    if played:
        whole = seat(players, rounds, seed=seed, fill=fill, max_steps=max_steps, time_budget=time_budget)
        if all(_same_round(a, b) for a, b in zip(whole.rounds, played, strict=False)):
            return whole

    rng = random.Random(seed)
    label = list(range(1, players + 1))
    rng.shuffle(label)  # the seed decides who gets which place in the construction
    index = {p: i for i, p in enumerate(label)}
    fixed = [
        [[index[p] for p in t.players] for t in sorted(r.tables, key=lambda t: t.number)] for r in played
    ]
    had_bye = [0] * players
    for one_round in played:
        for p in one_round.byes:
            had_bye[index[p]] += 1

    extra = players % TABLE_SIZE
    new_rounds = rounds - len(played)
    if fill == "byes":
        byes = _bye_rotation(players, new_rounds, extra, had_bye, rng)
        capacities = [TABLE_SIZE] * ((players - extra) // TABLE_SIZE)
    else:
        byes = [[] for _ in range(new_rounds)]
        empty = (TABLE_SIZE - extra) % TABLE_SIZE
        tables = -(-players // TABLE_SIZE)
        capacities = [TABLE_SIZE] * (tables - empty) + [TABLE_SIZE - 1] * empty

    groups = fixed + _initial_groups(players, fixed, capacities, byes, rng)
    search = _RepairSearch(players, groups, rng, frozen=len(fixed))
    search.run(max_steps, time_budget)
    numbered = _number_tables(search.groups, frozen=len(fixed))

    schedule_rounds = list(played)
    for r, tables_of_round in enumerate(numbered[len(fixed) :]):
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
        same_table_again=sum(_same_table_again(a, b) for a, b in pairwise(schedule_rounds)),
    )


def _check_round(one_round: Round, players: int) -> None:
    """Refuse a played round the draw cannot build on: unknown players, someone seated twice, table
    numbers that are not 1, 2, 3... (the next round's numbers are chosen against them)."""
    seated = [p for t in one_round.tables for p in t.players] + list(one_round.byes)
    if any(not 1 <= p <= players for p in seated) or len(set(seated)) != len(seated):
        raise SeatingError("a round played seats a player twice or a player who is not in the tournament")
    if sorted(t.number for t in one_round.tables) != list(range(1, len(one_round.tables) + 1)):
        raise SeatingError("a round played has table numbers other than 1, 2, 3...")


def _same_round(a: Round, b: Round) -> bool:
    """Whether two rounds seat the same players at the same table numbers (in any listing order)."""
    return {t.number: set(t.players) for t in a.tables} == {
        t.number: set(t.players) for t in b.tables
    } and set(a.byes) == set(b.byes)


def _same_table_again(before: Round, after: Round) -> int:
    """How many players of `after` sit at the table number they had in `before`."""
    number = {p: t.number for t in before.tables for p in t.players}
    return sum(number.get(p) == t.number for t in after.tables for p in t.players)


def repeat_meetings(rounds: list[Round] | tuple[Round, ...]) -> tuple[RepeatMeeting, ...]:
    """Every pair of players seated together in more than one round, for the organiser's report."""
    met: dict[tuple[int, int], list[int]] = {}
    for r, one_round in enumerate(rounds, start=1):
        for table in one_round.tables:
            for a, b in combinations(sorted(table.players), 2):
                met.setdefault((a, b), []).append(r)
    return tuple(RepeatMeeting(pair, tuple(rs)) for pair, rs in sorted(met.items()) if len(rs) > 1)


def _bye_rotation(
    players: int, rounds: int, extra: int, had_bye: list[int], rng: random.Random
) -> list[list[int]]:
    """Who sits out each new round: a shuffled rotation starting with those who had the fewest byes, so
    nobody has a second bye before all had one."""
    order = list(range(players))
    rng.shuffle(order)
    order.sort(key=lambda p: had_bye[p])
    return [[order[(r * extra + i) % players] for i in range(extra)] for r in range(rounds)]


def _initial_groups(
    players: int,
    fixed: list[list[list[int]]],
    capacities: list[int],
    byes: list[list[int]],
    rng: random.Random,
) -> list[list[list[int]]]:
    """A first seating of the rounds after `fixed`: a construction's rounds where one fits, then each
    round filled greedily.

    The construction applies to a fresh draw, and after one round played with full tables: any round is
    the construction's first one with its players renamed, so renaming the whole construction the same way
    seats the rest without repeat (an organiser may seat the first round by hand, to keep a club's members
    apart). Later played rounds follow no design. Its rounds are shuffled so that a draw of fewer rounds
    than it has (24 x 6 from 7) leaves out a different one by seed. The greedy fill puts at each table
    the player who has met its current occupants least, so the repair search starts from few repeats.
    """
    classes: list[list[list[int]]] = []
    if len(fixed) <= 1 and all(c == TABLE_SIZE for c in capacities):
        classes = rounds_without_repeat(players)
        rng.shuffle(classes)
    if fixed and classes:
        first = fixed[0]
        if len(first) == len(capacities) and all(len(table) == TABLE_SIZE for table in first):
            rename = {
                q: p
                for line, table in zip(classes[0], first, strict=True)
                for q, p in zip(line, table, strict=True)
            }
            classes = [[[rename[q] for q in line] for line in c] for c in classes[1:]]
        else:
            classes = []
    meet = [[0] * players for _ in range(players)]
    for round_groups in fixed:
        for group in round_groups:
            for a, b in combinations(group, 2):
                meet[a][b] += 1
                meet[b][a] += 1
    groups: list[list[list[int]]] = []
    for r in range(len(byes)):
        if r < len(classes) and not byes[r]:
            round_groups = [list(line) for line in classes[r]]
        else:
            out = set(byes[r])
            pool = [p for p in range(players) if p not in out]
            rng.shuffle(pool)
            round_groups = []
            for capacity in capacities:
                group = [pool.pop()]
                met_group = list(meet[group[0]])  # met_group[p]: meetings of p with the table so far
                while len(group) < capacity:
                    best = min(range(len(pool)), key=lambda i: met_group[pool[i]])
                    group.append(pool.pop(best))
                    for p, m in enumerate(meet[group[-1]]):
                        met_group[p] += m
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
    perturbed by random swaps, which gets the search out of the plateaus a pure descent stalls on. The
    first `frozen` rounds (already played) count towards the meetings but are never changed.
    """

    def __init__(
        self, players: int, groups: list[list[list[int]]], rng: random.Random, frozen: int = 0
    ) -> None:
        self.n = players
        self.rng = rng
        self.frozen = frozen
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
        # The cost is the meetings held less the pairs that met: below this floor no seating can go.
        held = sum(len(g) * (len(g) - 1) // 2 for rg in self.groups for g in rg)
        self.floor = max(0, held - players * (players - 1) // 2)

    def _conflicts(self) -> dict[int, set[int]]:
        """Per round not played yet, the players sharing a table with someone they meet elsewhere too."""
        meet = self.meet
        found: dict[int, set[int]] = {}
        for r in range(self.frozen, len(self.groups)):
            for group in self.groups[r]:
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

    def _best_swaps(
        self, step: int, tabu: dict[tuple[int, int], int], best_cost: int
    ) -> list[tuple[int, int, int]]:
        """The swaps (round, a, b) of least cost change among those moving a player in conflict, not tabu
        unless they beat the best seating seen (the aspiration rule).

        The loop is the search's whole cost, so it is written out: `loss[p]` is what taking p away from its
        table saves, computed once per round, and a swap's change is the two gains less the two losses.
        """
        meet = self.meet
        moves: list[tuple[int, int, int]] = []
        move_delta: int | None = None
        for r, conflicted in sorted(self._conflicts().items()):
            where, tables = self.where[r], self.groups[r]
            loss = {p: sum(meet[p][x] >= 2 for x in g if x != p) for g in tables for p in g}
            for a in sorted(conflicted):
                ta = where[a]
                mates_a = [x for x in tables[ta] if x != a]
                meet_a = meet[a]
                a_free = tabu.get((r, a), -1) < step
                base = -loss[a]
                for tb, group in enumerate(tables):
                    if tb == ta:
                        continue
                    for b in group:
                        meet_b = meet[b]
                        d = base - loss[b]
                        for x in mates_a:
                            if meet_b[x]:
                                d += 1
                        for y in group:
                            if y != b and meet_a[y]:
                                d += 1
                        if move_delta is not None and d > move_delta:
                            continue
                        if not (a_free and tabu.get((r, b), -1) < step) and self.cost + d >= best_cost:
                            continue
                        if move_delta is None or d < move_delta:
                            move_delta, moves = d, [(r, a, b)]
                        else:
                            moves.append((r, a, b))
        return moves

    def run(self, max_steps: int, time_budget: float | None) -> None:
        """Search until no repeat is left (or as few as every pair meeting allows), `max_steps` swaps are
        made or `time_budget` seconds pass."""
        if self.cost <= self.floor:
            return
        rng = self.rng
        deadline = None if time_budget is None else time.perf_counter() + time_budget
        best_cost = self.cost
        best = [[list(g) for g in rg] for rg in self.groups]
        tabu: dict[tuple[int, int], int] = {}
        stale = 0
        for step in range(max_steps):
            if self.cost <= self.floor:
                break
            if deadline is not None and step % 64 == 0 and time.perf_counter() > deadline:
                break
            moves = self._best_swaps(step, tabu, best_cost)
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
                    pr = rng.randrange(self.frozen, len(self.groups))
                    seated = [p for g in self.groups[pr] for p in g]
                    a, b = rng.sample(seated, 2)
                    if self.where[pr][a] != self.where[pr][b]:
                        self._swap(pr, a, b)
                tabu.clear()
                stale = 0
        if self.cost > best_cost:
            self._load(best)


def _number_tables(groups: list[list[list[int]]], frozen: int = 0) -> list[list[list[int]]]:
    """Order each new round's tables so as few players as possible keep the table number of the round before.

    An assignment problem per round (group -> table number, cost: its players who sat at that number last
    round), solved exactly by the Hungarian method; returns the reordered rounds. The first `frozen`
    rounds are played: their order is their table numbers, and it stays.
    """
    start = max(frozen, 1)
    numbered = [list(g) for g in groups[:start]]
    for round_groups in groups[start:]:
        last_number = {p: k for k, g in enumerate(numbered[-1]) for p in g}
        size = max(len(round_groups), len(numbered[-1]))
        cost = [[0] * size for _ in range(size)]
        for i, group in enumerate(round_groups):
            for p in group:
                if p in last_number:
                    cost[i][last_number[p]] += 1
        order = _free_matching(cost) or _assignment(cost)
        placed: list[list[int]] = [[] for _ in range(size)]
        for i, group in enumerate(round_groups):
            placed[order[i]] = group
        numbered.append([g for g in placed if g])
    return numbered


def _free_matching(cost: list[list[int]]) -> list[int] | None:
    """A column for each row using only cells of cost 0, when there is such a perfect matching, else None.

    The usual case for a large field (a table of four keeps at most four of the previous numbers), found by
    augmenting paths in O(rows x cells), where the Hungarian method's O(n^3) takes a second at 150 players.
    """
    n = len(cost)
    free = [[j for j in range(n) if cost[i][j] == 0] for i in range(n)]
    row_of: list[int | None] = [None] * n

    def augment(i: int, seen: list[bool]) -> bool:
        for j in free[i]:
            if not seen[j]:
                seen[j] = True
                held = row_of[j]
                if held is None or augment(held, seen):
                    row_of[j] = i
                    return True
        return False

    for i in range(n):
        if not augment(i, [False] * n):
            return None
    order = [0] * n
    for j, row in enumerate(row_of):
        if row is not None:
            order[row] = j
    return order


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
