"""The doctests of the scorer's compiled modules, read from their sources, run against the loaded modules.

pytest's own doctest collection skips these modules (see the root conftest.py): compiled, a module
keeps no docstrings, and pytest refuses a module whose file is not the source it was asked to read.
Read from the source and run in the namespace of the module Python actually loaded, the examples check
the code that answers requests, compiled or not.
"""

from __future__ import annotations

import ast
import doctest
import importlib

import pytest

from rules.scoring.compiled import COMPILED_MODULES, PACKAGE_DIR


def _docstrings(module: str) -> list[tuple[str, str, int]]:
    """(qualified name, docstring, line) of the module and of every class and function in its source."""
    tree = ast.parse((PACKAGE_DIR / f"{module}.py").read_text(encoding="utf-8"))
    found = []

    def visit(node: ast.AST, prefix: str) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
                name = f"{prefix}.{child.name}"
                text = ast.get_docstring(child, clean=False)
                if text and ">>>" in text:
                    found.append((name, text, child.body[0].lineno))
                visit(child, name)

    text = ast.get_docstring(tree, clean=False)
    if text and ">>>" in text:
        found.append((f"rules.scoring.{module}", text, 1))
    visit(tree, f"rules.scoring.{module}")
    return found


EXAMPLES = [(module, *found) for module in COMPILED_MODULES for found in _docstrings(module)]


def test_the_compiled_modules_have_examples() -> None:
    """The reading of the sources finds the examples (a broken reader would pass every test below)."""
    assert len(EXAMPLES) >= 30
    assert "rules.scoring.score.score_hand" in {name for _, name, _, _ in EXAMPLES}


@pytest.mark.parametrize(("module", "name", "text", "line"), EXAMPLES, ids=[e[1] for e in EXAMPLES])
def test_docstring_examples(module: str, name: str, text: str, line: int) -> None:
    loaded = importlib.import_module(f"rules.scoring.{module}")
    test = doctest.DocTestParser().get_doctest(
        text, dict(vars(loaded)), name, str(PACKAGE_DIR / f"{module}.py"), line
    )
    output: list[str] = []
    runner = doctest.DocTestRunner(verbose=False)
    result = runner.run(test, out=output.append)
    assert result.failed == 0, "".join(output)
