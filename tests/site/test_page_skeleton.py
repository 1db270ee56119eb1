"""site_project.page_skeleton on its own: a page kept once per key, its holes filled per request."""

import re

import pytest
from django.contrib.auth.models import AnonymousUser
from django.middleware.csrf import _does_token_match
from django.test import RequestFactory

from site_project.page_skeleton import PageSkeletons

PAGE = (
    "{% load page_skeleton %}<p>{{ shared }} at {{ request.get_host }}</p><form>{% csrf_token %}</form>"
    '{% hole "who" %}<em>{{ name }} {{ user.is_authenticated }}</em>{% endhole %}<b>{{ shared }}</b>'
)
LEAKY = "{% load page_skeleton %}<p>{{ shared }} {{ name }}</p>"


@pytest.fixture(autouse=True)
def templates(settings):
    settings.PAGE_CACHE_SECONDS = 3600
    settings.TEMPLATES = [
        {
            **settings.TEMPLATES[0],
            "DIRS": [],
            "APP_DIRS": False,
            "OPTIONS": {
                **settings.TEMPLATES[0]["OPTIONS"],
                "context_processors": [
                    "django.template.context_processors.request",
                    "django.contrib.auth.context_processors.auth",
                ],
                "loaders": [
                    ("django.template.loaders.locmem.Loader", {"page.html": PAGE, "leaky.html": LEAKY})
                ],
            },
        }
    ]


class Shared:
    """The shared part of a page, counting how often it is built."""

    def __init__(self, value: str = "kept") -> None:
        self.value, self.builds = value, 0

    def __call__(self) -> dict:
        self.builds += 1
        return {"shared": self.value}


def get(path: str = "/page/", host: str = "testserver"):
    request = RequestFactory().get(path, HTTP_HOST=host)
    request.user = AnonymousUser()
    return request


def test_a_page_is_built_once_per_key_and_its_holes_filled_per_request():
    pages, shared = PageSkeletons(), Shared()
    first, second = get(), get()
    one = pages.render(
        first, "page.html", shared=shared, per_request={"name": "Ana"}, key="k"
    ).content.decode()
    two = pages.render(
        second, "page.html", shared=shared, per_request={"name": "Bo"}, key="k"
    ).content.decode()
    assert shared.builds == 1
    assert "<em>Ana False</em>" in one
    assert "<em>Bo False</em>" in two
    assert "Ana" not in two
    for request, page in ((first, one), (second, two)):
        token = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', page).group(1)
        assert _does_token_match(token, request.META["CSRF_COOKIE"])  # each request's own secret
        assert request.META["CSRF_COOKIE_NEEDS_UPDATE"]  # the cookie goes out as with a rendered token
    assert first.META["CSRF_COOKIE"] != second.META["CSRF_COOKIE"]
    assert one.count("kept") == 2


def test_a_page_is_the_same_as_rendered_in_full(settings):
    pages, request = PageSkeletons(), get()
    kept = pages.render(request, "page.html", shared=Shared(), per_request={"name": "Ana"}, key="k")
    settings.PAGE_CACHE_SECONDS = 0
    full = pages.render(request, "page.html", shared=Shared(), per_request={"name": "Ana"}, key="k")
    masked = re.compile(r'value="[^"]+"')  # a CSRF token is masked afresh at each use
    assert masked.sub("", kept.content.decode()) == masked.sub("", full.content.decode())


def test_the_host_is_part_of_the_key():
    pages = PageSkeletons()
    pages.render(get(), "page.html", shared=Shared(), per_request={"name": "Ana"}, key="k")
    other = pages.render(
        get(host="localhost"), "page.html", shared=Shared(), per_request={"name": "A"}, key="k"
    )
    assert "at localhost" in other.content.decode()
    assert len(pages) == 2


def test_a_per_request_value_outside_a_hole_is_rendered_each_time_and_never_kept():
    pages, shared = PageSkeletons(), Shared()
    one = pages.render(get(), "leaky.html", shared=shared, per_request={"name": "Ana"}, key="k")
    two = pages.render(get(), "leaky.html", shared=shared, per_request={"name": "Bo"}, key="k")
    assert "Ana" in one.content.decode()
    assert "Bo" in two.content.decode()
    assert "Ana" not in two.content.decode()
    assert len(pages) == 0


@pytest.mark.parametrize(("cache_seconds", "key"), [(0, "k"), (3600, None)])
def test_without_a_key_or_a_page_cache_the_page_is_rendered_every_time(settings, cache_seconds, key):
    settings.PAGE_CACHE_SECONDS = cache_seconds
    pages, shared = PageSkeletons(), Shared()
    for _ in range(2):
        pages.render(get(), "page.html", shared=shared, per_request={"name": "Ana"}, key=key)
    assert shared.builds == 2
    assert len(pages) == 0


def test_the_store_is_bounded():
    pages = PageSkeletons(max_entries=2)
    for key in ("a", "b", "c"):
        pages.render(get(), "page.html", shared=Shared(), per_request={"name": "Ana"}, key=key)
    assert len(pages) == 2
