"""Exact seatings without a repeat meeting, from design theory, for the player counts a search finds hard.

A pure module (no Django). `rounds_without_repeat(n)` returns the longest construction known here for
`n` players: rounds of tables of four over the players 0..n-1, in which no two players share a table twice
(a partial resolvable design, the social golfer problem's answer). The tournament draw (`club.seating`)
relabels it at random and keeps as many rounds as it needs, so every seed gives a different draw with the
same guarantee. The constructions, each a function in `CONSTRUCTIONS`:

- the affine geometry AG(k, 4) over GF(4): 16 players x 5 rounds, 64 x 21, 256 x 85;
- a transversal design TD(4, q) over a finite field of order q, made resolvable by its q parallel classes:
  4q players x q rounds (20 x 5, 28 x 7, 32 x 8, 44 x 11, ...);
- a resolvable group divisible design 4-RGDD of type 3^8, built by the method of differences over Z_7:
  24 players x 7 rounds, the size the search alone leaves repeats at (an exact solver takes about a day
  for 24 x 6, mjseating's README).

Sources: R. C. Bose, "On the construction of balanced incomplete block designs", Annals of Eugenics 9
(1939), for the method of differences; C. J. Colbourn and J. H. Dinitz (eds.), Handbook of Combinatorial
Designs, 2nd ed. (2007), its chapters on mutually orthogonal Latin squares and transversal designs, finite
geometries, and resolvable and group divisible designs. The tests check every construction is a valid seating (everyone once
per round, tables of four, no pair twice), so a wrong table of numbers here cannot go unnoticed.
"""

from __future__ import annotations

from collections.abc import Callable

TABLE_SIZE = 4

Rounds = list[list[list[int]]]
"""Rounds of tables of players numbered from 0."""


def rounds_without_repeat(players: int) -> Rounds:
    """The longest construction known here for `players` players (no rounds when none applies)."""
    return max((build(players) for build in CONSTRUCTIONS), key=len)


def affine_classes(players: int) -> Rounds:
    """The parallel classes of the affine geometry AG(k, 4) when `players` is 4**k, else none.

    Its lines are tables of four, each class seats everybody once, and two points lie on exactly one line:
    (4**k - 1) / 3 rounds with no repeat meeting (5 for 16 players, 21 for 64).
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


def transversal_rounds(players: int) -> Rounds:
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


# The base round of the 4-RGDD of type 3^8 over Z_7 x {0, 1, 2} plus three fixed points: (i, level).
# Its three triples each take one fixed point. Conditions (checked by the tests through the whole design):
# within a level every difference +-1, +-2, +-3 occurs once; between two levels every non-zero difference
# occurs once, and difference 0 never (the groups {i} x {0, 1, 2} and the fixed points never meet).
RGDD_24_BASE = (
    ((0, 0), (1, 1), (3, 2)),
    ((0, 1), (1, 2), (3, 0)),
    ((0, 2), (1, 0), (3, 1)),
    ((2, 0), (4, 0), (5, 0), (6, 2)),
    ((2, 1), (4, 1), (5, 1), (6, 0)),
    ((2, 2), (4, 2), (5, 2), (6, 1)),
)


def rgdd_24_rounds(players: int) -> Rounds:
    """Seven rounds for 24 players in which nobody meets anybody twice, else none.

    Round t adds t (mod 7) to the first coordinate of every point of `RGDD_24_BASE` and leaves the three
    fixed points where they are (Bose's method of differences): each pair of players differs by one
    difference, which the base round holds once, so the pair meets in exactly one round, or never when it
    is one of the eight groups of three. Players (i, level) are numbered level * 7 + i, the fixed ones 21-23.
    """
    if players != 24:
        return []
    rounds = []
    for t in range(7):
        tables = []
        fixed = iter(range(21, 24))
        for block in RGDD_24_BASE:
            table = [level * 7 + (i + t) % 7 for i, level in block]
            if len(table) < TABLE_SIZE:
                table.append(next(fixed))
            tables.append(table)
        rounds.append(tables)
    return rounds


CONSTRUCTIONS: tuple[Callable[[int], Rounds], ...] = (affine_classes, transversal_rounds, rgdd_24_rounds)
"""Each takes a player count and returns its rounds without repeat, or none: a new design is one entry."""
