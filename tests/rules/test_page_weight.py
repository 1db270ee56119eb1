"""Every page is light on a phone: at most 100 KB transferred and 15 requests on a cold cache.

The pages are those of the sitemap in every language, plus the trainer's question and feedback, the
calculator with a hand, and the account pages. A page's weight is its HTML as sent (compressed where
the site compresses it) plus every resource it makes the browser fetch (style sheets, scripts, icons,
images, and what the style sheets import), each as whitenoise serves it (gzip). Its requests are the
page itself plus those resources.
"""

import gzip
import re
from functools import cache
from html.parser import HTMLParser
from urllib.parse import urlsplit

import pytest
from django.conf import settings
from django.contrib.staticfiles import finders
from django.test import Client

from quiz.generator import QuestionSpec, generate
from quiz.topics import TOPICS
from tests.quiz.helpers import right_answers, token_of

pytestmark = pytest.mark.django_db

MAX_BYTES = 100 * 1024
MAX_REQUESTS = 15
LANGUAGES = [code for code, _name in settings.LANGUAGES]
STATIC_PREFIX = f"/{settings.STATIC_URL.strip('/')}/"

# <link> relations whose target the browser fetches (an alternate or a canonical link it does not).
FETCHED_LINKS = {"stylesheet", "icon", "preload", "modulepreload", "manifest", "apple-touch-icon"}


class FetchedUrls(HTMLParser):
    """The URLs a page makes the browser fetch: scripts, images, frames, fetched links and external
    `<use>` (a `<use href="#...">` is drawn from the page itself)."""

    def __init__(self) -> None:
        super().__init__()
        self.urls: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = {name: value or "" for name, value in attrs}
        if tag == "link":
            if FETCHED_LINKS & set(values.get("rel", "").lower().split()):
                self.urls.append(values["href"])
        elif tag in {"script", "img", "iframe", "source", "video", "audio", "input"}:
            self.urls += [values[name] for name in ("src", "srcset") if values.get(name)]
        elif tag in {"use", "image"} and not values.get("href", "#").startswith("#"):
            self.urls.append(values["href"])


def fetched_urls(html: str) -> list[str]:
    parser = FetchedUrls()
    parser.feed(html)
    return parser.urls


CSS_URL = re.compile(r"""url\(\s*['"]?([^'")]+)['"]?\s*\)|@import\s+['"]([^'"]+)['"]""")


@cache
def static_weight(path: str) -> tuple[int, frozenset[str]]:
    """The gzip size of a static file and, for a style sheet, the URLs it makes the browser fetch."""
    found = finders.find(path)
    assert found, f"{path} is referenced but is not a static file"
    with open(found, "rb") as handle:
        data = handle.read()
    imports: frozenset[str] = frozenset()
    if path.endswith(".css"):
        base = path.rsplit("/", 1)[0]
        urls = [first or second for first, second in CSS_URL.findall(data.decode())]
        imports = frozenset(
            f"{STATIC_PREFIX}{base}/{url}" for url in urls if not url.startswith(("data:", "#"))
        )
    return len(gzip.compress(data)), imports


def site_path(url: str) -> str:
    """The path of a resource; every resource must come from this site (no third-party host)."""
    parts = urlsplit(url)
    assert parts.netloc in ("", "testserver"), f"{url} is not served by this site"
    return parts.path


def resource_weight(client: Client, path: str) -> tuple[int, frozenset[str]]:
    """A static file as whitenoise serves it, or a resource the site renders (a script catalogue) as
    the site sends it to a browser that accepts gzip."""
    if path.startswith(STATIC_PREFIX):
        return static_weight(path.removeprefix(STATIC_PREFIX))
    response = client.get(path, HTTP_ACCEPT_ENCODING="gzip, deflate, br")
    assert response.status_code == 200, path
    return len(response.content), frozenset()


