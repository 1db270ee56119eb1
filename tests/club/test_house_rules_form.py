"""House rules in the admin: the base from a list, one control per rule with its help, table rules,
errors that name the valid values, and names required only in the club's languages."""

import re

import pytest

from club.models import Club
from rules.models import Ruleset
from rules.scoring import RULESETS

pytestmark = pytest.mark.django_db

ADD = "/admin/rules/ruleset/add/"


def playing(base: str) -> dict[str, object]:
    """The form's data for a ruleset that plays exactly its base, as a browser posts it."""
    data: dict[str, object] = {}
    for key, value in RULESETS[base].as_dict().items():
        if key == "name" or key in ("pao_honba", "pao_scope"):
            continue
        if isinstance(value, bool):
            if value:
                data[f"rule_{key}"] = "on"
        else:
            data[f"rule_{key}"] = value
    return data


EMA_TABLE = {
    "table_start_points": "30000",
    "table_return_points": "30000",
    "table_oka": "0",
    "table_uma_0": "15",
    "table_uma_1": "5",
    "table_uma_2": "-5",
    "table_uma_3": "-15",
    "table_ties": "shared",
    "table_leftover_sticks": "first",
    "table_chombo": "20",
}


def french_club_rules(**changes) -> dict[str, object]:
    return {
        "key": "jeudi",
        "base": "ema",
        "position": "100",
        "name_fr": "Règles du jeudi",
        "short_fr": "EMA avec cinq rouges et kiriage",
        "description_fr": "Ce que nous jouons le jeudi soir.",
        **playing("ema"),
        **EMA_TABLE,
        **changes,
    }


@pytest.fixture
def french_club():
    return Club.objects.create(name="Club Riichi de Lyon", languages=["fr"])


def test_the_form_has_a_list_of_bases_and_a_control_with_help_for_each_rule(
    admin_client_logged_in, french_club
):
    html = admin_client_logged_in.get(ADD).content.decode()
    assert '<select name="base"' in html
    for key in ("ema", "wrc", "tenhou", "mahjongsoul", "mleague"):
        assert f'<option value="{key}"' in html
    assert 'type="checkbox" name="rule_aka_dora"' in html
    assert 'type="radio" name="rule_kazoe" value="sanbaiman"' in html
    assert 'name="rule_local_yaku" value="sanrenkou"' in html
    assert 'name="table_uma_0"' in html
    assert 'name="overrides"' not in html


def test_a_french_club_saves_its_rules_with_only_french_texts(admin_client_logged_in, french_club, client):
    data = french_club_rules(rule_aka_dora="on", rule_kiriage="on", table_uma_0="20", table_uma_3="-20")
    response = admin_client_logged_in.post(ADD, data)
    assert response.status_code == 302, response.content.decode()[-4000:]
    rules = Ruleset.objects.get(key="jeudi")
    assert rules.overrides == {"aka_dora": True, "kiriage": True}
    assert rules.table_rules == {"uma": [20, 5, -5, -20]}
    assert rules.cells.get(fu=30, han=4).nondealer_ron == 8000  # kiriage
    assert "Règles du jeudi" in client.get("/es/rulesets/").content.decode()  # Spanish falls back


def test_a_name_in_the_clubs_language_is_required_and_the_form_is_kept(admin_client_logged_in, french_club):
    response = admin_client_logged_in.post(ADD, french_club_rules(name_fr="", rule_kiriage="on"))
    assert response.status_code == 200
    assert not Ruleset.objects.filter(key="jeudi").exists()
    html = response.content.decode()
    assert html.count("errorlist") >= 1
    assert "EMA avec cinq rouges et kiriage" in html


def test_a_value_that_is_not_a_choice_is_refused_naming_the_valid_ones(admin_client_logged_in, french_club):
    response = admin_client_logged_in.post(ADD, french_club_rules(rule_kazoe="often"))
    html = response.content.decode()
    assert response.status_code == 200
    assert "“often” is not possible here; choose one of:" in html
    assert "choose one of: yakuman; sanbaiman; yakuman, doubled at" in html


def test_uma_that_do_not_add_up_to_zero_are_refused(admin_client_logged_in, french_club):
    response = admin_client_logged_in.post(ADD, french_club_rules(table_uma_0="20"))
    assert "The four uma add up to 5; they must add up to zero." in response.content.decode()


def test_an_oka_that_does_not_match_the_points_names_the_right_one(admin_client_logged_in, french_club):
    response = admin_client_logged_in.post(ADD, french_club_rules(table_start_points="25000"))
    assert "the oka is 20" in response.content.decode()


def test_rules_that_play_their_base_store_nothing_but_the_base(admin_client_logged_in, french_club):
    assert admin_client_logged_in.post(ADD, french_club_rules()).status_code == 302
    rules = Ruleset.objects.get(key="jeudi")
    assert rules.overrides == {}
    assert rules.table_rules == {}


def test_a_saved_ruleset_opens_with_the_values_it_plays(admin_client_logged_in, french_club):
    admin_client_logged_in.post(
        ADD, french_club_rules(rule_aka_dora="on", table_uma_0="20", table_uma_3="-20")
    )
    rules = Ruleset.objects.get(key="jeudi")
    html = admin_client_logged_in.get(f"/admin/rules/ruleset/{rules.pk}/change/").content.decode()
    assert re.search(r'<input type="checkbox" name="rule_aka_dora"[^>]* checked>', html)
    assert not re.search(r'<input type="checkbox" name="rule_kiriage"[^>]* checked>', html)
    assert 'name="table_uma_0" value="20"' in html


def test_the_named_rulesets_stay_read_only(admin_client_logged_in):
    ema = Ruleset.objects.get(key="ema")
    html = admin_client_logged_in.get(f"/admin/rules/ruleset/{ema.pk}/change/").content.decode()
    assert 'name="rule_kiriage"' not in html
    assert 'name="base"' not in html


def test_the_rulesets_page_credits_an_overridden_value_to_the_house_rules(client, french_club):
    Ruleset.objects.create(
        key="jeudi",
        base="ema",
        overrides={"aka_dora": True},
        table_rules={"uma": [20, 10, -10, -20]},
        name_fr="Règles du jeudi",
        short_fr="EMA",
        description_fr="Le jeudi.",
    )
    html = client.get("/fr/rulesets/").content.decode()
    cells = re.findall(r"<tr[^>]*>\s*<th[^>]*>(.*?)</th>(.*?)</tr>", html, re.S)
    rows = {
        re.sub(r"<[^>]+>", "", label).strip(): re.findall(r"<td[^>]*>(.*?)</td>", row, re.S)
        for label, row in cells
    }
    red_fives = next(row for label, row in rows.items() if label.startswith("Cinq rouges"))
    assert "[E]" in red_fives[0]
    assert "[C]" in red_fives[-1]
    assert "[E]" not in red_fives[-1]
    uma = next(row for label, row in rows.items() if label.startswith("Uma"))
    assert "+20/+10/−10/−20" in uma[-1]
    assert "[C]" in uma[-1]
    assert 'id="source-club"' in html
