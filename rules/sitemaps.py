"""sitemap.xml: every public page in every language, each URL with its language alternates."""

from django.contrib.sitemaps import Sitemap
from django.urls import reverse

from rules.models import CourseStep, PlayChapter, Yaku

PAGES = (
    "rules:home",
    "rules:tiles",
    "rules:yaku_list",
    "rules:glossary",
    "rules:scoring_table",
    "rules:fu",
    "rules:rulesets",
    "rules:results",
    "rules:cheat_sheet",
    "rules:play",
    "rules:can_i_ron",
    "rules:draw_payments",
    "quiz:index",
    "quiz:course",
    "calculator:index",
    "calculator:api",
)


class TranslatedSitemap(Sitemap):
    """A page per language, with hreflang alternates and an x-default."""

    i18n = True
    alternates = True
    x_default = True


class PageSitemap(TranslatedSitemap):
    """The reference pages and the trainer's and calculator's front pages."""

    def items(self) -> list[str]:
        """The URL names of the public pages."""
        return list(PAGES)

    def location(self, item: str) -> str:
        return reverse(item)


class YakuSitemap(TranslatedSitemap):
    """One detail page per yaku."""

    def items(self) -> list[str]:
        """The yaku keys, in reference order."""
        return list(Yaku.objects.values_list("key", flat=True))

    def location(self, item: str) -> str:
        return reverse("rules:yaku_detail", args=[item])


class PlayChapterSitemap(TranslatedSitemap):
    """One page per chapter of "How to play"."""

    def items(self) -> list[str]:
        """The chapter keys, in reading order."""
        return list(PlayChapter.objects.values_list("key", flat=True))

    def location(self, item: str) -> str:
        return reverse("rules:play_chapter", args=[item])


class CourseStepSitemap(TranslatedSitemap):
    """One page per step of the beginner's course."""

    def items(self) -> list[str]:
        """The step keys, in course order."""
        return list(CourseStep.objects.values_list("key", flat=True))

    def location(self, item: str) -> str:
        return reverse("quiz:course_step", args=[item])


SITEMAPS = {
    "pages": PageSitemap,
    "yaku": YakuSitemap,
    "play": PlayChapterSitemap,
    "course": CourseStepSitemap,
}
