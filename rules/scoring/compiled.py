"""Which of the scorer's modules run compiled, and the check that no compiled one is older than its source.

The scorer is plain, typed Python. `make compile` (part of `make run` and `make test`) compiles the
modules on the scoring path with mypyc into extension modules beside their sources, and Python imports
those in their place: the same code, about twice as fast end to end (`make bench`). Without a build
the sources run as they are. A module edited after the build would silently run its old code, so
importing the scorer refuses a stale build rather than answer with it.

This file is not compiled and imports nothing of the scorer: the build reads it before anything is built.
"""

from __future__ import annotations

from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

# The modules that scoring a request runs through, in no particular order. The others (explanation,
# distance, efficiency, results, table) serve pages and the trainer, and stay interpreted.
COMPILED_MODULES = (
    "errors",
    "fu",
    "hand",
    "payment",
    "request",
    "rulesets",
    "score",
    "shapes",
    "situation",
    "tiles",
    "yaku",
)
# The mypyc runtime that the compiled modules share, built beside them.
GROUP = "compiled_group"
PACKAGE_DIR = Path(__file__).resolve().parent


class StaleBuild(ImportError):
    """A compiled module is older than its source: it would run code that is no longer there."""


def extension_path(module: str) -> Path:
    """Where the compiled form of one module of this package lies (it may not exist)."""
    return PACKAGE_DIR / f"{module}{EXTENSION_SUFFIXES[0]}"


def built_modules() -> list[str]:
    """The modules of COMPILED_MODULES that have a compiled form on disk."""
    return [module for module in COMPILED_MODULES if extension_path(module).exists()]


def check_fresh() -> None:
    """Raise `StaleBuild` when a compiled module is older than its source (run `make compile`)."""
    for module in COMPILED_MODULES:
        extension = extension_path(module)
        if extension.exists() and extension.stat().st_mtime < (PACKAGE_DIR / f"{module}.py").stat().st_mtime:
            raise StaleBuild(
                f"rules/scoring/{module}.py changed after it was compiled: run `make compile` "
                "(or delete rules/scoring/*.so to run the sources uncompiled)"
            )
