"""The reference content: yaku, glossary, limit hands, rulesets (with club house rules) and the
scoring table, stored in translated fields (django-modeltranslation adds the _en/_fr/_es columns).

Facts that the scorer owns (han values, payments, ruleset parameters) are copied here by the
`load_reference` command from `rules.scoring`, never typed by hand, so the pages and the scorer
cannot disagree; the prose comes from the reviewed files in `rules/data/`.
"""

from django.core.exceptions import ValidationError
from django.db import models, transaction
from django.utils.translation import gettext_lazy as _

from rules.phrases import error_sentences, tiles_in_words
from rules.scoring import ResultRules, ScoringError, get_ruleset, result_rules, table_rules


class YakuCategory(models.TextChoices):
    """How the reference groups yaku; the same words as rules/data/yaku.toml."""

    SITUATIONAL = "situational", _("Situational")
    STANDARD = "standard", _("Standard")
    YAKUMAN = "yakuman", _("Yakuman")
    DOUBLE_YAKUMAN = "double_yakuman", _("Double yakuman pattern")
    LOCAL = "local", _("Local yaku")
    SPECIAL = "special", _("Special payment")


class Yaku(models.Model):
    """One yaku of the scorer's vocabulary, explained for learners."""

    key = models.SlugField(_("key"), max_length=40, unique=True)
    position = models.PositiveSmallIntegerField(_("position"), default=0)
    category = models.CharField(_("category"), max_length=20, choices=YakuCategory.choices)
    han_closed = models.PositiveSmallIntegerField(_("han (closed)"), default=0)
    han_open = models.PositiveSmallIntegerField(_("han (open)"), default=0)
    yakuman = models.PositiveSmallIntegerField(_("yakuman units"), default=0)
    romaji = models.CharField(_("romaji"), max_length=80)
    kanji = models.CharField(_("kanji"), max_length=40, blank=True)
    name = models.CharField(_("name"), max_length=120)
    summary = models.CharField(_("summary"), max_length=300)
    description = models.TextField(_("description"))
    related = models.ManyToManyField("self", symmetrical=False, blank=True, verbose_name=_("related yaku"))

    class Meta:
        ordering = ["position"]
        verbose_name = _("yaku")
        verbose_name_plural = _("yaku")

    def __str__(self) -> str:
        return self.name

    @property
    def closed_only(self) -> bool:
        """Whether calling a tile loses this yaku."""
        return self.han_closed > 0 and self.han_open == 0


class YakuExample(models.Model):
    """An example hand, as a scoring-contract request, that the scorer confirms has its yaku."""

    yaku = models.ForeignKey(Yaku, on_delete=models.CASCADE, related_name="examples", verbose_name=_("yaku"))
    position = models.PositiveSmallIntegerField(_("position"), default=0)
    request = models.JSONField(_("request"))
    # Facts the scoring contract cannot express (an eighth dealer win in a row...), for the reader.
    extra = models.JSONField(_("situation beyond the request"), default=dict, blank=True)

    class Meta:
        ordering = ["yaku", "position"]
        constraints = [models.UniqueConstraint(fields=["yaku", "position"], name="one_example_per_position")]
        verbose_name = _("example hand")
        verbose_name_plural = _("example hands")

    def __str__(self) -> str:
        return f"{self.yaku.key} #{self.position}: {self.request.get('hand', '')}"


class GlossaryTerm(models.Model):
    """A word a learner meets on the site, with its Japanese and a short definition."""

    key = models.SlugField(_("key"), max_length=60, unique=True)
    position = models.PositiveSmallIntegerField(_("position"), default=0)
    romaji = models.CharField(_("romaji"), max_length=80, blank=True)
    kanji = models.CharField(_("kanji"), max_length=40, blank=True)
    term = models.CharField(_("term"), max_length=120)
    definition = models.TextField(_("definition"))
    see_also = models.ManyToManyField("self", symmetrical=False, blank=True, verbose_name=_("see also"))

    class Meta:
        ordering = ["position"]
        verbose_name = _("glossary term")
        verbose_name_plural = _("glossary terms")

    def __str__(self) -> str:
        return self.term


class LimitHand(models.Model):
    """A payment limit (mangan to yakuman): its han range and base points."""

    key = models.SlugField(_("key"), max_length=30, unique=True)
    position = models.PositiveSmallIntegerField(_("position"), default=0)
    romaji = models.CharField(_("romaji"), max_length=40)
    kanji = models.CharField(_("kanji"), max_length=20, blank=True)
    name = models.CharField(_("name"), max_length=80)
    description = models.TextField(_("description"))
    han_min = models.PositiveSmallIntegerField(_("minimum han"), null=True, blank=True)
    han_max = models.PositiveSmallIntegerField(_("maximum han"), null=True, blank=True)
    base_points = models.PositiveIntegerField(_("base points"))

    class Meta:
        ordering = ["position"]
        verbose_name = _("limit hand")
        verbose_name_plural = _("limit hands")

    def __str__(self) -> str:
        return self.name


