"""django-modeltranslation registration: the prose fields exist in en, fr and es, all required."""

from modeltranslation.translator import TranslationOptions, register

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
)

ALL_LANGUAGES = ("en", "fr", "es")


@register(Yaku)
class YakuTranslation(TranslationOptions):
    """Yaku names and explanations."""

    fields = ("name", "summary", "description")
    required_languages = ALL_LANGUAGES


@register(GlossaryTerm)
class GlossaryTermTranslation(TranslationOptions):
    """Glossary headwords and definitions."""

    fields = ("term", "definition")
    required_languages = ALL_LANGUAGES


@register(LimitHand)
class LimitHandTranslation(TranslationOptions):
    """Limit names and descriptions."""

    fields = ("name", "description")
    required_languages = ALL_LANGUAGES


@register(RulesetParameter)
class RulesetParameterTranslation(TranslationOptions):
    """Parameter labels and help."""

    fields = ("label", "help")
    required_languages = ALL_LANGUAGES


@register(Ruleset)
class RulesetTranslation(TranslationOptions):
    """Ruleset names and descriptions. None is required here: the named rulesets come in the three
    languages from rules/data, and a club's house rules need only the club's own languages, which the
    house-rules form asks for (rules.house_rules_form); a missing language falls back to another."""

    fields = ("name", "short", "description")
    required_languages = ()


@register(PlayChapter)
class PlayChapterTranslation(TranslationOptions):
    """Chapter titles and summaries of the rules of play."""

    fields = ("title", "summary")
    required_languages = ALL_LANGUAGES


@register(PlaySection)
class PlaySectionTranslation(TranslationOptions):
    """Section headings and prose."""

    fields = ("heading", "body")
    required_languages = ALL_LANGUAGES


@register(CourseStep)
class CourseStepTranslation(TranslationOptions):
    """Titles and summaries of the beginner's course."""

    fields = ("title", "summary")
    required_languages = ALL_LANGUAGES


@register(CourseScreen)
class CourseScreenTranslation(TranslationOptions):
    """The lessons' headings and prose."""

    fields = ("heading", "body")
    required_languages = ALL_LANGUAGES
