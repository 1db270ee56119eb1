"""The loaded content agrees with the scorer: the same yaku keys, the same han, example hands that
really score their yaku, and every translated field written in every language."""

import pytest
from modeltranslation.translator import translator

from rules.models import GlossaryTerm, LimitHand, Ruleset, RulesetParameter, Yaku, YakuExample
from rules.scoring import score_request
from rules.scoring.rulesets import RULESETS
from rules.scoring.rulesets import Ruleset as ScorerRuleset
from rules.scoring.yaku import SPECIAL_KEYS, YAKU_BY_KEY, YAKU_KEYS

LANGUAGES = ("en", "fr", "es")

pytestmark = pytest.mark.django_db

# Keys the scorer never reports as a yaku (DESIGN.md; rules/scoring/yaku.py SPECIAL_KEYS): kazoe
# yakuman is a limit, and these three need facts the scoring request cannot carry.
UNDETECTABLE = {"open_riichi", "shiisanpuutaa", "paarenchan"}
SHAPE_ERRORS = {"bad_request", "bad_notation", "wrong_tile_count", "too_many_copies", "win_tile_not_in_hand"}


def test_every_scorer_yaku_key_has_a_yaku_row_and_the_reverse():
    assert set(Yaku.objects.values_list("key", flat=True)) == set(YAKU_KEYS)


def test_han_in_the_database_equal_the_scorers_for_the_default_ruleset():
    mismatches = [
        (
            yaku.key,
            (yaku.han_closed, yaku.han_open),
            (YAKU_BY_KEY[yaku.key].closed, YAKU_BY_KEY[yaku.key].open),
        )
        for yaku in Yaku.objects.filter(key__in=YAKU_BY_KEY)
        if (yaku.han_closed, yaku.han_open) != (YAKU_BY_KEY[yaku.key].closed, YAKU_BY_KEY[yaku.key].open)
    ]
    assert mismatches == []


def test_yakuman_rows_are_the_scorers_yakuman():
    yakuman_rows = set(Yaku.objects.filter(yakuman__gt=0).values_list("key", flat=True))
    scorer_yakuman = {key for key, yaku in YAKU_BY_KEY.items() if yaku.yakuman}
    assert yakuman_rows - set(SPECIAL_KEYS) == scorer_yakuman


def test_every_yaku_has_an_example_hand():
    assert list(Yaku.objects.filter(examples__isnull=True).values_list("key", flat=True)) == []


def example_problems(example: YakuExample) -> str | None:
    """Why an example does not show its yaku, or None when it does."""
    response = score_request(example.request)
    key = example.yaku.key
    if example.extra:
        if key not in UNDETECTABLE:
            return f"carries extra_situation {example.extra} but the scorer can score {key}"
        error = response.get("error", {}).get("code")
        return f"tiles refused: {response['error']['message']}" if error in SHAPE_ERRORS else None
    if "error" in response:
        return response["error"]["message"]
    if key == "kazoe_yakuman":
        counted = response["han"] >= 13 and response["yakuman"] == 0 and response["limit"] is not None
        return None if counted else f"not a counted yakuman: {response['han']} han, limit {response['limit']}"
    found = [yaku["key"] for yaku in response["yaku"]]
    return None if key in found else f"scores {found}"


def test_every_example_hand_scores_with_its_yaku():
    problems = {
        f"{example.yaku.key} #{example.position} {example.request}": problem
        for example in YakuExample.objects.select_related("yaku")
        if (problem := example_problems(example)) is not None
    }
    assert problems == {}


@pytest.mark.parametrize("model", [Yaku, GlossaryTerm, LimitHand, RulesetParameter, Ruleset])
def test_no_translated_field_is_empty_in_any_language(model):
    fields = translator.get_options_for_model(model).fields
    empty = [
        (row.key, f"{field}_{language}")
        for row in model.objects.all()
        for field in fields
        for language in LANGUAGES
        if not (getattr(row, f"{field}_{language}") or "").strip()
    ]
    assert empty == []


def test_every_named_ruleset_is_loaded_with_the_ema_default():
    assert set(Ruleset.objects.filter(builtin=True).values_list("key", flat=True)) == set(RULESETS)
    assert list(Ruleset.objects.filter(is_default=True).values_list("key", flat=True)) == ["ema"]


def test_every_parameter_label_is_a_scorer_parameter():
    scorer_parameters = {name for name in ScorerRuleset.__dataclass_fields__ if name != "name"}
    assert set(RulesetParameter.objects.values_list("key", flat=True)) <= scorer_parameters
