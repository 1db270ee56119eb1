"""Which of the scorer's modules run compiled, and the check that no compiled one is older than its source.

The scorer is plain, typed Python. `make compile` (part of `make run` and `make test`) compiles its
modules with mypyc into extension modules beside their sources, and Python imports those in their
place: the same code, about twice as fast end to end (`make bench`). Without a build the sources run
as they are. A module edited after the build would silently run its old code, so
importing the scorer refuses a stale build rather than answer with it.

This file is not compiled and imports nothing of the scorer: the build reads it before anything is built.
"""

from __future__ import annotations

from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

PACKAGE_DIR = Path(__file__).resolve().parent
# Every module of the scorer but its public door (__init__, which checks the build before it imports
# them) and this file, which the build reads before anything is built.
COMPILED_MODULES = tuple(
    sorted(path.stem for path in PACKAGE_DIR.glob("*.py") if path.stem not in ("__init__", "compiled"))
)
# The mypyc runtime that the compiled modules share, built beside them.
GROUP = "compiled_group"


class StaleBuild(ImportError):
    """A compiled module is older than its source: it would run code that is no longer there."""


def extension_path(module: str) -> Path:
    """Where the compiled form of one module of this package lies (it may not exist)."""
    return PACKAGE_DIR / f"{module}{EXTENSION_SUFFIXES[0]}"


def built_modules() -> list[str]:
    """The modules of COMPILED_MODULES that have a compiled form on disk."""
    return [module for module in COMPILED_MODULES if extension_path(module).exists()]


def check_fresh() -> None:
    """Raise `StaleBuild` when a compiled module is older than its source, or has no source left
    (run `make compile`)."""
    for extension in PACKAGE_DIR.glob(f"*{EXTENSION_SUFFIXES[0]}"):
        module = extension.name.removesuffix(EXTENSION_SUFFIXES[0])
        source = PACKAGE_DIR / f"{module}.py"
        if module == f"{GROUP}__mypyc":  # the shared runtime has no source of its own
            continue
        if not source.exists() or extension.stat().st_mtime < source.stat().st_mtime:
            raise StaleBuild(
                f"rules/scoring/{module}.py changed after it was compiled: run `make compile` "
                "(or delete rules/scoring/*.so to run the sources uncompiled)"
            )
