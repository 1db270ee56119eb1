"""Tournament seating, ours beside Pantheon's: `python -m bench.bench_seating [--budget 10] [--seed 0]`.

For each size (players x rounds) of issue 23, the repeat meetings left and the seconds taken on one
core. Ours is `club.seating.seat` with a time budget; Pantheon's is its published Rust library compiled to
WebAssembly (`mahjong-seatings-rs-node` on npm), drawn round by round with `make_seating_shuffled` given
the rounds before, as Pantheon's tournaments do. It is installed with the machine's npm into a temporary
folder for this run only, never as a dependency of the site; each size runs under the same budget in a
subprocess that is killed when it overruns (Pantheon's seating is known to hang on some sizes). When node,
npm or the package cannot be had, the table says so. Nothing here asserts a speed.
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
import time
from itertools import combinations
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from club.seating import seat

SIZES = [(16, 5), (20, 5), (24, 6), (28, 7), (32, 8), (40, 8), (64, 8), (100, 10), (150, 8), (24, 7), (32, 9)]
PACKAGE = "mahjong-seatings-rs-node"

PANTHEON_SCRIPT = """
const m = require(process.argv[2]);
const players = +process.argv[3], rounds = +process.argv[4], seed = +process.argv[5];
const map = []; for (let i = 1; i <= players; i++) map.push([i, 1500]);
const previous = [], out = [];
for (let r = 0; r < rounds; r++) {
  const s = m.make_seating_shuffled({playersMap: map, previousSeatings: previous, groupsCount: 1,
                                     randFactor: 1000003 * (seed + 1) + r, windShuffle: "random"});
  const tables = [];
  for (let i = 0; i < s.length; i += 4) tables.push(s.slice(i, i + 4).map(p => p[0]));
  previous.push(...tables); out.push(tables);
}
console.log(JSON.stringify(out));
"""


def repeats_of(rounds: list[list[list[int]]]) -> int:
    """Meetings beyond the first, summed over pairs, of a seating given as rounds of tables."""
    met: dict[tuple[int, int], int] = {}
    for tables in rounds:
        for table in tables:
            for pair in combinations(sorted(table), 2):
                met[pair] = met.get(pair, 0) + 1
    return sum(k - 1 for k in met.values())


def install_pantheon(folder: Path) -> tuple[Path | None, str]:
    """The package's entry file, installed into `folder`, or None and why it could not be had."""
    if not (shutil.which("node") and shutil.which("npm")):
        return None, "node or npm not installed"
    try:
        subprocess.run(
            ["npm", "install", "--silent", "--no-audit", "--no-fund", "--prefix", str(folder), PACKAGE],
            check=True,
            capture_output=True,
            timeout=600,
        )
    except (subprocess.SubprocessError, OSError) as exc:
        return None, f"npm install {PACKAGE} failed: {exc}"
    entry = folder / "node_modules" / PACKAGE / "mahjong_seatings_rs_node.js"
    return (entry, "") if entry.exists() else (None, f"{PACKAGE} has no {entry.name}")


def run_pantheon(entry: Path, script: Path, players: int, rounds: int, seed: int, budget: float) -> str:
    """Pantheon's repeats and seconds at one size, or what went wrong (overrun, error)."""
    start = time.perf_counter()
    try:
        done = subprocess.run(
            ["node", str(script), str(entry), str(players), str(rounds), str(seed)],
            capture_output=True,
            text=True,
            timeout=budget,
        )
    except subprocess.TimeoutExpired:
        return f"stopped after {budget:.0f} s"
    seconds = time.perf_counter() - start
    if done.returncode != 0:
        return "error: " + (done.stderr.strip().splitlines() or ["?"])[-1][:40]
    return f"{repeats_of(json.loads(done.stdout)):>7} {seconds:>8.2f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--budget", type=float, default=10.0, help="seconds allowed per size and side")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()

    with tempfile.TemporaryDirectory(prefix="bench-seating-") as tmp:
        entry, why = install_pantheon(Path(tmp))
        script = Path(tmp) / "pantheon_seating.js"
        script.write_text(PANTHEON_SCRIPT)
        print(f"seating, budget {args.budget:g} s per size, seed {args.seed}; Pantheon: {why or PACKAGE}")
        print(f"{'size':>8} | {'ours: repeats':>13} {'s':>6} | {'Pantheon: repeats':>17} {'s':>8}")
        for players, rounds in SIZES:
            start = time.perf_counter()
            schedule = seat(players, rounds, seed=args.seed, max_steps=10**9, time_budget=args.budget)
            seconds = time.perf_counter() - start
            theirs = (
                run_pantheon(entry, script, players, rounds, args.seed, args.budget) if entry else "absent"
            )
            size = f"{players}x{rounds}"
            print(f"{size:>8} | {schedule.repeat_count:>13} {seconds:>6.2f} | {theirs:>26}", flush=True)


if __name__ == "__main__":
    main()
