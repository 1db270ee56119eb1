"""The trainer's rules-of-play topics, each one module with the same small interface and graded by the play
engine (`rules.play`), never by rules written again here:

- `generate(rng, difficulty, base, overrides) -> PlayDrill`: the situation and the engine's answers, from
  a seeded stream (the same stream gives the same question), under a ruleset and a club's house rules;
- `parts(request)`: the parts the learner answers, in the order of the form;
- `grade(request, answer, answers)`: right or wrong per part, by keys and numbers;
- `skills(request, answer, theme)`: for each part, the skills it tests (spaced repetition, progress);
- `SKILLS`: every skill the topic can test.

The words of the questions and the feedback (in the page's language, with the rules' sources and the
chapter of "How to play" that explains them) are `quiz.play_display`'s job.
"""

from types import ModuleType

from . import abortive, after_hand, draws, furiten, riichi
from .common import PlayDrill

PLAY_TOPICS: dict[str, ModuleType] = {
    "furiten": furiten,
    "riichi": riichi,
    "draws": draws,
    "after_hand": after_hand,
    "abortive": abortive,
}

__all__ = ["PLAY_TOPICS", "PlayDrill"]
