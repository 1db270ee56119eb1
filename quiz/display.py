"""The hand as the page draws it: the contract request plus, for each call, which tile was taken.

The scorer does not care who fed a call, but a table does: a called tile lies sideways, on the side of
the player who discarded it. The position is drawn from the question's seed, so a question always
looks the same, and it never reaches the scorer (the contract's melds hold only kind and tiles).
"""

from __future__ import annotations

import random

from quiz import phrases, rulesets
from quiz.generator import Question
from quiz.topics import topic_of

LAST_POSITION = {"chi": 2, "pon": 2, "kan": 3, "shouminkan": 2}


def drawn_request(question: Question) -> dict:
    """A copy of the question's request with a `called` position on every called meld."""
    rng = random.Random(f"called:{question.spec.id}")
    melds = []
    for meld in question.request.get("melds", []):
        last = LAST_POSITION.get(meld["kind"])
        if last is None:
            melds.append(meld)
        else:
            melds.append(
                {**meld, "called": rng.choice((0, 1, last)) if meld["kind"] != "chi" else rng.randint(0, 2)}
            )
    return {**question.request, "melds": melds}


WIND_TILES = {"E": "1z", "S": "2z", "W": "3z", "N": "4z"}


def presentation(question: Question) -> dict[str, object]:
    """What the question and feedback pages both show about a question, in the page's language: the
    shared part, then what its topic adds (`Topic.context`)."""
    spec = question.spec
    topic = topic_of(question)
    return {
        "question": question,
        "topic": topic,
        "drawn": drawn_request(question),
        "winds": winds_of(question),
        "topic_name": topic.name,
        "topic_help": topic.help,
        "difficulty_name": phrases.DIFFICULTIES[spec.difficulty],
        "ruleset_name": rulesets.name_of(spec.ruleset_name),
        **topic.context(question),
    }


def winds_of(question: Question) -> dict[str, object]:
    """The round and seat winds as tiles (the icon a player knows) and as words of the page's language."""
    request = question.request
    return {
        kind: {"tile": WIND_TILES[request[f"{kind}_wind"]], "name": phrases.WINDS[request[f"{kind}_wind"]]}
        for kind in ("round", "seat")
        if request.get(f"{kind}_wind") in WIND_TILES
    }
