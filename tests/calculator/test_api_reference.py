"""GET /api/v1/rulesets and /api/v1/scoring-table: the scorer's rulesets and payment tables."""

import pytest
from django.test import Client

from rules.models import Ruleset
from rules.scoring import RULESETS

pytestmark = pytest.mark.django_db

# Lines of tests/data/scoring_table.csv (seed 001's table A-2, which the wrc ruleset reproduces):
# fu or limit, han, then the five payment columns.
REFERENCE_LINES = """
20,2,2000,700,1300,400,700
25,3,4800,1600,3200,800,1600
30,4,12000,4000,8000,2000,4000
60,3,12000,4000,8000,2000,4000
110,2,10600,3600,7100,1800,3600
mangan,,12000,4000,8000,2000,4000
yakuman,,48000,16000,32000,8000,16000
"""
COLUMNS = (
    "dealer_ron",
    "dealer_tsumo_all",
    "nondealer_ron",
    "nondealer_tsumo_nondealer",
    "nondealer_tsumo_dealer",
)


def test_rulesets_lists_every_named_ruleset_with_its_parameters(client: Client, settings):
    body = client.get("/api/v1/rulesets").json()
    assert body["default"] == settings.DEFAULT_RULESET
    assert [entry["key"] for entry in body["rulesets"]] == list(RULESETS)
    wrc = next(entry for entry in body["rulesets"] if entry["key"] == "wrc")
    assert wrc["parameters"]["kiriage"] is True
    assert "name" not in wrc["parameters"]


def test_the_wrc_table_has_the_reference_values(client: Client):
    response = client.get("/api/v1/scoring-table?ruleset=wrc")
    assert response.status_code == 200
    rows = {row["limit"] or (row["fu"], row["han"]): row for row in response.json()["rows"]}
    for line in REFERENCE_LINES.split():
        fu, han, *payments = line.split(",")
        row = rows[fu if not han else (int(fu), int(han))]
        assert [row[column] for column in COLUMNS] == [int(value) for value in payments], line


def test_the_table_defaults_to_the_clubs_default_ruleset(client: Client):
    Ruleset.objects.update(is_default=False)
    Ruleset.objects.filter(key="wrc").update(is_default=True)
    assert client.get("/api/v1/scoring-table").json()["ruleset"] == "wrc"


def test_without_loaded_rulesets_the_table_defaults_to_the_setting(client: Client, settings):
    Ruleset.objects.all().delete()
    settings.DEFAULT_RULESET = "wrc"
    assert client.get("/api/v1/scoring-table").json()["ruleset"] == "wrc"


def test_get_endpoints_answer_head_and_refuse_post(client: Client):
    assert client.head("/api/v1/rulesets").status_code == 200
    refused = client.post("/api/v1/rulesets")
    assert refused.status_code == 405
    assert refused["Allow"] == "GET, HEAD"


def test_a_clubs_house_rules_are_listed_and_scored_by_key(client: Client, post_json):
    Ruleset.objects.create(
        key="club", base="ema", overrides={"kiriage": True}, name="Our club", short="EMA with kiriage"
    )
    listed = client.get("/api/v1/rulesets").json()["house_rules"]
    assert listed == [{"key": "club", "name": "Our club", "ruleset": "ema", "rules": {"kiriage": True}}]
    # Riichi, pinfu, tanyao and a dora, 4 han 30 fu: 7700 under EMA, a mangan (8000) with kiriage.
    request = {
        "hand": "234m234p345678s55p",
        "win_tile": "3s",
        "riichi": True,
        "seat_wind": "S",
        "dora_indicators": "1m",
    }
    assert post_json("/api/v1/score", {**request, "ruleset": "ema"}).json()["total"] == 7700
    assert post_json("/api/v1/score", {**request, "ruleset": "club"}).json()["total"] == 8000
    assert client.get("/api/v1/scoring-table?ruleset=club").json()["ruleset"] == "club"
