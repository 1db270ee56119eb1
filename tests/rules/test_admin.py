"""Club staff edit the content with a tab per language (house rules: tests/club/test_house_rules_form.py)."""

import pytest
from django.test import Client

from rules.models import Ruleset, Yaku

pytestmark = pytest.mark.django_db


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


def test_marking_a_ruleset_as_default_unmarks_the_previous_default():
    wrc = Ruleset.objects.get(key="wrc")
    wrc.is_default = True
    wrc.save()
    assert list(Ruleset.objects.filter(is_default=True).values_list("key", flat=True)) == ["wrc"]


def test_the_named_rulesets_cannot_be_deleted(staff):
    ema = Ruleset.objects.get(key="ema")
    assert staff.get(f"/admin/rules/ruleset/{ema.pk}/delete/").status_code == 403
