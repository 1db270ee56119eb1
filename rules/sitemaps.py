"""sitemap.xml: every public page in every language, each URL with its language alternates."""

from django.contrib.sitemaps import Sitemap
from django.urls import NoReverseMatch, reverse

from rules.models import Yaku

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
)
# Sections of the other apps, listed once they exist (as the navigation does).
OTHER_PAGES = ("quiz:index", "calculator:index")


class TranslatedSitemap(Sitemap):
    """A page per language, with hreflang alternates and an x-default."""

    i18n = True
    alternates = True
    x_default = True


class PageSitemap(TranslatedSitemap):
    """The reference pages and the other sections' front pages."""

    def items(self) -> list[str]:
        """URL names that exist in this deployment."""
        names = list(PAGES)
        for name in OTHER_PAGES:
            try:
                reverse(name)
            except NoReverseMatch:
                continue
            names.append(name)
        return names

    def location(self, item: str) -> str:
        return reverse(item)


class YakuSitemap(TranslatedSitemap):
    """One detail page per yaku."""

    def items(self) -> list[str]:
        """The yaku keys, in reference order."""
        return list(Yaku.objects.values_list("key", flat=True))

    def location(self, item: str) -> str:
        return reverse("rules:yaku_detail", args=[item])


SITEMAPS = {"pages": PageSitemap, "yaku": YakuSitemap}
