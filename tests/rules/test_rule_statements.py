"""Rule statements the reference makes, checked against the scorer's parameters: the limit rows per
ruleset, the payments no hand can reach, nagashi mangan, the cheat sheet's standard yaku, the glossary's
wording and the WRC 2015 name."""

import re

import pytest
from django.test import Client

from rules.models import GlossaryTerm, Ruleset
from rules.scoring import score_request
from rules.scoring.rulesets import RULESETS, get_ruleset
from rules.scoring.table import reachable
from rules.scoring_table import regenerate_table

pytestmark = pytest.mark.django_db

LIMIT_LABEL = re.compile(r'<tr data-limit="(\w+)">\s*<th scope="row">(.*?)</th>', re.S)
CAPPED = [key for key, rules in RULESETS.items() if rules.kazoe == "sanbaiman"]
COUNTED = [key for key, rules in RULESETS.items() if rules.kazoe != "sanbaiman"]


def limit_labels(html: str) -> dict[str, str]:
    return {
        limit: re.sub(r"\s+", " ", re.sub(r"<[^>]+>", "", label)).strip()
        for limit, label in LIMIT_LABEL.findall(html)
    }


def test_ema_wrc_and_mleague_cap_counted_yakuman_at_sanbaiman():
    assert sorted(CAPPED) == ["ema", "mleague", "wrc"]


@pytest.mark.parametrize("ruleset", CAPPED)
def test_where_13_han_pay_sanbaiman_the_table_says_sanbaiman_11_plus(client: Client, ruleset: str):
    labels = limit_labels(client.get(f"/en/scoring-table/?ruleset={ruleset}").content.decode())
    assert labels["sanbaiman"] == "Sanbaiman (11+ han)"
    assert labels["yakuman"] == "Yakuman (yakuman hands only)"


@pytest.mark.parametrize("ruleset", COUNTED)
def test_where_13_han_pay_yakuman_the_table_says_so(client: Client, ruleset: str):
    labels = limit_labels(client.get(f"/en/scoring-table/?ruleset={ruleset}").content.decode())
    assert labels["sanbaiman"] == "Sanbaiman (11–12 han)"
    assert labels["yakuman"] == "Yakuman (13+ han)"


def test_the_cheat_sheet_labels_the_default_rulesets_limits_the_same_way(client: Client):
    labels = limit_labels(client.get("/fr/cheat-sheet/").content.decode())
    assert labels["sanbaiman"] == "Sanbaiman (11 han ou plus)"


def test_a_13_han_hand_without_yakuman_pays_what_the_label_says():
    # riichi, tsumo, pinfu, tanyao, ryanpeikou, chinitsu and four dora: 17 han, no yakuman.
    request = {"hand": "22334455667788p", "win_tile": "8p", "tsumo": True, "riichi": True}
    request["dora_indicators"] = "1p1p"
    for key in CAPPED:
        response = score_request({**request, "ruleset": key})
        assert response["han"] >= 13
        assert response["limit"] == "sanbaiman"


def cells(html: str, fu: int, han: int) -> list[str]:
    return re.findall(rf'<td data-fu="{fu}" data-han="{han}"[^>]*>(.*?)</td>', html, re.S)


def test_no_ema_cell_shows_a_20_fu_ron_or_a_25_fu_tsumo_at_2_han(client: Client):
    html = client.get("/en/scoring-table/").content.decode()
    for han in (2, 3, 4):
        for cell in cells(html, 20, han):
            assert 'data-unreachable="ron"' in cell
            assert 'data-column="nondealer_ron"' not in cell
            assert 'data-column="dealer_ron"' not in cell
            assert "data-column" in cell  # the tsumo of pinfu tsumo stays
    for cell in cells(html, 25, 2):
        assert 'data-unreachable="tsumo"' in cell
        assert "_tsumo" not in cell.replace('data-unreachable="tsumo"', "")
    assert cells(html, 25, 3)
    assert all("data-unreachable" not in cell for cell in cells(html, 25, 3))
    note = html[html.index('data-testid="unreachable-note"') :]
    assert "No ron at 20\u00a0minipoints" in note
    assert "No tsumo at 25\u00a0minipoints and 2\u00a0han" in note


def test_what_the_grid_leaves_empty_is_what_the_scorer_never_scores():
    ema = RULESETS["ema"]
    open_all_chow_ron = {
        "hand": "234m345s23455s",
        "win_tile": "2s",
        "melds": [{"kind": "chi", "tiles": "678p"}],
    }
    assert score_request(open_all_chow_ron)["fu"] == 30
    assert not reachable(20, 1, False, ema)
    seven_pairs_tsumo = score_request({"hand": "1122m3344p5566s77z", "win_tile": "7z", "tsumo": True})
    assert (seven_pairs_tsumo["fu"], seven_pairs_tsumo["han"]) == (25, 3)
    assert not reachable(25, 2, True, ema)
    assert reachable(25, 3, True, ema)
    pinfu_tsumo = score_request({"hand": "234m678p345s23455s", "win_tile": "2s", "tsumo": True})
    assert pinfu_tsumo["fu"] == 20
    assert reachable(20, pinfu_tsumo["han"], True, ema)


