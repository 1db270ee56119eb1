"""The loader is idempotent: a second run changes nothing."""

import pytest

from rules.loading import load_reference
from rules.models import GlossaryTerm, ScoringTableCell, Yaku, YakuExample

pytestmark = pytest.mark.django_db


def snapshot() -> dict[str, list]:
    return {
        "yaku": list(Yaku.objects.values_list("pk", "key", "name_fr", "han_closed")),
        "examples": list(YakuExample.objects.values_list("pk", "yaku__key", "request")),
        "terms": list(GlossaryTerm.objects.values_list("pk", "key", "term_es")),
        "cells": list(ScoringTableCell.objects.values_list("pk", "ruleset__key", "nondealer_ron")),
    }


def test_a_second_run_reports_nothing_and_keeps_the_same_rows():
    before = snapshot()
    assert load_reference() == {}
    assert snapshot() == before


def test_a_changed_row_is_put_back_by_the_next_run():
    Yaku.objects.filter(key="pinfu").update(name_fr="Autre chose")
    tally = load_reference()
    assert tally == {"Yaku updated": 1}
    assert Yaku.objects.get(key="pinfu").name_fr != "Autre chose"
