"""Loads the reviewed content files of `rules/data/` into the reference models.

Idempotent by design: rows are matched by their language-neutral key and only written when a
value differs, so `make run` can call it on every start and a second run changes nothing. Facts
the scorer owns (payment tables) are computed, not read from files.
"""

import tomllib
from collections import Counter
from pathlib import Path
from typing import Any

from django.conf import settings
from django.db import models, transaction

from rules.models import (
    CourseScreen,
    CourseStep,
    GlossaryTerm,
    LimitHand,
    PlayChapter,
    PlaySection,
    Ruleset,
    RulesetParameter,
    Yaku,
    YakuExample,
)
from rules.page_cache import bump_content_version
from rules.scoring_table import regenerate_table

DATA_DIR = Path(__file__).resolve().parent / "data"
LANGUAGES = ("en", "fr", "es")
# Keys of an example table that are not part of the scoring contract.
EXAMPLE_EXTRA = "extra_situation"


def read_data(name: str) -> dict[str, Any]:
    """One TOML file of rules/data/."""
    with (DATA_DIR / name).open("rb") as handle:
        return tomllib.load(handle)


def translated(entry: dict[str, Any], *names: str) -> dict[str, Any]:
    """The `<name>_<language>` values of an entry, for every translated field named."""
    return {f"{name}_{code}": entry[f"{name}_{code}"] for name in names for code in LANGUAGES}


def upsert(model: type[models.Model], key: str, values: dict[str, Any], tally: Counter) -> models.Model:
    """Create the row with this key, or update the fields that differ; count what happened."""
    row = model.objects.filter(key=key).first()
    if row is None:
        tally[f"{model.__name__} created"] += 1
        return model.objects.create(key=key, **values)
    changed = [field for field, value in values.items() if getattr(row, field) != value]
    if changed:
        for field in changed:
            setattr(row, field, values[field])
        row.save(update_fields=changed)
        tally[f"{model.__name__} updated"] += 1
    return row


def set_links(
    row: models.Model, field: str, keys: list[str], model: type[models.Model], tally: Counter
) -> None:
    """Point a many-to-many field at the rows with these keys, writing only on a change."""
    manager = getattr(row, field)
    wanted = set(model.objects.filter(key__in=keys).values_list("pk", flat=True))
    if set(manager.values_list("pk", flat=True)) != wanted:
        manager.set(wanted)
        tally[f"{model.__name__} {field} relinked"] += 1


def load_yaku(tally: Counter) -> None:
    """Yaku, their example hands and related yaku."""
    entries = read_data("yaku.toml")["yaku"]
    rows = {}
    for position, entry in enumerate(entries):
        values = {
            "position": position,
            "category": entry["category"],
            "han_closed": entry["han_closed"],
            "han_open": entry["han_open"],
            "yakuman": entry["yakuman"],
            "romaji": entry["romaji"],
            "kanji": entry.get("kanji", ""),
            **translated(entry, "name", "summary", "description"),
        }
        rows[entry["key"]] = upsert(Yaku, entry["key"], values, tally)
        load_examples(rows[entry["key"]], entry.get("examples", []), tally)
    for entry in entries:
        set_links(rows[entry["key"]], "related", entry.get("related", []), Yaku, tally)


def load_examples(yaku: Yaku, examples: list[dict[str, Any]], tally: Counter) -> None:
    """Replace a yaku's examples when the file's differ from the stored ones."""
    wanted = [
        (
            {key: value for key, value in example.items() if key != EXAMPLE_EXTRA},
            example.get(EXAMPLE_EXTRA, {}),
        )
        for example in examples
    ]
    stored = [(example.request, example.extra) for example in yaku.examples.all()]
    if stored == wanted:
        return
    yaku.examples.all().delete()
    YakuExample.objects.bulk_create(
        YakuExample(yaku=yaku, position=position, request=request, extra=extra)
        for position, (request, extra) in enumerate(wanted)
    )
    tally["YakuExample replaced"] += len(wanted)


def load_glossary(tally: Counter) -> None:
    """Glossary terms and their cross-references."""
    entries = read_data("glossary.toml")["term"]
    rows = {}
    for position, entry in enumerate(entries):
        values = {
            "position": position,
            "romaji": entry.get("romaji", ""),
            "kanji": entry.get("kanji", ""),
            **translated(entry, "term", "definition"),
        }
        rows[entry["key"]] = upsert(GlossaryTerm, entry["key"], values, tally)
    for entry in entries:
        set_links(rows[entry["key"]], "see_also", entry.get("see_also", []), GlossaryTerm, tally)


