"""The efficiency drill: positions from a game's first turns, one answer per difficulty's rules, graded
on every discard tied for best, fed back as the whole table in the learner's language."""

import io
import re

import pytest
from django.core.management import call_command

from quiz.efficiency import CLEAR_MARGIN, CLOSE_MARGIN, hand_tiles, margin_of
from quiz.generator import QuestionSpec, generate
from quiz.models import Attempt, SkillBox
from rules.scoring import Situation, best_choices, discard_table, parse_tiles
from tests.quiz.helpers import token_of

pytestmark = pytest.mark.django_db


def batch(difficulty: str, n: int = 12, start: int = 1):
    return [generate(QuestionSpec(seed, "efficiency", difficulty, "ema")) for seed in range(start, start + n)]


def recomputed(question, rivers: bool = True):
    """The table of the position again, from what the page shows."""
    request = question.request
    visible = []
    if rivers and "discards" in request:
        discards = request["discards"]
        visible = parse_tiles(discards["own"] + "".join(discards["others"]))
    situation = Situation(dora_indicators=tuple(parse_tiles(request["dora_indicators"])))
    tiles = parse_tiles(request["hand"] + request["drawn"])
    return discard_table(tiles, visible=visible, situation=situation, value_waits=False)


def url(spec: QuestionSpec, language: str = "en") -> str:
    return f"/{language}/trainer/efficiency/{spec.difficulty}/{spec.ruleset_name}/{spec.seed}/"


def test_a_position_is_fourteen_closed_tiles_from_a_game_turn_and_its_answer_is_the_table():
    for question in batch("intermediate"):
        request, answer = question.request, question.answer
        assert len(hand_tiles(request)) == 14
        assert request["melds"] == []
        assert 4 <= request["turn"] <= 10
        # Every turn so far left one discard of ours and one of each other player on the table.
        assert len(parse_tiles(request["discards"]["own"])) == request["turn"] - 1
        table = recomputed(question)
        assert [(row["tile"], row["shanten"], row["total"]) for row in answer["table"]] == [
            (choice.tile.mpsz(), choice.prospect.shanten, choice.prospect.total) for choice in table
        ]
        assert answer["best"] == [choice.tile.mpsz() for choice in best_choices(table)]


def test_beginner_positions_have_one_clearly_best_discard_at_one_or_two_shanten():
    for question in batch("beginner", 15):
        answer = question.answer
        assert "discards" not in question.request  # only the dora indicator is counted
        assert len(answer["best"]) == 1
        assert answer["table"][0]["shanten"] in (1, 2)
        assert answer["margin"] == "shanten" or answer["margin"] >= CLEAR_MARGIN


def test_expert_positions_are_close_or_seven_pairs_or_turned_by_the_tiles_in_sight():
    themes = set()
    for question in batch("expert", 15):
        answer, theme = question.answer, question.theme
        themes.add(theme)
        if theme == "close":
            assert len(answer["best"]) > 1 or answer["margin"] <= CLOSE_MARGIN
        elif theme == "seven_pairs":
            assert "seven_pairs" in answer["table"][0]["shapes"]
        else:
            assert theme == "visible"
            blind = {choice.tile.kind for choice in best_choices(recomputed(question, rivers=False))}
            assert blind != {tile.kind for tile in parse_tiles("".join(answer["best"]))}
    assert themes == {"close", "seven_pairs", "visible"}


def test_a_tenpai_discard_shows_its_waits_with_their_values():
    rows = [row for q in batch("expert", 30) for row in q.answer["table"] if row["shanten"] == 0]
    assert rows
    for row in rows:
        assert [wait["tile"] for wait in row["waits"]] == [tile for tile, _ in row["draws"]]
        for wait in row["waits"]:
            assert wait.get("total", 0) > 0 or wait["error"]


def test_every_discard_tied_for_best_is_right_and_a_red_five_is_a_five(client):
    for seed in range(1, 40):
        spec = QuestionSpec(seed, "efficiency", "expert", "tenhou")
        question = generate(spec)
        if len(question.answer["best"]) > 1:
            break
    else:
        pytest.fail("no expert position with a tie")
    for tile in question.answer["best"]:
        page = client.get(url(spec))
        client.post(url(spec), {"token": token_of(page), "discard": tile})
    assert Attempt.objects.count() == len(question.answer["best"])
    assert all(attempt.correct for attempt in Attempt.objects.all())
    assert margin_of(recomputed(question)) == question.answer["margin"]


