"""Reference pages come from the cache until their content changes; a browser's second visit is a 304."""

import gzip

import pytest
from django.contrib.auth.models import User
from django.core.cache import cache
from django.core.management import call_command
from django.db import connection
from django.http import HttpResponse
from django.test import Client, RequestFactory
from django.test.utils import CaptureQueriesContext

from rules.models import GlossaryTerm, Ruleset, Yaku
from rules.page_cache import VERSION_KEY, storable

pytestmark = pytest.mark.django_db

PAGE = "/en/yaku/riichi/"


@pytest.fixture(autouse=True)
def page_cache_on(settings):
    settings.PAGE_CACHE_SECONDS = 600


def html(response) -> str:
    content = response.content
    return (gzip.decompress(content) if response.get("Content-Encoding") == "gzip" else content).decode()


def test_a_second_visit_is_served_from_the_cache_without_a_query(client: Client, django_assert_num_queries):
    first = client.get(PAGE)
    with django_assert_num_queries(0):
        second = client.get(PAGE)
    assert second.status_code == 200
    assert html(second) == html(first)
    assert second["ETag"] == first["ETag"]
    assert "no-cache" in second["Cache-Control"]


def test_a_browser_that_has_the_page_gets_a_304(client: Client, django_assert_num_queries):
    etag = client.get(PAGE, HTTP_ACCEPT_ENCODING="gzip")["ETag"]
    with django_assert_num_queries(0):
        again = client.get(PAGE, HTTP_IF_NONE_MATCH=etag, HTTP_ACCEPT_ENCODING="gzip")
    assert again.status_code == 304
    assert again.content == b""
    assert client.get(PAGE, HTTP_IF_NONE_MATCH='"another"').status_code == 200


def test_the_cached_page_goes_compressed_to_who_accepts_it(client: Client):
    client.get(PAGE)
    compressed = client.get(PAGE, HTTP_ACCEPT_ENCODING="gzip, br")
    plain = client.get(PAGE)
    assert compressed["Content-Encoding"] == "gzip"
    assert "Accept-Encoding" in compressed["Vary"]
    assert gzip.decompress(compressed.content) == plain.content
    assert not plain.has_header("Content-Encoding")


def test_each_language_has_its_own_page(client: Client):
    english, french = html(client.get(PAGE)), html(client.get("/fr/yaku/riichi/"))
    assert '<html lang="en">' in english
    assert '<html lang="fr">' in french


def test_saving_a_yaku_invalidates_the_cached_page(client: Client):
    assert "Ready hand, renamed" not in html(client.get(PAGE))
    yaku = Yaku.objects.get(key="riichi")
    yaku.name_en = "Ready hand, renamed"
    yaku.save()
    assert "Ready hand, renamed" in html(client.get(PAGE))


def test_saving_or_deleting_any_reference_row_invalidates_the_cached_page(client: Client):
    term = GlossaryTerm.objects.order_by("pk").first()
    term.term_en = "Zzyzx, a term edited in the admin"
    term.save()
    assert "Zzyzx, a term edited in the admin" in html(client.get("/en/glossary/"))
    term.delete()
    assert "Zzyzx, a term edited in the admin" not in html(client.get("/en/glossary/"))


def test_a_house_ruleset_invalidates_the_rulesets_page(client: Client):
    assert "Club house rules" not in html(client.get("/en/rulesets/"))
    Ruleset.objects.create(key="club", name_en="Club house rules", base="ema", overrides={}, position=99)
    assert "Club house rules" in html(client.get("/en/rulesets/"))


def test_load_reference_bumps_the_content_version(client: Client):
    client.get(PAGE)
    version = cache.get(VERSION_KEY)
    call_command("load_reference", stdout=None)
    assert cache.get(VERSION_KEY) != version


def test_a_search_is_rendered_each_time_and_never_stored(client: Client):
    client.get("/en/yaku/?q=riichi")
    with CaptureQueriesContext(connection) as queries:
        response = client.get("/en/yaku/?q=riichi")
    assert response.status_code == 200
    assert len(queries) > 0
    assert not response.has_header("ETag")


def test_a_rendering_that_read_the_visitor_is_never_stored():
    request = RequestFactory().get(PAGE)
    request.session = type("Session", (), {"accessed": True})()
    assert not storable(request, HttpResponse("page"))
    request.session.accessed = False
    assert storable(request, HttpResponse("page"))
    request.META["CSRF_COOKIE_NEEDS_UPDATE"] = True
    assert not storable(request, HttpResponse("page"))


def test_a_logged_in_visitor_gets_the_same_public_page_and_no_one_gets_theirs(client: Client):
    member = Client()
    member.force_login(User.objects.create_user("alice", password="a long pass phrase"))
    assert html(member.get(PAGE)) == html(client.get(PAGE))
    progress = member.get("/en/progress/")
    assert "public" not in progress.get("Cache-Control", "")
    assert "alice" not in html(client.get("/en/progress/"))


def test_with_the_cache_off_every_visit_renders(client: Client, settings):
    settings.PAGE_CACHE_SECONDS = 0
    client.get(PAGE)
    with CaptureQueriesContext(connection) as queries:
        response = client.get(PAGE)
    assert len(queries) > 0
    assert not response.has_header("ETag")