def load_limits(tally: Counter) -> None:
    """Limit hands."""
    for position, entry in enumerate(read_data("limits.toml")["limit"]):
        values = {
            "position": position,
            "romaji": entry["romaji"],
            "kanji": entry.get("kanji", ""),
            "han_min": entry.get("han_min"),
            "han_max": entry.get("han_max"),
            "base_points": entry["base_points"],
            **translated(entry, "name", "description"),
        }
        upsert(LimitHand, entry["key"], values, tally)


def load_rulesets(tally: Counter) -> None:
    """The named rulesets, their parameters' labels, the site default and every payment table."""
    data = read_data("rulesets.toml")
    for position, entry in enumerate(data["parameter"]):
        values = {"position": position, **translated(entry, "label", "help")}
        upsert(RulesetParameter, entry["key"], values, tally)
    for position, entry in enumerate(data["ruleset"]):
        values = {
            "position": position,
            "base": entry["key"],
            "builtin": True,
            "source": entry.get("source", ""),
            **translated(entry, "name", "short", "description"),
        }
        upsert(Ruleset, entry["key"], values, tally)
    if not Ruleset.objects.filter(is_default=True).exists():
        Ruleset.objects.filter(key=settings.DEFAULT_RULESET).update(is_default=True)
        tally["Ruleset default set"] += 1
    for ruleset in Ruleset.objects.all():
        if regenerate_table(ruleset):
            tally["ScoringTableCell table written"] += 1


def load_play(tally: Counter) -> None:
    """The chapters of the rules of play and their sections; sections no longer in the file go."""
    for position, entry in enumerate(read_data("play.toml")["chapter"]):
        values = {
            "position": position,
            "glossary_terms": entry.get("glossary_terms", []),
            "yaku": entry.get("yaku", []),
            **translated(entry, "title", "summary"),
        }
        chapter = upsert(PlayChapter, entry["key"], values, tally)
        keys = []
        for place, section in enumerate(entry["section"]):
            keys.append(section["key"])
            fields = {
                "position": place,
                "tiles": section.get("tiles", ""),
                "rules": section.get("rules", []),
                "figure": section.get("figure", ""),
                "examples": section.get("examples", []),
                **translated(section, "heading", "body"),
            }
            upsert_section(chapter, section["key"], fields, tally)
        stale = chapter.sections.exclude(key__in=keys)
        if stale.exists():
            tally["PlaySection deleted"] += stale.delete()[0]


def upsert_section(chapter: PlayChapter, key: str, values: dict[str, Any], tally: Counter) -> None:
    """A section is keyed within its chapter: create it, or write the fields that differ."""
    upsert_child(chapter.sections, PlaySection, {"chapter": chapter}, key, values, tally)


def upsert_child(
    rows: models.Manager,
    model: type[models.Model],
    parent: dict[str, models.Model],
    key: str,
    values: dict[str, Any],
    tally: Counter,
) -> None:
    """A row keyed within its parent (`rows`, the parent's related manager): create it, or write the
    fields that differ."""
    row = rows.filter(key=key).first()
    if row is None:
        model.objects.create(key=key, **parent, **values)
        tally[f"{model.__name__} created"] += 1
        return
    changed = [field for field, value in values.items() if getattr(row, field) != value]
    if changed:
        for field in changed:
            setattr(row, field, values[field])
        row.save(update_fields=changed)
        tally[f"{model.__name__} updated"] += 1


def load_course(tally: Counter) -> None:
    """The steps of the beginner's course and their screens; screens no longer in the file go."""
    for position, entry in enumerate(read_data("course.toml")["step"]):
        values = {
            "position": position,
            "topic": entry["topic"],
            "difficulty": entry["difficulty"],
            "chapters": entry.get("chapters", []),
            "yaku": entry.get("yaku", []),
            "pages": entry.get("pages", []),
            **translated(entry, "title", "summary"),
        }
        step = upsert(CourseStep, entry["key"], values, tally)
        keys = []
        for place, screen in enumerate(entry["screen"]):
            keys.append(screen["key"])
            fields = {
                "position": place,
                "tiles": screen.get("tiles", ""),
                **translated(screen, "heading", "body"),
            }
            upsert_child(step.screens, CourseScreen, {"step": step}, screen["key"], fields, tally)
        stale = step.screens.exclude(key__in=keys)
        if stale.exists():
            tally["CourseScreen deleted"] += stale.delete()[0]


@transaction.atomic
def load_reference() -> Counter:
    """Load every content file; the tally of created, updated and relinked rows (empty: nothing changed)."""
    tally: Counter = Counter()
    load_rulesets(tally)
    load_limits(tally)
    load_glossary(tally)
    load_yaku(tally)
    load_play(tally)
    load_course(tally)
    bump_content_version()  # the bulk updates above send no signals
    return tally
