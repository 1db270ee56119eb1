"""The site search's speed on the full index: `python -m bench.bench_search [--n 200]`.

Reads the reference content of the configured database (`make data` fills it), builds each language's
index once as the first search after a content change does, then times, for queries players type (names,
romaji, kanji, prefixes, sentences, misspellings, nothing found), the engine alone (the ranking
and the 8 snippets the header shows) and the whole request of the results page and of the header's JSON
through Django's test client (middleware, rendering; no network). Each query is run `n` times and its
median kept. Nothing here asserts a speed.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

QUERIES = {
    "en": [
        "furiten",
        "honba",
        "riichi",
        "fu",
        "振聴",
        "フリテン",
        "reach",
        "kong",
        "who pays at a draw",
        "zzqqxx",
    ],
    "fr": ["furiten", "honba", "réserve", "tout cache", "ron", "puis-je faire ron", "a"],
    "es": ["honba", "reglamento", "kan", "tabla de puntuacion", "chi", "empate"],
}


def median_ms(run, n: int) -> float:
    times = []
    for _ in range(n):
        start = time.perf_counter()
        run()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=200, help="runs of each query")
    arguments = parser.parse_args()
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "site_project.settings")
    import django

    django.setup()
    from django.test import Client
    from django.utils import translation

    from rules.page_cache import bump_content_version
    from rules.site_search import search, site_index

    bump_content_version()
    client = Client(HTTP_HOST="localhost")
    print(f"{'lang':4} {'query':22} {'found':>5} {'engine ms':>9} {'page ms':>8} {'json ms':>8}")
    engine_all, page_all = [], []
    for language, queries in QUERIES.items():
        start = time.perf_counter()
        index = site_index(language)
        built = (time.perf_counter() - start) * 1000
        print(
            f"{language:4} index built in {built:.0f} ms: {len(index.documents)} documents, {len(index.postings)} words"
        )
        with translation.override(language):
            for query in queries:
                found, _shown = search(query, language, 50)
                engine = median_ms(
                    lambda query=query, language=language: search(query, language, 8), arguments.n
                )
                page = median_ms(
                    lambda query=query, language=language: client.get(f"/{language}/search/", {"q": query}),
                    arguments.n,
                )
                box = median_ms(
                    lambda query=query, language=language: client.get(
                        f"/{language}/search/box.json", {"q": query}
                    ),
                    arguments.n,
                )
                engine_all.append(engine)
                page_all.append(page)
                print(f"{language:4} {query:22} {found:5} {engine:9.2f} {page:8.2f} {box:8.2f}")
    print(
        f"median over the queries: engine {statistics.median(engine_all):.2f} ms, "
        f"results page {statistics.median(page_all):.2f} ms; slowest engine {max(engine_all):.2f} ms"
    )


if __name__ == "__main__":
    main()
