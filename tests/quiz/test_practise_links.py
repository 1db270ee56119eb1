""" "Practise this": every chapter of the rules of play and every yaku page links to a trainer session on
its topic (quiz.practice, the one mapping), through a page whose one button starts it."""

import re

import pytest

from quiz.generator import DIFFICULTIES
from quiz.hands import BEGINNER_YAKU
from quiz.practice import CHAPTER_TOPICS, practice_for
from quiz.topics import TOPICS
from rules.models import PlayChapter, Yaku

pytestmark = pytest.mark.django_db

LINK = re.compile(r'href="(/\w\w/trainer/practise/[\w-]+/[\w-]+/)" data-action="practise-this"')
HIDDEN = re.compile(r'<input type="hidden" name="(topic|difficulty|mode)" value="([\w-]+)">')


def practise_link(client, address: str) -> str:
    found = LINK.findall(client.get(address).content.decode())
    assert len(found) == 1, address
    return found[0]


def started(client, practise_page: str) -> dict[str, str]:
    response = client.get(practise_page)
    assert response.status_code == 200, practise_page
    return dict(HIDDEN.findall(response.content.decode()))


def test_the_mapping_names_every_chapter_and_only_topics_the_trainer_has():
    assert set(CHAPTER_TOPICS) == set(PlayChapter.objects.values_list("key", flat=True))
    for key, (topic, difficulty) in CHAPTER_TOPICS.items():
        assert topic in TOPICS, f"{key}: {topic!r} is not a trainer topic"
        assert difficulty in DIFFICULTIES, key


@pytest.mark.parametrize("language", ["en", "fr", "es"])
def test_every_chapter_offers_a_session_on_its_topic(client, language):
    for chapter in PlayChapter.objects.all():
        link = practise_link(client, f"/{language}/play/{chapter.key}/")
        assert link == f"/{language}/trainer/practise/chapter/{chapter.key}/"
        topic, difficulty = CHAPTER_TOPICS[chapter.key]
        assert started(client, link) == {"topic": topic, "difficulty": difficulty, "mode": "normal"}


def test_every_yaku_page_offers_a_session_of_spot_the_yaku_at_its_difficulty(client):
    for key in Yaku.objects.values_list("key", flat=True):
        link = practise_link(client, f"/en/yaku/{key}/")
        fields = started(client, link)
        assert fields["topic"] == "yaku"
        assert fields["difficulty"] == practice_for("yaku", key).difficulty
    assert started(client, "/en/trainer/practise/yaku/pinfu/")["difficulty"] == "beginner"
    assert "pinfu" in BEGINNER_YAKU
    assert started(client, "/en/trainer/practise/yaku/sanshoku/")["difficulty"] == "intermediate"
    assert started(client, "/en/trainer/practise/yaku/kokushi/")["difficulty"] == "expert"


def test_the_button_starts_the_session_it_names(client):
    fields = started(client, "/fr/trainer/practise/yaku/tanyao/")
    response = client.post("/fr/trainer/start/", {**fields, "ruleset": "ema"})
    assert response["Location"] == "/fr/trainer/next/"
    assert client.get("/fr/trainer/next/")["Location"].startswith("/fr/trainer/yaku/beginner/ema/")


@pytest.mark.parametrize(
    "address",
    [
        "/en/trainer/practise/chapter/no-such-chapter/",
        "/en/trainer/practise/yaku/no_such_yaku/",
        "/en/trainer/practise/glossary/riichi/",
    ],
)
def test_a_page_nobody_knows_has_nothing_to_practise(client, address):
    assert client.get(address).status_code == 404


def test_opening_the_page_starts_nothing(client):
    client.get("/en/trainer/practise/chapter/calls/")
    assert "quiz_run" not in client.session
