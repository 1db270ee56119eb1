"""The one explanation of a scored hand, in the reader's language: the scorer's working, labelled.

The scorer answers in keys and its `working` lays out the steps (yaku and dora han, fu items with their
sets, the sum and its rounding, the limit or the base-points formula, the table lookup, honba, sticks,
total). Here each key gets its words: yaku names from the reference content (translated fields),
every other key from `rules.phrases`. The reference examples, the calculator and the trainer's
feedback all show this one object, so a hand is explained the same way wherever a player meets it.
"""

from collections.abc import Mapping
from dataclasses import dataclass, field

from django.urls import NoReverseMatch, reverse
from django.utils.translation import gettext

from rules.models import Yaku
from rules.phrases import (
    DORA,
    FU_ITEMS,
    LIMITS,
    YAKUMAN_MULTIPLES,
    error_sentences,
    payment_label,
    tiles_in_words,
)
from rules.scoring import COUNTED_YAKUMAN, YAKUMAN_HAN, score_request, working


@dataclass(frozen=True)
class Line:
    """One labelled value of an explanation (`key` stays the scorer's key, for tests and styling);
    `url` is the reference page of a yaku, `tiles` the set a fu item counts."""

    key: str
    label: str
    value: int
    tiles: str = ""
    url: str = ""
    yakuman: str = ""  # a yakuman's value by name ("Double yakuman"), never as 13 han


@dataclass(frozen=True)
class Step:
    """One payer's line of the table lookup: base points x multiplier = raw, rounded up to `paid`, plus
    that payer's honba: `handed`, what the player hands over."""

    key: str
    label: str
    multiplier: int
    raw: int
    paid: int
    honba: int = 0
    handed: int = 0


@dataclass(frozen=True)
class Explanation:
    """A scored hand, ready for a template; `error` holds the translated message of a refused hand."""

    request: dict
    response: dict
    yaku: list[Line] = field(default_factory=list)
    unpaid_yakuman: list[Line] = field(default_factory=list)  # the hand's other yakuman, where one is paid
    dora: list[Line] = field(default_factory=list)
    fu_items: list[Line] = field(default_factory=list)
    fu_sum: int = 0
    rounded: bool = False
    han_name: str = ""  # a yakuman hand's value by name
    counted_yakuman: bool = False  # 13+ han without a yakuman
    capped: bool = False  # ... paid as less than a yakuman under the request's rules
    base_formula: bool = False
    table: list[Step] = field(default_factory=list)
    payment: list[Line] = field(default_factory=list)
    honba: int = 0
    honba_points: int = 0
    sticks: int = 0
    stick_points: int = 0
    limit: str = ""
    error: str = ""

    @property
    def keys(self) -> list[str]:
        """The yaku keys the scorer found."""
        return [line.key for line in self.yaku]

    @property
    def yakuman_not_stacked(self) -> bool:
        """Other real yakuman beside the paid one: the rules pay one yakuman only."""
        return any(line.key != COUNTED_YAKUMAN for line in self.unpaid_yakuman)

    @property
    def counted_beside(self) -> int:
        """The han of the counted yakuman (kazoe) the ordinary yaku and dora also make beside a real
        yakuman (0 for none): a yakuman hand is paid for its yakuman, so those han count for nothing."""
        return next((line.value for line in self.unpaid_yakuman if line.key == COUNTED_YAKUMAN), 0)

    @property
    def han(self) -> int:
        return self.response.get("han", 0)

    @property
    def fu(self) -> int:
        return self.response.get("fu", 0)

    @property
    def base_points(self) -> int:
        return self.response.get("base_points", 0)

    @property
    def total(self) -> int:
        return self.response.get("total", 0)

    @property
    def self_draw(self) -> bool:
        """Won by tsumo: the counters are paid 100 by each payer, where a ron's discarder pays 300 alone,
        so the working explains only the payment this hand had."""
        return bool(self.request.get("tsumo"))


def yakuman_name(han: int) -> str:
    """13 han as "Yakuman", 26 as "Double yakuman" ...: a yakuman is named, never counted in han."""
    return str(YAKUMAN_MULTIPLES.get(han // YAKUMAN_HAN, han))


def unpaid_name(key: str, han: int) -> str:
    """A yakuman the hand has but is not paid for: "Yakuman, not paid" where yakuman do not stack, and
    "14 han, not paid" for the counted yakuman its ordinary yaku and dora make beside a real one."""
    if key == COUNTED_YAKUMAN:
        return gettext("%(han)s han, not paid") % {"han": han}
    return gettext("%(yakuman)s, not paid") % {"yakuman": yakuman_name(han)}


def yaku_names(keys: list[str] | None = None) -> dict[str, str]:
    """Translated yaku names from the reference content (all of them, or those of `keys`); a key that
    is not loaded names itself."""
    found = Yaku.objects.all() if keys is None else Yaku.objects.filter(key__in=keys)
    names = {yaku.key: yaku.name for yaku in found}
    return names if keys is None else {key: names.get(key) or key for key in keys}


def yaku_url(key: str) -> str:
    """The reference page of a yaku, where the reference has one."""
    try:
        return reverse("rules:yaku_detail", args=[key])
    except NoReverseMatch:
        return ""


def explain(
    request: dict, names: Mapping[str, str] | None = None, response: dict | None = None
) -> Explanation:
    """Score `request` (or take the `response` already computed for it) and label every step of the
    answer in the active language. `names` maps yaku keys to names (looked up when not given)."""
    if response is None:
        response = score_request(request, messages=error_sentences(), tile_names=tiles_in_words)
    if "error" in response:
        return Explanation(request, response, error=response["error"]["message"])
    unpaid = response.get("unpaid_yakuman", [])
    if names is None:
        names = yaku_names([item["key"] for item in (*response["yaku"], *unpaid)])
    work = working(request, response)
    chankan = bool(request.get("chankan"))
    return Explanation(
        request,
        response,
        yaku=[
            Line(
                key,
                names.get(key, key),
                han,
                url=yaku_url(key),
                yakuman=yakuman_name(han) if work.yakuman else "",
            )
            for key, han in work.yaku
        ],
        unpaid_yakuman=[
            Line(
                item["key"],
                names.get(item["key"], item["key"]),
                item["han"],
                url=yaku_url(item["key"]),
                yakuman=unpaid_name(item["key"], item["han"]),
            )
            for item in unpaid
        ],
        dora=[Line(key, str(DORA[key]), count) for key, count in work.dora],
        fu_items=[Line(key, str(FU_ITEMS.get(key, key)), fu, tiles) for key, fu, tiles in work.fu_items],
        fu_sum=work.fu_sum,
        rounded=work.rounded,
        han_name=yakuman_name(work.han) if work.yakuman else "",
        counted_yakuman=work.counted_yakuman,
        capped=work.capped,
        base_formula=work.base_formula,
        table=[
            Step(
                step.key,
                payment_label(step.key, chankan),
                step.multiplier,
                step.raw,
                step.paid,
                step.honba,
                step.handed,
            )
            for step in work.table
        ],
        payment=[Line(key, payment_label(key, chankan), amount) for key, amount in work.payment],
        honba=work.honba,
        honba_points=work.honba_points,
        sticks=work.sticks,
        stick_points=work.stick_points,
        limit=yakuman_name(work.han) if work.yakuman else str(LIMITS[work.limit]) if work.limit else "",
    )
