"""Compile the scorer's hot modules with mypyc, in place: `python deploy/compile_scorer.py` (`make compile`).

mypyc (part of mypy) turns typed Python into C extension modules; Python then imports `score.*.so`
instead of `score.py`. The list of modules is `rules/scoring/compiled.py`'s, read here by path: the
scorer package itself refuses to import while a build is stale, which is the very state this fixes.
The C sources and objects go to build/ (not committed); the extension modules land beside their
sources. gcc and the Python headers are needed, as for any package that compiles.
"""

from __future__ import annotations

import os
import runpy
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BUILD = ROOT / "build" / "scorer"


def main() -> int:
    """Build every compiled module of the scorer, then touch them: a build is newer than its sources."""
    from mypyc.build import mypycify
    from setuptools import setup

    os.chdir(ROOT)  # mypyc names the modules from their paths, relative to the repository
    listing = runpy.run_path(str(ROOT / "rules" / "scoring" / "compiled.py"))
    modules: tuple[str, ...] = listing["COMPILED_MODULES"]
    sources = [f"rules/scoring/{module}.py" for module in modules]
    extensions = mypycify(
        sources,
        opt_level="3",
        group_name=f"rules.scoring.{listing['GROUP']}",
        target_dir=str(BUILD / "c"),
    )
    setup(
        name="riichi-scorer",
        packages=[],
        py_modules=[],
        ext_modules=extensions,
        script_args=["--quiet", "build_ext", "--inplace", "--build-temp", str(BUILD / "objects")],
    )
    for module in modules:
        listing["extension_path"](module).touch()
    print(f"compiled with mypyc: rules/scoring/{{{','.join(modules)}}}.py")
    return 0


if __name__ == "__main__":
    sys.exit(main())
