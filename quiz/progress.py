"""A learner's progress: accuracy per topic and difficulty over time, streaks, weakest skills, and the
chart of it drawn as SVG on the server (no script, no external library).

>>> points = {("fu", "expert"): [(date(2026, 1, 1), 0.5), (date(2026, 1, 2), 1.0)]}
>>> "<polyline" in str(chart_svg(points, date(2026, 1, 1), date(2026, 1, 2), "Accuracy"))
True
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from datetime import date, timedelta

from django.utils import timezone
from django.utils.formats import date_format
from django.utils.html import format_html, format_html_join
from django.utils.safestring import SafeString
from django.utils.translation import pgettext

from quiz import phrases
from quiz.generator import DIFFICULTIES
from quiz.learners import Learner
from quiz.models import TOP_BOX, Attempt, SkillBox
from quiz.topics import SKILL_NAMES, TOPICS
from site_project.numbers import format_percent

DAYS = 30
MIN_DAYS = 7
WIDTH, HEIGHT, PAD_LEFT, PAD_BOTTOM, PAD = 640, 260, 44, 28, 12
# The last day's dots stand this far inside the frame, so that a dot (drawn twice as large on a phone,
# trainer.css) is never cut by the chart's right edge nor sits on its end.
DOT_INSET = 18
# Each topic has its colour (`Topic.colour`); the difficulty sets the dash.
DASHES = {"beginner": "", "intermediate": "6 4", "expert": "2 3"}


@dataclass
class Cell:
    """Accuracy of one topic at one difficulty."""

    topic: str
    difficulty: str
    answered: int = 0
    right: int = 0

    @property
    def accuracy(self) -> int:
        return round(100 * self.right / self.answered) if self.answered else 0

    @property
    def label(self) -> str:
        return f"{TOPICS[self.topic].name} · {phrases.DIFFICULTIES[self.difficulty]}"

    @property
    def colour(self) -> str:
        return TOPICS[self.topic].colour

    @property
    def dash(self) -> str:
        return DASHES[self.difficulty]


@dataclass
class Progress:
    """Everything the progress page shows."""

    answered: int = 0
    right: int = 0
    cells: list[Cell] = field(default_factory=list)
    day_streak: int = 0
    answer_streak: int = 0
    best_streak: int = 0
    weakest: list[tuple[str, str, int, int, int, str]] = field(
        default_factory=list
    )  # key, name, box, seen, missed, stage in words
    chart: str = ""  # SVG markup, marked safe by chart_svg
    stages: list[tuple[str, str]] = field(default_factory=list)  # key, "6 new": the skills at each stage
    last_difficulty: str = "intermediate"  # where "practise my weak spots" starts
    last_ruleset: str = ""

    @property
    def accuracy(self) -> int:
        return round(100 * self.right / self.answered) if self.answered else 0


def progress_of(learner: Learner, today: date | None = None) -> Progress:
    """Read the learner's attempts and boxes into the page's figures (two queries)."""
    today = today or timezone.localdate()
    rows = list(
        Attempt.objects.filter(**learner.owner())
        .order_by("created", "id")
        .values_list("topic", "difficulty", "correct", "created", "ruleset")
    )
    result = Progress(answered=len(rows), right=sum(1 for row in rows if row[2]))
    cells: dict[tuple[str, str], Cell] = {}
    daily: dict[tuple[str, str], dict[date, list[int]]] = defaultdict(lambda: defaultdict(lambda: [0, 0]))
    streak = 0
    if rows:
        result.last_difficulty, result.last_ruleset = rows[-1][1], rows[-1][4]
    for topic, difficulty, correct, created, _ruleset in rows:
        cell = cells.setdefault((topic, difficulty), Cell(topic, difficulty))
        cell.answered += 1
        cell.right += correct
        day = timezone.localtime(created).date()
        daily[(topic, difficulty)][day][0] += 1
        daily[(topic, difficulty)][day][1] += correct
        streak = streak + 1 if correct else 0
        result.best_streak = max(result.best_streak, streak)
    result.answer_streak = streak
    order = {(t, d): i for i, (t, d) in enumerate((t, d) for t in TOPICS for d in DIFFICULTIES)}
    result.cells = sorted(cells.values(), key=lambda c: order[(c.topic, c.difficulty)])
    result.day_streak = _day_streak({timezone.localtime(row[3]).date() for row in rows}, today)
    start = today - timedelta(days=DAYS - 1)
    points = {
        key: [(day, right / answered) for day, (answered, right) in sorted(days.items()) if day >= start]
        for key, days in daily.items()
    }
    points = {key: series for key, series in points.items() if series}
    if points:
        # At least a week wide, so the first days of practice do not squeeze into one edge.
        first = min(
            min(day for series in points.values() for day, _ in series), today - timedelta(days=MIN_DAYS - 1)
        )
        result.chart = chart_svg(points, first, today, str(phrases.CHART_TITLE))
    counts = defaultdict(int)
    for box in SkillBox.objects.filter(**learner.owner()).values_list("box", flat=True):
        counts[stage_key(box)] += 1
    result.stages = [(key, phrases.stage_count(key, counts[key])) for key in phrases.STAGES if counts[key]]
    # A mastered skill (top box) is never a weak one, whatever it missed on the way there.
    boxes = SkillBox.objects.filter(missed__gt=0, box__lt=TOP_BOX, **learner.owner()).order_by(
        "box", "-missed", "skill"
    )[:5]
    result.weakest = [
        (b.skill, str(SKILL_NAMES.get(b.skill, b.skill)), b.box, b.seen, b.missed, stage_of(b.box))
        for b in boxes
    ]
    return result


def stage_key(box: int) -> str:
    """A Leitner box as a stage: box 1 is new (or back to the start after a miss), the top box mastered.

    >>> [stage_key(box) for box in (1, 3, 5)]
    ['new', 'learning', 'mastered']
    """
    if box >= TOP_BOX:
        return "mastered"
    return "new" if box <= 1 else "learning"


def stage_of(box: int) -> str:
    """The stage of a box in the page's language."""
    return str(phrases.STAGES[stage_key(box)])


