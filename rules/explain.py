"""A scorer response turned into labelled lines a page can show: yaku names, fu items, limit, payment.

The scorer answers in keys; the reference pages (yaku examples, fu examples, ruleset comparisons)
show the same itemization, so the keys are looked up in one place: yaku names come from the
database (translated fields), every other key from `rules.phrases`.
"""

from collections.abc import Mapping
from dataclasses import dataclass, field

from rules.phrases import DORA, FU_ITEMS, LIMITS, PAYMENTS, error_sentences
from rules.scoring import score_request


@dataclass(frozen=True)
class Line:
    """One labelled value of an explanation (`key` stays the scorer's key, for tests and styling)."""

    key: str
    label: str
    value: int
    tiles: str = ""


@dataclass(frozen=True)
class Explanation:
    """A scored hand, ready for a template; `error` holds the translated message of a refused hand."""

    request: dict
    response: dict
    yaku: list[Line] = field(default_factory=list)
    dora: list[Line] = field(default_factory=list)
    fu_items: list[Line] = field(default_factory=list)
    payment: list[Line] = field(default_factory=list)
    limit: str = ""
    error: str = ""

    @property
    def keys(self) -> list[str]:
        """The yaku keys the scorer found."""
        return [line.key for line in self.yaku]


def explain(request: dict, yaku_names: Mapping[str, str]) -> Explanation:
    """Score `request` and label every part of the answer in the active language."""
    response = score_request(request, messages=error_sentences())
    if "error" in response:
        return Explanation(request, response, error=response["error"]["message"])
    return Explanation(
        request,
        response,
        yaku=[Line(y["key"], yaku_names.get(y["key"], y["key"]), y["han"]) for y in response["yaku"]],
        dora=[Line(key, str(DORA[key]), count) for key, count in response["dora"].items() if count],
        fu_items=[
            Line(item["key"], str(FU_ITEMS.get(item["key"], item["key"])), item["fu"], item.get("tiles", ""))
            for item in response["fu_items"]
        ],
        payment=[
            Line(key, str(PAYMENTS.get(key, key)), amount) for key, amount in response["payment"].items()
        ],
        limit=str(LIMITS[response["limit"]]) if response["limit"] else "",
    )