class RulesetParameter(models.Model):
    """A parameter of the scorer's rulesets, with a label and a sentence of help for learners."""

    key = models.SlugField(_("key"), max_length=40, unique=True)
    position = models.PositiveSmallIntegerField(_("position"), default=0)
    label = models.CharField(_("label"), max_length=120)
    help = models.TextField(_("help"))

    class Meta:
        ordering = ["position"]
        verbose_name = _("ruleset parameter")
        verbose_name_plural = _("ruleset parameters")

    def __str__(self) -> str:
        return self.label


class Ruleset(models.Model):
    """A named ruleset of the scorer, or a club's house rules: a base ruleset plus overrides."""

    key = models.SlugField(
        _("key"),
        max_length=40,
        unique=True,
        help_text=_("Used in URLs and the API; letters, digits, hyphens."),
    )
    position = models.PositiveSmallIntegerField(_("position"), default=100)
    base = models.CharField(
        _("base ruleset"), max_length=20, help_text=_("The named ruleset this one starts from.")
    )
    overrides = models.JSONField(
        _("overrides"), default=dict, blank=True, help_text=_("Parameters that differ from the base ruleset.")
    )
    table_rules = models.JSONField(
        _("table rules"),
        default=dict,
        blank=True,
        help_text=_(
            "Start and return points, uma, oka, ties, leftover sticks, bust, chombo, where they differ."
        ),
    )
    builtin = models.BooleanField(_("built in"), default=False, editable=False)
    is_default = models.BooleanField(
        _("site default"),
        default=False,
        help_text=_("The trainer and the calculator start with this ruleset."),
    )
    name = models.CharField(_("name"), max_length=80)
    short = models.CharField(_("one-line summary"), max_length=200)
    description = models.TextField(_("description"))
    source = models.TextField(_("sources"), blank=True)

    class Meta:
        ordering = ["position", "key"]
        verbose_name = _("ruleset")
        verbose_name_plural = _("rulesets")

    def __str__(self) -> str:
        return self.name

    def save(self, *args, **kwargs) -> None:
        """Keep a single site default."""
        with transaction.atomic():
            if self.is_default:
                Ruleset.objects.exclude(pk=self.pk).filter(is_default=True).update(is_default=False)
            super().save(*args, **kwargs)

    def clean(self) -> None:
        """Refuse a base the scorer does not know, and overrides or table rules it would reject."""
        try:
            get_ruleset(self.base, self.overrides)
        except ScoringError as error:
            field = "base" if error.code == "unknown_ruleset" else "overrides"
            raise ValidationError({field: error.message(error_sentences(), tiles_in_words)}) from error
        try:
            table_rules(self.base, self.table_rules)
        except ScoringError as error:
            raise ValidationError(
                {"table_rules": error.message(error_sentences(), tiles_in_words)}
            ) from error

    def result_rules(self) -> ResultRules:
        """What turns four final totals into hanchan scores here; ResultsUnavailable where unconfirmed."""
        return result_rules(self.base, self.table_rules)

    def as_request_fields(self) -> dict[str, object]:
        """The `ruleset` and `rules` fields of a scoring request that score under this ruleset."""
        fields: dict[str, object] = {"ruleset": self.base}
        if self.overrides:
            fields["rules"] = dict(self.overrides)
        return fields


class ScoringTableCell(models.Model):
    """One row of a ruleset's payment table (a han/fu pair, or a limit), generated by the scorer."""

    ruleset = models.ForeignKey(
        Ruleset, on_delete=models.CASCADE, related_name="cells", verbose_name=_("ruleset")
    )
    position = models.PositiveSmallIntegerField(_("position"), default=0)
    fu = models.PositiveSmallIntegerField(_("fu"), null=True, blank=True)
    han = models.PositiveSmallIntegerField(_("han"), null=True, blank=True)
    limit = models.CharField(_("limit"), max_length=20, blank=True)
    kiriage = models.BooleanField(_("rounded up by kiriage"), default=False)
    dealer_ron = models.PositiveIntegerField(_("dealer ron"))
    dealer_tsumo_all = models.PositiveIntegerField(_("dealer tsumo, each"))
    nondealer_ron = models.PositiveIntegerField(_("non-dealer ron"))
    nondealer_tsumo_nondealer = models.PositiveIntegerField(_("non-dealer tsumo, from non-dealers"))
    nondealer_tsumo_dealer = models.PositiveIntegerField(_("non-dealer tsumo, from the dealer"))

    class Meta:
        ordering = ["ruleset", "position"]
        constraints = [models.UniqueConstraint(fields=["ruleset", "position"], name="one_cell_per_position")]
        verbose_name = _("scoring table row")
        verbose_name_plural = _("scoring table rows")

    def __str__(self) -> str:
        return self.limit or f"{self.han} han {self.fu} fu"


