"""The site's apps reach the scorer only through `rules/scoring/__init__.py` (DESIGN.md: arrows point
inward, the scorer can be lifted out), so a change inside the scorer cannot break an app unnoticed."""

import ast
import re
from pathlib import Path

import rules.scoring

ROOT = Path(__file__).resolve().parents[2]
SCORER = ROOT / "rules" / "scoring"
APPS = [path.parent for path in ROOT.glob("*/apps.py")] + [ROOT / "site_project"]
DOCTEST_IMPORT = re.compile(r">>> (?:from|import) (rules\.scoring\.\w+)")


def _app_modules() -> list[Path]:
    return sorted(
        path
        for app in APPS
        for path in app.rglob("*.py")
        if SCORER not in path.parents and "migrations" not in path.parts
    )


def private_imports(path: Path) -> list[str]:
    """Every `rules.scoring.<module>` an app module imports, in code or in its doctests."""
    source = path.read_text(encoding="utf-8")
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("rules.scoring."):
            found.append(node.module)
        elif isinstance(node, ast.Import):
            found += [alias.name for alias in node.names if alias.name.startswith("rules.scoring.")]
        elif isinstance(node, ast.ImportFrom) and node.module == "rules.scoring":
            found += [f"rules.scoring.{a.name}" for a in node.names if a.name not in rules.scoring.__all__]
    return found + DOCTEST_IMPORT.findall(source)


def test_the_apps_are_where_the_test_looks():
    names = {app.name for app in APPS}
    assert {"calculator", "quiz", "rules", "site_project"} <= names
    assert len(_app_modules()) > 30


def test_apps_import_only_the_scorers_public_surface():
    offenders = {
        str(path.relative_to(ROOT)): found for path in _app_modules() if (found := private_imports(path))
    }
    assert offenders == {}


def test_a_private_import_is_caught(tmp_path):
    module = tmp_path / "view.py"
    module.write_text(
        '"""\n>>> from rules.scoring.tiles import Tile\n"""\nfrom rules.scoring.shapes import shanten\n'
        "from rules.scoring import score_request, Reading\n",
        encoding="utf-8",
    )
    assert private_imports(module) == ["rules.scoring.shapes", "rules.scoring.Reading", "rules.scoring.tiles"]


def test_every_public_name_exists():
    assert all(hasattr(rules.scoring, name) for name in rules.scoring.__all__)