def _day_streak(days: set[date], today: date) -> int:
    """Days in a row with an answer, ending today (or yesterday, so a streak survives until tonight)."""
    day = today if today in days else today - timedelta(days=1)
    count = 0
    while day in days:
        count += 1
        day -= timedelta(days=1)
    return count


def chart_svg(
    points: dict[tuple[str, str], list[tuple[date, float]]], first: date, last: date, title: str
) -> SafeString:
    """A line per topic and difficulty: x is the day, y the share of right answers that day."""
    span = max((last - first).days, 1)
    plot_w, plot_h = WIDTH - PAD_LEFT - PAD - DOT_INSET, HEIGHT - PAD_BOTTOM - PAD

    def x(day: date) -> float:
        return round(PAD_LEFT + plot_w * (day - first).days / span, 1)

    def y(share: float) -> float:
        return round(PAD + plot_h * (1 - share), 1)

    grid = format_html_join(
        "",
        '<line x1="{}" y1="{}" x2="{}" y2="{}" class="chart-grid"/><text x="{}" y="{}" class="chart-axis" '
        'text-anchor="end">{}</text>',
        (
            (PAD_LEFT, y(s / 100), WIDTH - PAD, y(s / 100), PAD_LEFT - 6, y(s / 100) + 4, format_percent(s))
            for s in (0, 50, 100)
        ),
    )
    days = format_html(
        '<text x="{}" y="{}" class="chart-axis">{}</text><text x="{}" y="{}" class="chart-axis" '
        'text-anchor="end">{}</text>',
        PAD_LEFT,
        HEIGHT - 8,
        date_format(first, "SHORT_DATE_FORMAT"),
        WIDTH - PAD,
        HEIGHT - 8,
        date_format(last, "SHORT_DATE_FORMAT"),
    )
    colon = pgettext("between a label and its value", ": ")
    lines = []
    for (topic, difficulty), series in sorted(points.items()):
        coords = " ".join(f"{x(day)},{y(share)}" for day, share in series)
        dots = format_html_join(
            "",
            '<circle class="chart-dot" cx="{}" cy="{}" r="4" fill="{}"><title>{}{}{}</title></circle>',
            (
                (
                    x(day),
                    y(share),
                    TOPICS[topic].colour,
                    date_format(day, "SHORT_DATE_FORMAT"),
                    colon,
                    format_percent(round(100 * share)),
                )
                for day, share in series
            ),
        )
        lines.append(
            format_html(
                '<g data-series="{}-{}"><polyline points="{}" fill="none" stroke="{}" stroke-width="2.5" '
                'stroke-dasharray="{}"/>{}</g>',
                topic,
                difficulty,
                coords,
                TOPICS[topic].colour,
                DASHES[difficulty],
                dots,
            )
        )
    return format_html(
        '<svg class="progress-chart" viewBox="0 0 {} {}" role="img" aria-labelledby="chart-title" '
        'xmlns="http://www.w3.org/2000/svg"><title id="chart-title">{}</title>{}{}{}</svg>',
        WIDTH,
        HEIGHT,
        title,
        grid,
        days,
        format_html_join("", "{}", ((line,) for line in lines)),
    )


def missed_skills(attempts) -> list[tuple[str, str, int]]:
    """The skills a set of attempts missed, most missed first: key, name, times missed."""
    missed: dict[str, int] = defaultdict(int)
    for attempt in attempts:
        for skill, right in attempt.skills.items():
            missed[skill] += not right
    ranked = sorted((key for key, count in missed.items() if count), key=lambda key: (-missed[key], key))
    return [(key, str(SKILL_NAMES.get(key, key)), missed[key]) for key in ranked]
