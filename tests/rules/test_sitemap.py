"""sitemap.xml lists every public page in every language, each with its alternates and x-default."""

import re

import pytest
from django.test import Client

from rules.models import Yaku

pytestmark = pytest.mark.django_db


def test_the_sitemap_lists_every_page_in_every_language_with_alternates(client: Client):
    response = client.get("/sitemap.xml")
    xml = response.content.decode()
    assert response.status_code == 200
    locations = re.findall(r"<loc>([^<]+)</loc>", xml)
    for language in ("en", "fr", "es"):
        assert f"http://testserver/{language}/yaku/" in locations
        assert f"http://testserver/{language}/glossary/" in locations
        assert f"http://testserver/{language}/results/" in locations
        assert f"http://testserver/{language}/yaku/chiitoitsu/" in locations
    assert len(locations) == len(set(locations))
    assert (
        len([loc for loc in locations if "/yaku/" in loc and not loc.endswith("/yaku/")])
        == 3 * Yaku.objects.count()
    )
    entry = re.search(r"<url><loc>http://testserver/fr/yaku/pinfu/</loc>(.*?)</url>", xml, re.S)[1]
    assert 'hreflang="en" href="http://testserver/en/yaku/pinfu/"' in entry
    assert 'hreflang="es" href="http://testserver/es/yaku/pinfu/"' in entry
    assert 'hreflang="x-default" href="http://testserver/yaku/pinfu/"' in entry


def test_the_x_default_address_sends_a_visitor_to_their_language(client: Client):
    response = client.get("/yaku/pinfu/", HTTP_ACCEPT_LANGUAGE="es")
    assert response.status_code == 302
    assert response["Location"] == "/es/yaku/pinfu/"
