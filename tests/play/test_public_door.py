"""The engine's one public door, its purity (no Django) and its types."""

import ast
from pathlib import Path

from mypy import api

import rules.play

PACKAGE = Path(rules.play.__file__).parent


def test_every_public_name_exists():
    assert all(hasattr(rules.play, name) for name in rules.play.__all__)


def test_the_engine_imports_nothing_from_django_or_the_site():
    imported = set()
    for path in PACKAGE.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                imported.add(node.module)
            elif isinstance(node, ast.Import):
                imported.update(alias.name for alias in node.names)
    assert {name.split(".")[0] for name in imported} <= {
        "__future__",
        "collections",
        "dataclasses",
        "decimal",
        "functools",
        "typing",
        "rules",
    }
    assert {name for name in imported if name.startswith("rules")} == {"rules.scoring"}


def test_the_engine_type_checks_strictly():
    out, err, status = api.run([str(PACKAGE)])
    assert status == 0, out + err
