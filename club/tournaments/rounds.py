"""One round as its pages show it: each table's four seats (East first) and its slip, and the byes."""

from __future__ import annotations

from dataclasses import dataclass, field

from club.tournaments.models import Entry, Seat, Slip, Tournament


@dataclass
class RoundTable:
    """A table of one round: its number, its seats in wind order, its slip once recorded."""

    number: int
    seats: list[Seat]
    slip: Slip | None = None
    card_url: str = field(default="")


def round_tables(tournament: Tournament, number: int) -> tuple[list[RoundTable], list[Entry]]:
    """(tables, byes) of one round, in table order."""
    tables: dict[int, RoundTable] = {}
    byes: list[Entry] = []
    for one in (
        tournament.seats.filter(round=number).select_related("entry__player").order_by("table", "wind")
    ):
        if one.table is None:
            byes.append(one.entry)  # type: ignore[arg-type]
        else:
            tables.setdefault(one.table, RoundTable(one.table, [])).seats.append(one)
    for recorded in tournament.slips.filter(round=number):
        if recorded.table in tables:
            tables[recorded.table].slip = recorded
    return list(tables.values()), sorted(byes, key=lambda entry: entry.player.name)