class PlayChapter(models.Model):
    """A chapter of "How to play" (rules/data/play.toml): the rules of play, a step of the beginner's path."""

    key = models.SlugField(_("key"), max_length=40, unique=True)
    position = models.PositiveSmallIntegerField(_("position"), default=0)
    title = models.CharField(_("title"), max_length=120)
    summary = models.CharField(_("summary"), max_length=300)
    glossary_terms = models.JSONField(
        _("glossary terms"), default=list, blank=True, help_text=_("Glossary entries that link here.")
    )
    yaku = models.JSONField(_("yaku"), default=list, blank=True, help_text=_("Yaku pages that link here."))

    class Meta:
        ordering = ["position"]
        verbose_name = _("chapter of the rules of play")
        verbose_name_plural = _("chapters of the rules of play")

    def __str__(self) -> str:
        return self.title


class PlaySection(models.Model):
    """One section of a chapter: prose, and what the page draws beside it from the engines (tiles, the
    rules that differ per ruleset, a worked table)."""

    chapter = models.ForeignKey(PlayChapter, on_delete=models.CASCADE, related_name="sections")
    key = models.SlugField(_("key"), max_length=40)
    position = models.PositiveSmallIntegerField(_("position"), default=0)
    heading = models.CharField(_("heading"), max_length=160)
    body = models.TextField(_("body"))
    tiles = models.CharField(
        _("tiles"), max_length=64, blank=True, help_text=_("A row of tiles, in notation.")
    )
    rules = models.JSONField(
        _("rules per ruleset"), default=list, blank=True, help_text=_("Parameter keys shown per ruleset.")
    )
    figure = models.CharField(_("figure"), max_length=40, blank=True)
    examples = models.JSONField(_("worked examples"), default=list, blank=True)

    class Meta:
        ordering = ["chapter", "position"]
        unique_together = [("chapter", "key")]
        verbose_name = _("section of a chapter")
        verbose_name_plural = _("sections of a chapter")

    def __str__(self) -> str:
        return self.heading


class CourseStep(models.Model):
    """A step of the beginner's course (rules/data/course.toml): a short lesson, then a trainer set on
    the topic and at the difficulty that practise it."""

    key = models.SlugField(_("key"), max_length=40, unique=True)
    position = models.PositiveSmallIntegerField(_("position"), default=0)
    title = models.CharField(_("title"), max_length=120)
    summary = models.CharField(_("summary"), max_length=300)
    topic = models.CharField(_("trainer topic"), max_length=16)
    difficulty = models.CharField(_("trainer difficulty"), max_length=16)
    chapters = models.JSONField(
        _("chapters"), default=list, blank=True, help_text=_("Chapters of the rules of play to read next.")
    )
    yaku = models.JSONField(_("yaku"), default=list, blank=True, help_text=_("Yaku pages to read next."))
    pages = models.JSONField(
        _("pages"), default=list, blank=True, help_text=_("Reference pages to read next, by URL name.")
    )

    class Meta:
        ordering = ["position"]
        verbose_name = _("step of the beginner's course")
        verbose_name_plural = _("steps of the beginner's course")

    def __str__(self) -> str:
        return self.title


class CourseScreen(models.Model):
    """One screen of a step's lesson: a heading, a few sentences and the tiles they talk about."""

    step = models.ForeignKey(CourseStep, on_delete=models.CASCADE, related_name="screens")
    key = models.SlugField(_("key"), max_length=40)
    position = models.PositiveSmallIntegerField(_("position"), default=0)
    heading = models.CharField(_("heading"), max_length=160)
    body = models.TextField(_("body"))
    tiles = models.CharField(
        _("tiles"),
        max_length=80,
        blank=True,
        help_text=_("Groups of tiles in notation, separated by spaces, drawn side by side."),
    )

    class Meta:
        ordering = ["step", "position"]
        unique_together = [("step", "key")]
        verbose_name = _("screen of a lesson")
        verbose_name_plural = _("screens of a lesson")

    def __str__(self) -> str:
        return self.heading

    def tile_groups(self) -> list[str]:
        """The groups of tiles drawn under the prose, each a notation string."""
        return self.tiles.split()