def test_a_house_rule_that_keeps_the_open_all_chow_ron_at_20_fu_fills_those_cells(client: Client):
    club = Ruleset.objects.create(
        key="club20", base="ema", overrides={"open_pinfu_fu": False}, name="Club 20", short="", description=""
    )
    regenerate_table(club)
    assert reachable(20, 1, False, get_ruleset("ema", {"open_pinfu_fu": False}))
    html = client.get("/en/scoring-table/?ruleset=club20").content.decode()
    assert 'data-fu="20" data-han="1"' in html
    first = cells(html, 20, 1)[0]
    assert 'data-column="nondealer_ron" data-value="700"' in first
    assert 'data-unreachable="tsumo"' in first
    assert "No ron at 20 minipoints" not in html


def test_the_cheat_sheet_lists_local_yaku_apart_under_their_own_heading(client: Client):
    html = client.get("/en/cheat-sheet/").content.decode()
    standard = html[html.index('data-testid="cheat-standard"') : html.index('data-testid="cheat-local"')]
    local = html[html.index('data-testid="cheat-local"') :]
    for key in ("open_riichi", "sanrenkou", "daisharin", "paarenchan"):
        assert f'data-yaku="{key}"' not in standard
        assert f'data-yaku="{key}"' in local
    assert 'data-yaku="riichi"' in standard
    assert "Local yaku" in local[:400]


@pytest.mark.parametrize("language", ["en", "fr", "es"])
def test_the_nagashi_mangan_example_is_a_payment_at_the_draw_not_a_ron_with_0_han(client: Client, language):
    html = client.get(f"/{language}/yaku/nagashi_mangan/").content.decode()
    example = html[html.index('data-example="0"') : html.index("</figure>", html.index('data-example="0"'))]
    assert "0 han" not in example
    assert {"en": "Won on a discard", "fr": "Gagnée sur un écart", "es": "Ganada por descarte"}[
        language
    ] not in example
    assert {"en": "exhaustive draw", "fr": "fin du mur", "es": "agotarse el muro"}[language] in example
    assert "winning-tile" not in example
    assert 'data-total="8000"' in example


def test_the_mleague_nagashi_answer_is_one_unconfirmed_answer_on_every_page(client: Client):
    rulesets = client.get("/en/rulesets/").content.decode()
    for row in ("nagashi_mangan",):
        cells_of_row = re.findall(rf'<tr data-row="{row}">(.*?)</tr>', rulesets, re.S)
        assert len(cells_of_row) == 2  # the scorer's parameter and the game fact
        for row_html in cells_of_row:
            mleague = re.findall(r"<td[^>]*>(.*?)</td>", row_html, re.S)[-1]
            assert 'title="no source confirms this value"' in mleague
            assert "[L]" in mleague
    yaku = client.get("/en/yaku/nagashi_mangan/").content.decode()
    assert "No source we could read confirms M-League" in yaku
    # The per-ruleset table keeps the doubt too: M-League's row alone says it is unconfirmed.
    assert yaku.count("Probably paid as a mangan tsumo at the exhaustive draw (unconfirmed)") == 1


@pytest.mark.parametrize(
    ("key", "language", "wrong", "right"),
    [
        ("oya", "fr", "une fois et demie plus", "une fois et demie ce que"),
        ("oya", "es", "una vez y media más", "vez y media lo que"),
        ("shouminkan", "fr", "que vous venez de piocher", "plus tôt et gardée"),
    ],
)
def test_glossary_definitions_say_what_they_mean(key, language, wrong, right):
    definition = getattr(GlossaryTerm.objects.get(key=key), f"definition_{language}")
    assert wrong not in definition
    assert right in definition


def test_daisuushii_in_french_says_the_hand_is_worth_a_yakuman_not_that_the_winner_pays(client: Client):
    html = client.get("/fr/yaku/daisuushii/").content.decode()
    assert "il paie un yakuman" not in html
    assert "cette main vaut un yakuman" in html


@pytest.mark.parametrize("path", ["/en/rulesets/", "/fr/scoring-table/?ruleset=wrc", "/es/yaku/kokushi/"])
def test_wrc_is_named_wrc_2015_wherever_it_shows(client: Client, path):
    html = client.get(path).content.decode()
    text = re.sub(r"<[^>]+>", " ", html)
    assert "WRC 2015" in text
    assert not re.search(r"\bWRC\b(?![\s\u00a0]?20\d\d)", text)