def weigh(client: Client, url: str) -> tuple[int, int]:
    """(bytes transferred, requests) for a cold visit of `url`."""
    response = client.get(url, HTTP_ACCEPT_ENCODING="gzip, deflate, br")
    assert response.status_code == 200, url
    body = response.content
    html = gzip.decompress(body) if response.get("Content-Encoding") == "gzip" else body
    text = html.decode()
    missing = set(re.findall(r'<use href="#([^"]+)"', text)) - set(re.findall(r'\sid="([^"]+)"', text))
    assert not missing, f"{url} draws symbols it does not define: {sorted(missing)}"

    resources: set[str] = set()
    pending = [site_path(found) for found in fetched_urls(text)]
    weight = len(body)
    while pending:
        path = pending.pop()
        if path in resources:
            continue
        resources.add(path)
        size, imports = resource_weight(client, path)
        weight += size
        pending.extend(imports)
    return weight, 1 + len(resources)


def sitemap_paths(client: Client) -> list[str]:
    xml = client.get("/sitemap.xml").content.decode()
    return sorted({urlsplit(location).path for location in re.findall(r"<loc>([^<]+)</loc>", xml)})


def assert_light(client: Client, paths: list[str]) -> None:
    heavy = []
    for path in paths:
        weight, requests = weigh(client, path)
        if weight > MAX_BYTES or requests > MAX_REQUESTS:
            heavy.append(f"{path}: {weight / 1024:.1f} KB, {requests} requests")
    assert not heavy, "pages over 100 KB or 15 requests:\n" + "\n".join(heavy)


def test_the_sitemap_lists_every_reference_page_in_every_language(client: Client):
    paths = sitemap_paths(client)
    for language in LANGUAGES:
        assert f"/{language}/yaku/" in paths
        assert f"/{language}/yaku/riichi/" in paths
        assert f"/{language}/calculator/" in paths


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_sitemap_page_is_light(client: Client, language: str):
    assert_light(client, [path for path in sitemap_paths(client) if path.startswith(f"/{language}/")])


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_trainer_calculator_and_account_pages_are_light(client: Client, language: str):
    spec = QuestionSpec(31, "full", "expert", "ema")
    question = f"/{language}/trainer/full/expert/ema/31/"
    page = client.get(question)
    feedback = client.post(question, {"token": token_of(page), **right_answers(generate(spec))})["Location"]
    assert_light(
        client,
        [
            question,
            feedback,
            f"/{language}/trainer/",
            f"/{language}/progress/",
            f"/{language}/calculator/?hand=123m406p789s11z&melds=pon:777z+chi:567s&dora_indicators=3m",
            f"/{language}/accounts/login/",
            f"/{language}/accounts/signup/",
            f"/{language}/accounts/password_reset/",
        ],
    )


def test_the_weight_counts_what_a_page_fetches(client: Client):
    weight, requests = weigh(client, "/en/calculator/")
    assert requests >= 6  # the page, three style sheets, the icon, the calculator's script and sheet
    assert weight > 10 * 1024


MAX_TRAINER_PAGE = 25 * 1024


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_trainer_question_and_feedback_is_at_most_25_kb_on_the_wire(client: Client, language: str):
    """A page with a CSRF token goes out uncompressed (BREACH): its tiles come from the cached sprite file
    (rules.tile_sprite), so the page itself stays small on a slow link: one expert question per topic."""
    heavy = []
    for topic in TOPICS:
        spec = QuestionSpec(5, topic, "expert", "ema")
        question = f"/{language}/trainer/{topic}/expert/ema/5/"
        page = client.get(question, HTTP_ACCEPT_ENCODING="gzip, deflate, br")
        answered = client.post(question, {"token": token_of(page), **right_answers(generate(spec))})
        feedback = client.get(answered["Location"], HTTP_ACCEPT_ENCODING="gzip, deflate, br")
        for path, response in ((question, page), (answered["Location"], feedback)):
            assert response.status_code == 200, path
            if len(response.content) > MAX_TRAINER_PAGE:
                heavy.append(f"{path}: {len(response.content) / 1024:.1f} KB")
    assert not heavy, "trainer pages over 25 KB:\n" + "\n".join(heavy)
