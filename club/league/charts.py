"""The player page's charts, drawn on the server as SVG: how often each place, and the running score
over the games. Only geometry is computed here; the template writes the labels in the page's language,
with a title and a description for screen readers and the numbers in a table beside each chart."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

WIDTH = 320
HEIGHT = 160
PAD = 24


@dataclass(frozen=True)
class Bar:
    """One bar: its place (1-4), count, and box."""

    place: int
    count: int
    x: float
    y: float
    width: float
    height: float


def place_bars(counts: tuple[int, int, int, int]) -> list[Bar]:
    """Four bars, 1st to 4th, scaled to the tallest.

    >>> [bar.height for bar in place_bars((2, 1, 0, 1))]
    [112.0, 56.0, 0.0, 56.0]
    """
    tallest = max(counts) or 1
    room = HEIGHT - 2 * PAD
    slot = (WIDTH - 2 * PAD) / 4
    bars = []
    for index, count in enumerate(counts):
        height = room * count / tallest
        bars.append(
            Bar(index + 1, count, PAD + index * slot + slot * 0.15, HEIGHT - PAD - height, slot * 0.7, height)
        )
    return bars


@dataclass(frozen=True)
class Line:
    """The running score: the polyline's points, the zero line's height and the value range."""

    points: str
    zero_y: float
    low: Decimal
    high: Decimal
    dots: list[tuple[float, float, Decimal]]


def running_line(scores: list[Decimal]) -> Line | None:
    """The running total after each game, as an SVG polyline; None before the first game.

    >>> running_line([Decimal(10), Decimal(-30)]).points
    '24.0,24.0 296.0,136.0'
    """
    if not scores:
        return None
    totals: list[Decimal] = []
    running = Decimal(0)
    for score in scores:
        running += score
        totals.append(running)
    low, high = min(min(totals), Decimal(0)), max(max(totals), Decimal(0))
    span = (high - low) or Decimal(1)
    step = (WIDTH - 2 * PAD) / max(len(totals) - 1, 1)

    def y(value: Decimal) -> float:
        return round(PAD + float((high - value) / span) * (HEIGHT - 2 * PAD), 1)

    dots = [(round(PAD + index * step, 1), y(total), total) for index, total in enumerate(totals)]
    return Line(" ".join(f"{x},{dot_y}" for x, dot_y, _ in dots), y(Decimal(0)), low, high, dots)
