"""The compiled scorer: CI runs what production runs, the sources alone still answer the same, and a
build older than its sources is refused rather than run."""

from __future__ import annotations

import json
import os
import runpy
import shutil
import subprocess
import sys
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

import pytest

from rules.scoring import score_request
from rules.scoring.compiled import COMPILED_MODULES, PACKAGE_DIR, built_modules
from tests.conftest import require
from tests.scoring.random_hands import generate

SUFFIX = EXTENSION_SUFFIXES[0]


def test_the_scorer_runs_compiled():
    """`make test` compiles first (CI fails here without the build; elsewhere the sources may run)."""
    require(built_modules() == list(COMPILED_MODULES), "the scorer is not compiled: run `make compile`")
    assert type(score_request).__name__ == "builtin_function_or_method"  # a plain def is a `function`


def test_the_sources_uncompiled_answer_exactly_as_the_build(tmp_path):
    """The sources, copied where no build lies and run by a fresh interpreter, answer 300 random
    requests exactly as the loaded scorer does: a machine without a compiler serves the same answers."""
    package = tmp_path / "rules" / "scoring"
    package.mkdir(parents=True)
    shutil.copy(PACKAGE_DIR.parent / "__init__.py", package.parent)
    for source in PACKAGE_DIR.glob("*.py"):
        shutil.copy(source, package)
    requests = list(generate(300, seed=7))
    script = (
        "import json, sys\n"
        f"sys.path.insert(0, {str(tmp_path)!r})\n"
        "from rules.scoring import score_request\n"
        "import rules.scoring.score as module\n"
        "assert module.__file__.endswith('.py'), module.__file__\n"
        "print(json.dumps([score_request(r) for r in json.load(sys.stdin)]))\n"
    )
    run = subprocess.run(
        [sys.executable, "-E", "-s", "-c", script],
        input=json.dumps(requests),
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env={"PATH": os.environ.get("PATH", "")},
        check=True,
        timeout=120,
    )
    assert json.loads(run.stdout) == [score_request(request) for request in requests]


@pytest.fixture
def package_copy(tmp_path):
    """A package folder holding the build checker and one source, to build stale states in."""
    shutil.copy(PACKAGE_DIR / "compiled.py", tmp_path)
    shutil.copy(PACKAGE_DIR / "fu.py", tmp_path)
    return tmp_path


def _check(folder: Path) -> None:
    checker = runpy.run_path(str(folder / "compiled.py"))
    checker["check_fresh"]()


def test_a_build_newer_than_its_source_is_fresh(package_copy):
    (package_copy / f"fu{SUFFIX}").write_bytes(b"")
    _check(package_copy)


def test_a_build_older_than_its_source_is_refused(package_copy):
    extension = package_copy / f"fu{SUFFIX}"
    extension.write_bytes(b"")
    source_time = (package_copy / "fu.py").stat().st_mtime
    os.utime(extension, (source_time - 60, source_time - 60))
    with pytest.raises(ImportError, match=r"fu\.py changed after it was compiled: run `make compile`"):
        _check(package_copy)


def test_a_build_whose_source_is_gone_is_refused(package_copy):
    (package_copy / f"gone{SUFFIX}").write_bytes(b"")
    with pytest.raises(ImportError, match="make compile"):
        _check(package_copy)
