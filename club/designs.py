"""Exact seatings without a repeat meeting, from design theory, for the player counts a search finds hard.

A pure module (no Django). `rounds_without_repeat(n)` returns the longest construction known here for
`n` players: rounds of tables of four over the players 0..n-1, in which no two players share a table twice
(a partial resolvable design, the social golfer problem's answer). The tournament draw (`club.seating`)
relabels it at random and keeps as many rounds as it needs, so every seed gives a different draw with the
same guarantee. The constructions, each a function in `CONSTRUCTIONS`:

- the affine geometry AG(k, 4) over GF(4): 16 players x 5 rounds, 64 x 21, 256 x 85;
- a transversal design TD(4, q) over a finite field of order q, made resolvable by its q parallel classes:
  4q players x q rounds (20 x 5, 28 x 7, 32 x 8, 44 x 11, ...);
- 1-rotational resolvable designs (`ROTATIONAL`), by the method of differences over a group of order
  players - 1 or players - 3: everybody meets everybody exactly once at 28 x 9, 40 x 13, 52 x 17, and
  all but two players at 24 x 7, 36 x 11, 48 x 15 (resolvable group divisible designs of type 3^n). These
  are the tight sizes the search alone leaves repeats at (an exact solver takes about a day for 24 x 6,
  mjseating's README).

Sources: R. C. Bose, "On the construction of balanced incomplete block designs", Annals of Eugenics 9
(1939), for the method of differences; M. Buratti and F. Zuanni, "G-invariantly resolvable Steiner
2-designs which are 1-rotational over G", Bulletin of the Belgian Mathematical Society 5 (1998), for the
1-rotational resolutions; C. J. Colbourn and J. H. Dinitz (eds.), Handbook of Combinatorial
Designs, 2nd ed. (2007), its chapters on mutually orthogonal Latin squares and transversal designs, finite
geometries, and resolvable and group divisible designs. The tests check every construction is a valid
seating (everyone once per round, tables of four, no pair twice), so a wrong number here cannot go unnoticed.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from itertools import product

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


@dataclass(frozen=True)
class Rotational:
    """The data of a 1-rotational resolvable design: players are the elements of an abelian group G
    (`orders`: its cyclic factors) and one or three fixed players.

    `generator` spans H, G's subgroup of order 3. The base `blocks` take one element of each coset of H
    (but H itself when one player is fixed) and their differences cover G outside H exactly once. With
    three fixed players (`weights` given) the first block is a triple completed by a fixed player, the
    cosets of H and the fixed players are the groups of three who never meet, and a shift g moves the
    fixed player k to k + weights . g (mod 3). The blocks were found by a backtracking search over the
    difference condition; the tests check the rounds they give.
    """

    orders: tuple[int, ...]
    generator: tuple[int, ...]
    blocks: tuple[tuple[tuple[int, ...], ...], ...]
    weights: tuple[int, ...] | None = None


ROTATIONAL: dict[int, Rotational] = {
    # A 4-RGDD of type 3^8 (everybody meets 21 of the 23 others): the size the search alone leaves
    # repeats at (an exact solver takes about a day for 24 x 6, mjseating's README).
    24: Rotational((21,), (7,), (((0,), (1,), (5,)), ((2,), (10,), (4,), (13,))), weights=(1,)),
    28: Rotational(
        (3, 3, 3),
        (0, 0, 1),
        (((0, 1, 0), (0, 2, 0), (1, 0, 0), (2, 0, 1)), ((1, 1, 0), (1, 2, 1), (2, 1, 2), (2, 2, 1))),
    ),
    36: Rotational(
        (33,),
        (11,),
        (((0,), (1,), (20,)), ((2,), (4,), (29,), (19,)), ((3,), (27,), (6,), (32,))),
        weights=(1,),
    ),
    40: Rotational(
        (39,), (13,), (((1,), (5,), (8,), (25,)), ((2,), (3,), (36,), (11,)), ((4,), (6,), (33,), (22,)))
    ),
    48: Rotational(
        (15, 3),
        (0, 1),
        (
            ((0, 0), (8, 2), (14, 1)),
            ((1, 0), (2, 0), (5, 0), (6, 1)),
            ((3, 0), (9, 1), (11, 0), (13, 0)),
            ((4, 0), (7, 2), (10, 0), (12, 1)),
        ),
        weights=(0, 1),
    ),
    52: Rotational(
        (51,),
        (17,),
        (
            ((1,), (2,), (4,), (46,)),
            ((3,), (43,), (31,), (16,)),
            ((5,), (23,), (42,), (13,)),
            ((7,), (27,), (11,), (32,)),
        ),
    ),
}


def rotational_rounds(players: int) -> Rounds:
    """The rounds of the 1-rotational design for `players` in `ROTATIONAL`, else none.

    Buratti and Zuanni's construction: the first round is the base blocks B and their moves B + h by H
    (with the fixed player: H itself, or the triples), every other round adds to it one element of each
    other coset of H. Two group elements at difference d outside H meet in the one round where the block
    holding d is moved onto them; a fixed player meets each element once, with its coset of H when it is
    alone, else when the triple's element of matching weight is moved onto it. So: (players - 1) / 3 rounds
    where everybody meets everybody (28 x 9, 40 x 13, 52 x 17), or (players - 3) / 3 where everybody meets
    all but the two of their group (24 x 7, 36 x 11, 48 x 15).
    """
    design = ROTATIONAL.get(players)
    if design is None:
        return []
    orders = design.orders
    elements = list(product(*(range(order) for order in orders)))  # the identity first
    number = {e: i for i, e in enumerate(elements)}
    fixed = len(elements)  # the first fixed player's number

    def add(a: tuple[int, ...], b: tuple[int, ...]) -> tuple[int, ...]:
        return tuple((x + y) % o for x, y, o in zip(a, b, orders, strict=True))

    def weight(g: tuple[int, ...]) -> int:
        return sum(w * x for w, x in zip(design.weights or (), g, strict=True)) % 3

    subgroup = [elements[0], design.generator, add(design.generator, design.generator)]
    rounds = []
    covered: set[tuple[int, ...]] = set()
    for shift in elements:
        if shift in covered:
            continue
        covered.update(add(shift, h) for h in subgroup)
        tables = [] if design.weights else [[number[add(shift, h)] for h in subgroup] + [fixed]]
        for block in design.blocks:
            for h in subgroup:
                table = [number[add(add(x, h), shift)] for x in block]
                if len(table) < TABLE_SIZE:
                    table.append(fixed + (weight(h) + weight(shift)) % 3)
                tables.append(table)
        rounds.append(tables)
    return rounds


CONSTRUCTIONS: tuple[Callable[[int], Rounds], ...] = (
    affine_classes,
    transversal_rounds,
    rotational_rounds,
)
"""Each takes a player count and returns its rounds without repeat, or none: a new design is one entry."""
