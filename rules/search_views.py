"""The site's search: the results page (a GET form, no JavaScript needed) and the results as JSON for the
header's box, which shows them as one types (rules/static/rules/js/site_search.js).

Thin views: clean the query, ask `rules.site_search` once, render. Without a query each is the same for
every visitor and kept by `cached_page`; with one it is rendered each time, as every page with a query
string is.
"""

from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import render
from django.utils.translation import get_language, ngettext

from rules.page_cache import cached_page
from rules.search_index import MAX_QUERY_CHARACTERS, clean_query
from rules.site_search import search

PAGE_RESULTS = 50
BOX_RESULTS = 8


def _query(request: HttpRequest) -> tuple[str, bool]:
    return clean_query(request.GET.get("q", ""))


def _count(count: int) -> str:
    return ngettext("%(count)s result", "%(count)s results", count) % {"count": count}


@cached_page
def search_page(request: HttpRequest) -> HttpResponse:
    """The results of `?q=`, best first, each with its kind and a line of its text; without a query, the
    box and what one can look for."""
    query, shortened = _query(request)
    count, results = search(query, get_language(), PAGE_RESULTS) if query else (0, [])
    return render(
        request,
        "rules/search.html",
        {
            "query": query,
            "shortened": shortened,
            "max_characters": MAX_QUERY_CHARACTERS,
            "results": results,
            "count": _count(count),
            "more": count > PAGE_RESULTS,
        },
    )


@cached_page
def search_box(request: HttpRequest) -> JsonResponse:
    """The first results of `?q=` for the header's box, with the sentence its live region reads out."""
    query, _shortened = _query(request)
    count, results = search(query, get_language(), BOX_RESULTS) if query else (0, [])
    return JsonResponse(
        {
            "query": query,
            "status": _count(count),
            "results": [result.as_json() for result in results],
            "more": count > BOX_RESULTS,
        }
    )
