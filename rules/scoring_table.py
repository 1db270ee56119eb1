"""Stores a ruleset's payment table, computed by the scorer, as ScoringTableCell rows."""

from django.db import transaction

from rules.models import Ruleset, ScoringTableCell
from rules.scoring import get_ruleset, scoring_table


@transaction.atomic
def regenerate_table(ruleset: Ruleset) -> int:
    """Replace `ruleset`'s cells with the scorer's table when they differ; the number of rows written."""
    rows = scoring_table(get_ruleset(ruleset.base, ruleset.overrides))
    wanted = [
        ScoringTableCell(ruleset=ruleset, position=position, **{**row.as_dict(), "limit": row.limit or ""})
        for position, row in enumerate(rows)
    ]
    existing = list(ruleset.cells.order_by("position"))
    if [_fields(cell) for cell in existing] == [_fields(cell) for cell in wanted]:
        return 0
    ruleset.cells.all().delete()
    ScoringTableCell.objects.bulk_create(wanted)
    return len(wanted)


def _fields(cell: ScoringTableCell) -> tuple:
    return (
        cell.position,
        cell.fu,
        cell.han,
        cell.limit,
        cell.kiriage,
        cell.dealer_ron,
        cell.dealer_tsumo_all,
        cell.nondealer_ron,
        cell.nondealer_tsumo_nondealer,
        cell.nondealer_tsumo_dealer,
    )
