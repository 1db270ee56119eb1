"""A shared link shows a preview in chat apps: Open Graph title and description in the page's language."""

import re

import pytest
from django.test import Client

pytestmark = pytest.mark.django_db


def meta(html: str, name: str) -> str:
    found = re.search(rf'<meta (?:property|name)="{re.escape(name)}" content="([^"]*)">', html)
    assert found, name
    return found.group(1)


@pytest.mark.parametrize(
    ("url", "title", "description"),
    [
        (
            "/fr/calculator/?hand=234m567p23455s&win_tile=5s&melds=pon%3A777z",
            "Calculateur de mains",
            "Calculez le score",
        ),
        ("/es/trainer/full/expert/ema/31/", "Puntuación completa", "Una pregunta de puntuación"),
        ("/en/yaku/tanyao/", "All Simples", "Only tiles 2 to 8"),
    ],
)
def test_a_shared_link_carries_its_pages_title_and_description(
    client: Client, url: str, title: str, description: str
):
    html = client.get(url).content.decode()
    assert meta(html, "og:title") == re.search(r"<title>([^<]*)</title>", html).group(1)
    assert title in meta(html, "og:title")
    assert description in meta(html, "og:description")
    assert meta(html, "og:description") == meta(html, "description")
    assert meta(html, "og:url").replace("&amp;", "&").endswith(url)
    assert meta(html, "og:locale") == url[1:3]


def test_capture_refuses_a_tag_without_one_name():
    from django.template import Engine, TemplateSyntaxError

    engine = Engine(libraries={"page_meta": "rules.templatetags.page_meta"})
    with pytest.raises(TemplateSyntaxError):
        engine.from_string("{% load page_meta %}{% capture %}x{% endcapture %}")
