"""The trainer's hand builder (quiz/hands.py) type-checks strictly, as the rules-of-play engine does: it
reused one name for a count and a list of kinds, and kept an int among its boolean flags, which mypy saw
and nothing ran (pyproject.toml lists it among the strict modules)."""

import tomllib
from pathlib import Path

from mypy import api

import quiz.hands

ROOT = Path(__file__).resolve().parents[2]


def test_the_hand_builder_type_checks_strictly():
    out, err, status = api.run([quiz.hands.__file__])
    assert status == 0, out + err


def test_the_hand_builder_is_among_the_strict_modules():
    overrides = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["mypy"]["overrides"]
    strict = [override for override in overrides if override.get("disallow_any_generics")]
    assert any("quiz.hands" in override["module"] for override in strict)
