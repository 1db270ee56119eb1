"""The harness of the play differential: riichienv's hanchans complete, every event the differential needs
happens, and the records add up to the scores riichienv keeps."""

from __future__ import annotations

from collections import Counter

import pytest

from tests.play.riichienv_games import (
    BOLD,
    RULES,
    STEADY,
    Game,
    kind_name,
    mjai_name,
    play_games,
    tile_name,
    waits_of,
)

DECISIONS = 10_000


@pytest.fixture(scope="module")
def records():
    games = list(play_games(DECISIONS))  # the first games of the differential test, played once
    return {name: [game for game in games if game.ruleset == name] for name in RULES}


def test_tile_names_follow_the_project_notation():
    assert [tile_name(i) for i in (0, 16, 17, 52, 88, 108, 135)] == ["1m", "0m", "5m", "0p", "0s", "1z", "7z"]
    assert kind_name(16) == "5m"
    assert [mjai_name(t) for t in ("5pr", "9s", "E", "P", "F", "C")] == ["0p", "9s", "1z", "5z", "6z", "7z"]
    assert waits_of(("1m", "2m", "3m", "4p", "5p", "6p", "7s", "8s", "9s", "1z", "1z", "2z", "2z"), 0) == {
        27,
        28,
    }


def test_games_complete_with_placings_and_scores_that_add_up(records):
    for name, games in records.items():
        for game in games:
            end = game.end
            assert sorted(end["placings"]) == [1, 2, 3, 4], name
            assert end["sticks"] == 0, name
            assert sum(end["scores"]) == 100_000, name
            by_place = [end["scores"][end["placings"].index(place)] for place in (1, 2, 3, 4)]
            assert by_place == sorted(by_place, reverse=True), name
            assert game.hands[-1]["next"] is None
            assert all(hand["next"] is not None for hand in game.hands[:-1])


def test_each_hand_leads_to_the_next_by_riichienvs_deltas(records):
    """The next hand's scores are this hand's plus the deltas of the log, less the riichi sticks put down;
    the sticks on the table go to the winner or stay for the next hand, and to first place at the end."""
    for games in records.values():
        for game in games:
            for hand, after in zip(game.hands, [*game.hands[1:], None], strict=True):
                sticks = sum(1 for p in hand["players"] if p["riichi"] and p["riichi"]["stick"])
                expected = list(hand["start"]["scores"])
                for event in hand["oracle"]:
                    expected = [score + delta for score, delta in zip(expected, event["deltas"], strict=True)]
                for player in hand["players"]:
                    if player["riichi"] and player["riichi"]["stick"]:
                        expected[player["seat"]] -= 1000
                won = hand["oracle"][0]["type"] == "hora"
                left = 0 if won else hand["start"]["sticks"] + sticks
                final = hand["next"]
                if final is None:  # riichienv gives the sticks left at the end to the first place
                    final = game.end
                    expected[final["placings"].index(1)] += 1000 * left
                    left = 0
                assert final["scores"] == expected, hand
                assert final["sticks"] == left, hand
                if after is not None:
                    assert after["start"] == hand["next"]


def test_the_harness_reaches_riichi_calls_furiten_tenpai_draws_and_wins(records):
    counts = Counter()
    for games in records.values():
        for game in games:
            counts += game.counts
    print(dict(sorted(counts.items())))
    for event in (
        "riichi",
        "call_chi",
        "call_pon",
        "ron",
        "tsumo",
        "draw_with_tenpai",
        "refused_furiten_permanent",
    ):
        assert counts[event] > 0, (event, counts)
    assert counts["decision_turn"] + counts["decision_offer"] > 5_000


def test_decision_points_describe_the_situation_and_riichienvs_answer(records):
    game = records["tenhou"][0]
    kinds = Counter(decision["kind"] for decision in game.decisions)
    assert set(kinds) == {"turn", "offer", "after_discard"}
    for decision in game.decisions:
        situation, legal = decision["situation"], decision["legal"]
        if decision["kind"] == "after_discard":
            assert legal == {"aborted": None}
            assert len(situation["first_discards"]) == 4
            continue
        size = len(situation["concealed"]) + 3 * len(situation["melds"])
        if decision["kind"] == "turn":
            assert size == 14 or situation["drawn"] is None
            assert legal["discards"], "a player on turn always has a discard"
        else:
            assert size == 13
            assert situation["offer"]["from"] != situation["seat"]
            assert not (legal["chi"] and (situation["offer"]["from"] + 1) % 4 != situation["seat"])


def test_the_same_seed_plays_the_same_game():
    first, second = Game("mahjongsoul", 7, BOLD).play(), Game("mahjongsoul", 7, BOLD).play()
    assert first.decisions == second.decisions
    assert first.end == second.end


def test_play_games_gives_each_ruleset_its_share_of_decision_points(records):
    for name, games in records.items():
        assert sum(len(game.decisions) for game in games) >= DECISIONS / 2, name
        assert len({game.seed for game in games}) == len(games)
        assert {game.rates for game in games} == {STEADY, BOLD}, name
