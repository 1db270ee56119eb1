"""Admin for the reference content: one tab per language on every translated model.

Built-in rulesets and the scoring table come from the scorer, so their facts are read-only here;
a club creates its house rules as a new Ruleset (a base plus overrides); the site default is chosen on
the club's page (club.admin).
"""

from django.contrib import admin
from django.http import HttpRequest
from modeltranslation.admin import TabbedTranslationAdmin, TranslationStackedInline

from rules.models import (
    CourseScreen,
    CourseStep,
    GlossaryTerm,
    LimitHand,
    PlayChapter,
    PlaySection,
    Ruleset,
    RulesetParameter,
    ScoringTableCell,
    Yaku,
    YakuExample,
)
from rules.scoring_table import regenerate_table


class TabbedAdmin(TabbedTranslationAdmin):
    """Tabs per language, with jQuery UI's own stylesheet (self-hosted) for the tab bar."""

    class Media:
        css = {"all": ("rules/vendor/jquery-ui/jquery-ui.min.css",)}


class YakuExampleInline(admin.TabularInline):
    """Example hands, as scoring requests."""

    model = YakuExample
    extra = 0


@admin.register(Yaku)
class YakuAdmin(TabbedAdmin):
    """Yaku names and explanations; values come from the scorer."""

    list_display = ("key", "name", "category", "han_closed", "han_open", "yakuman")
    list_filter = ("category",)
    search_fields = ("key", "romaji", "kanji", "name_en", "name_fr", "name_es")
    readonly_fields = ("han_closed", "han_open", "yakuman")
    filter_horizontal = ("related",)
    inlines = [YakuExampleInline]


@admin.register(GlossaryTerm)
class GlossaryTermAdmin(TabbedAdmin):
    """Glossary entries."""

    list_display = ("key", "term", "romaji", "kanji")
    search_fields = ("key", "romaji", "kanji", "term_en", "term_fr", "term_es")
    filter_horizontal = ("see_also",)


@admin.register(LimitHand)
class LimitHandAdmin(TabbedAdmin):
    """Limit hands."""

    list_display = ("key", "name", "han_min", "han_max", "base_points")


@admin.register(RulesetParameter)
class RulesetParameterAdmin(TabbedAdmin):
    """Labels and help of the ruleset parameters."""

    list_display = ("key", "label")


@admin.register(Ruleset)
class RulesetAdmin(TabbedAdmin):
    """Named rulesets (read-only facts) and club house rules (editable), with the site default."""

    list_display = ("key", "name", "base", "builtin", "is_default")
    actions = None

    def get_readonly_fields(self, request: HttpRequest, obj: Ruleset | None = None) -> tuple[str, ...]:
        """A built-in ruleset's key, base and parameters belong to the scorer."""
        if obj is not None and obj.builtin:
            return ("key", "base", "overrides", "source")
        return ()

    def has_delete_permission(self, request: HttpRequest, obj: Ruleset | None = None) -> bool:
        """House rules can be deleted; the five named rulesets cannot."""
        return obj is None or not obj.builtin

    def save_model(self, request: HttpRequest, obj: Ruleset, form, change: bool) -> None:
        """Save, then recompute the ruleset's payment table from the scorer."""
        super().save_model(request, obj, form, change)
        regenerate_table(obj)


@admin.register(ScoringTableCell)
class ScoringTableCellAdmin(admin.ModelAdmin):
    """The generated payment tables, for reading only."""

    list_display = ("ruleset", "han", "fu", "limit", "nondealer_ron", "dealer_ron", "kiriage")
    list_filter = ("ruleset",)

    def has_add_permission(self, request: HttpRequest) -> bool:
        """Rows come from the scorer."""
        return False

    def has_change_permission(self, request: HttpRequest, obj: ScoringTableCell | None = None) -> bool:
        """Rows come from the scorer."""
        return False


class PlaySectionInline(TranslationStackedInline):
    """A chapter's sections; the rules shown per ruleset and the figures are keys the page draws."""

    model = PlaySection
    extra = 0


@admin.register(PlayChapter)
class PlayChapterAdmin(TabbedAdmin):
    """The chapters of "How to play", loaded from rules/data/play.toml."""

    list_display = ("key", "title", "position")
    inlines = [PlaySectionInline]


class CourseScreenInline(TranslationStackedInline):
    """A lesson's screens: prose and the groups of tiles drawn under it."""

    model = CourseScreen
    extra = 0


@admin.register(CourseStep)
class CourseStepAdmin(TabbedAdmin):
    """The steps of the beginner's course, loaded from rules/data/course.toml."""

    list_display = ("key", "title", "topic", "difficulty", "position")
    inlines = [CourseScreenInline]