def test_a_worse_discard_is_told_how_many_tiles_it_gives_up(client):
    spec = QuestionSpec(5, "efficiency", "beginner", "ema")
    question = generate(spec)
    best = question.answer["table"][0]
    worse = next(row for row in question.answer["table"][1:] if row["shanten"] == best["shanten"])
    page = client.get(url(spec))
    response = client.post(url(spec), {"token": token_of(page), "discard": worse["tile"]})
    feedback = client.get(response["Location"]).content.decode()
    assert 'data-verdict="wrong"' in feedback
    verdict = re.search(r"data-efficiency-verdict>([^<]+)<", feedback).group(1)
    assert f"leaves {worse['total']} tiles that improve the hand instead of {best['total']}" in verdict
    # The whole table, sorted, the best row and the learner's row marked, improving tiles drawn.
    rows = re.findall(r'data-discard="(\w+)" data-best="(\w+)" data-chosen="(\w+)"', feedback)
    assert [tile for tile, _, _ in rows] == [row["tile"] for row in question.answer["table"]]
    assert rows[0][1] == "true"
    assert (worse["tile"], "false", "true") in rows
    assert feedback.count("data-draw=") == sum(len(row["draws"]) for row in question.answer["table"])


@pytest.mark.parametrize(
    ("language", "words"),
    [("fr", "en aurait laissé"), ("es", "que mejoran la mano en vez de")],
)
def test_the_feedback_is_in_the_learners_language(client, language, words):
    spec = QuestionSpec(5, "efficiency", "beginner", "ema")
    question = generate(spec)
    best = question.answer["table"][0]
    worse = next(row for row in question.answer["table"][1:] if row["shanten"] == best["shanten"])
    page = client.get(url(spec, language))
    response = client.post(url(spec, language), {"token": token_of(page), "discard": worse["tile"]})
    feedback = client.get(response["Location"]).content.decode()
    assert words in feedback
    assert "Every discard" not in feedback
    assert "improve the hand" not in feedback


def test_the_hand_is_a_form_of_tile_buttons_and_a_missing_tap_keeps_the_question(client):
    spec = QuestionSpec(8, "efficiency", "intermediate", "ema")
    question = generate(spec)
    page = client.get(url(spec)).content.decode()
    assert re.findall(r'name="discard" value="(\w+)"', page) == hand_tiles(question.request)
    assert "<script" not in page.split("<main", 1)[1].split("</main>", 1)[0]
    response = client.post(url(spec), {"token": token_of(client.get(url(spec))), "discard": "9z"})
    assert response.status_code == 400
    assert "Tap the tile you would discard." in response.content.decode()
    assert not Attempt.objects.exists()


def test_an_answer_counts_in_the_skills_and_the_progress_page(client):
    spec = QuestionSpec(5, "efficiency", "beginner", "ema")
    question = generate(spec)
    page = client.get(url(spec))
    client.post(url(spec), {"token": token_of(page), "discard": question.answer["table"][-1]["tile"]})
    assert SkillBox.objects.get(skill="efficiency_basics").missed == 1
    progress = client.get("/en/progress/").content.decode()
    assert "Tile efficiency" in progress
    assert "keeping the tiles that improve the hand" in progress


def test_quiz_sample_prints_the_shanten_and_margins_of_each_difficulty():
    out = io.StringIO()
    call_command("quiz_sample", "--topic", "efficiency", "--stats", "--n", "6", stdout=out)
    text = out.getvalue()
    for level in ("beginner", "intermediate", "expert"):
        assert f"{level}\n" in text
    assert text.count("shanten  ") == 3
    assert text.count("margin  ") == 3
    assert "0:" not in text.split("intermediate")[0].split("shanten  ")[1].splitlines()[0]


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("language", "seats"),
    [
        ("en", ["Player on your right", "Player across", "Player on your left"]),
        ("fr", ["Joueur à votre droite", "Joueur en face", "Joueur à votre gauche"]),
        ("es", ["Jugador a tu derecha", "Jugador de enfrente", "Jugador a tu izquierda"]),
    ],
)
def test_each_other_players_discards_say_where_that_player_sits(client, language, seats):
    """Which player threw a tile decides whether it is safe, so each river is named (fr.md L7)."""
    question = next(q for q in batch("expert") if any(q.request["discards"]["others"]))
    html = client.get(f"/{language}/trainer/efficiency/expert/ema/{question.spec.seed}/").content.decode()
    rows = re.search(r'data-discards="others".*?</div>', html, re.S)[0]
    assert re.findall(r'<span class="table-tiles__seat">([^<]*)</span>', rows) == seats
