"""The rules-of-play topics draw the same questions from the same seeds as before their retry loop was
shared (`quiz.play_questions.common.draw_drill`): 200 seeds per topic and difficulty, across the rulesets,
digested and compared with the digests taken on the code before the change. A question drawn with one
more or one fewer random number changes the digest."""

import hashlib
import json
import random

import pytest

from quiz.play_questions import PLAY_TOPICS
from quiz.play_questions.common import PlayDrill, Retry, draw_drill
from rules.scoring import RULESETS

SEEDS = 200

# Taken on main before the loop was shared (commit 188a547), with `stream_digest` below.
DIGESTS = {
    ("furiten", "beginner"): "dad71cd74d9f0d9aca23faa5862017989917e6cbec15ea10493cddc84b79a2f0",
    ("furiten", "intermediate"): "ec3176bfb095533306ba5a3a9ec19463a0a6b44c4cb3605fa30f125c4c956cd4",
    ("furiten", "expert"): "cfdb24b6653c0eec9efc732b902caa26272e02ffef06f62f91a0e2d8e8c96d8c",
    ("riichi", "beginner"): "8e67e0ae5c418b33781cbf5185eaadc2c85f6dc0db463c093b26e190d55fea97",
    ("riichi", "intermediate"): "29c3f58980ca18575e5852cfc4c0408356c15d11618b53154817a56a20aea625",
    ("riichi", "expert"): "be877dc6d13050d89664ff057a6bf3a387519fa867781aa6b5dc9ce1be24868f",
    ("draws", "beginner"): "72e7e2f50fb3378134c914c54aceee0399a11286c80d41cf850b404df041835d",
    ("draws", "intermediate"): "ea381a5c77b3cafa9d929232ed6c36023e6244f7fd4177bbfa490a99e96eb2e1",
    ("draws", "expert"): "ac601fe8a61c2021b6f4748d061f982b4c2db5e3636ddfddca554f57fe8f95ec",
    ("after_hand", "beginner"): "58f1381557fe8728b420b6e252dab86cd311cd978de6317fd08ec64f9eb25f54",
    ("after_hand", "intermediate"): "33a19bc69fd8d0fc40acd9cf3576702b8b6ec22bce16e796f4ea4e9d75614e18",
    ("after_hand", "expert"): "8a8fc0a35d4274fabf02e5ebbfa929d6ade245d5e0f3bbcf034c7b287163cfb8",
    ("abortive", "beginner"): "8ac8dde61425e40e57155d668334e07d0c855459ed33446759bb0c837ce3338f",
    ("abortive", "intermediate"): "08eea103015f0ceb7f580dcace7181d44ae5e1ddfd19758782b851a719ef8ba7",
    ("abortive", "expert"): "8858de22cb7ade34d1874617bb813c7593af251d99d38df2ba81f2eb54a77429",
}


def stream_digest(topic: str, difficulty: str) -> str:
    """The SHA-256 of every drill drawn from seeds 0-199, each under the next ruleset in turn."""
    module = PLAY_TOPICS[topic]
    rulesets = list(RULESETS)
    digest = hashlib.sha256()
    for seed in range(SEEDS):
        drill = module.generate(random.Random(seed), difficulty, rulesets[seed % len(rulesets)], {})
        digest.update(json.dumps([drill.request, drill.answer, drill.theme], sort_keys=True).encode())
    return digest.hexdigest()


@pytest.mark.parametrize(("topic", "difficulty"), list(DIGESTS))
def test_the_seeded_stream_draws_the_questions_it_drew_before(topic, difficulty):
    assert stream_digest(topic, difficulty) == DIGESTS[topic, difficulty]


def test_the_shared_loop_draws_again_after_a_miss_or_a_retry_and_gives_up_after_its_tries():
    misses = iter([None, Retry(), None])

    def attempt(rules, fields):
        miss = next(misses, "drill")
        if isinstance(miss, Retry):
            raise miss
        return miss and PlayDrill(fields, {"seen": rules.riichi_needs_stick}, "case")

    drill = draw_drill("test", "beginner", "ema", {}, attempt)
    assert drill.request == {"ruleset": "ema"}
    with pytest.raises(RuntimeError, match="no test question for expert wrc"):
        draw_drill("test", "expert", "wrc", {}, lambda rules, fields: None)
