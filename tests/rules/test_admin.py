"""Club staff edit the content with a tab per language and create their house rules in the admin."""

import pytest
from django.test import Client

from rules.models import Ruleset, Yaku

pytestmark = pytest.mark.django_db

HOUSE_RULES = {
    "key": "club",
    "base": "ema",
    "overrides": '{"kiriage": true, "aka_dora": true}',
    "position": 100,
    "name_en": "Our club",
    "name_fr": "Notre club",
    "name_es": "Nuestro club",
    "short_en": "EMA with kiriage and red fives",
    "short_fr": "EMA avec kiriage et cinq rouges",
    "short_es": "EMA con kiriage y cincos rojos",
    "description_en": "What we play on Thursdays.",
    "description_fr": "Ce que nous jouons le jeudi.",
    "description_es": "Lo que jugamos los jueves.",
}


@pytest.fixture
def staff(django_user_model) -> Client:
    user = django_user_model.objects.create_superuser("staff", "staff@example.org", "a-long-passphrase-9")
    client = Client()
    client.force_login(user)
    return client


def test_a_yaku_is_edited_with_a_tab_per_language_and_self_hosted_jquery_ui(staff):
    yaku = Yaku.objects.get(key="pinfu")
    html = staff.get(f"/admin/rules/yaku/{yaku.pk}/change/").content.decode()
    for code in ("en", "fr", "es"):
        assert f'name="name_{code}"' in html
        assert f'name="description_{code}"' in html
    assert "/static/rules/vendor/jquery-ui/jquery-ui.min.js" in html
    assert "modeltranslation/js/tabbed_translation_fields.js" in html
    assert "googleapis" not in html


def test_a_club_creates_house_rules_and_gets_their_payment_table(staff):
    response = staff.post("/admin/rules/ruleset/add/", HOUSE_RULES)
    assert response.status_code == 302, response.content.decode()[:2000]
    club = Ruleset.objects.get(key="club")
    assert club.overrides == {"kiriage": True, "aka_dora": True}
    assert club.cells.get(fu=30, han=4).nondealer_ron == 8000  # kiriage rounds 4 han 30 fu up


def test_unknown_house_rule_overrides_are_refused_with_the_form_kept(staff):
    response = staff.post("/admin/rules/ruleset/add/", {**HOUSE_RULES, "overrides": '{"kiriage": "often"}'})
    assert response.status_code == 200
    assert "kiriage" in response.content.decode()
    assert "Notre club" in response.content.decode()
    assert not Ruleset.objects.filter(key="club").exists()


def test_marking_house_rules_as_default_unmarks_the_previous_default(staff):
    staff.post("/admin/rules/ruleset/add/", {**HOUSE_RULES, "is_default": "on"})
    assert list(Ruleset.objects.filter(is_default=True).values_list("key", flat=True)) == ["club"]


def test_the_named_rulesets_cannot_be_deleted(staff):
    ema = Ruleset.objects.get(key="ema")
    assert staff.get(f"/admin/rules/ruleset/{ema.pk}/delete/").status_code == 403
