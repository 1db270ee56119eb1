"""The answer form of a question, whose fields its topic gives, and the form that starts a session."""

from __future__ import annotations

from django import forms
from django.forms.widgets import ChoiceWidget
from django.utils.html import format_html
from django.utils.translation import gettext_lazy as _

from quiz import phrases, rulesets
from quiz.generator import DIFFICULTIES, Question
from quiz.topics import TOPICS, topic_of


class AnswerForm(forms.Form):
    """The fields a question's topic asks for (`Topic.fields`); the signed token rides along as a hidden
    field. With `choices`, numbers are offered as four choices to tap where the topic has them."""

    token = forms.CharField(widget=forms.HiddenInput, max_length=2000)

    def __init__(
        self, question: Question, yaku_names: dict[str, str], *args, choices: bool = False, **kwargs
    ) -> None:
        super().__init__(*args, **kwargs)
        self.question = question
        self.topic = topic_of(question)
        self.choices = choices
        # Whether a number is asked, so the page offers to switch between typing and choosing.
        self.asks_numbers = self.topic.offers_choices(question)
        self.fields.update(self.topic.fields(question, yaku_names, choices))
        # The first typed field takes the focus; a group of choices does not (autofocus would go on each
        # radio, and the first one's focus ring looks as if it were already picked).
        first = next((name for name in self.fields if name != "token"), None)
        if first is not None and not isinstance(self.fields[first].widget, ChoiceWidget):
            self.fields[first].widget.attrs["autofocus"] = True

    def groups(self) -> list[tuple[str, list]]:
        """The visible fields as the page lays them out: fields that share a legend (`Topic.legends`,
        the typed payment) together under it, every other field on its own (legend "")."""
        legends = self.topic.legends(self.question)
        groups: list[tuple[str, list]] = []
        for field in self.visible_fields():
            legend = legends.get(field.name, "")
            if legend and groups and groups[-1][0] == legend:
                groups[-1][1].append(field)
            else:
                groups.append((legend, [field]))
        return groups

    def answers(self) -> dict:
        """The cleaned answers, JSON-ready, keyed as the topic grades them."""
        answers = {name: value for name, value in self.cleaned_data.items() if name != "token"}
        return self.topic.clean_answers(self.question, answers)


class StartForm(forms.Form):
    """A session of ten: topic, difficulty, ruleset and mode."""

    topic = forms.ChoiceField(
        label=_("Topic"),
        choices=[(key, entry.name) for key, entry in TOPICS.items()],
        widget=forms.RadioSelect,
        initial="full",
    )
    difficulty = forms.ChoiceField(
        label=_("Difficulty"),
        choices=[(d, phrases.DIFFICULTIES[d]) for d in DIFFICULTIES],
        widget=forms.RadioSelect,
        initial="beginner",
    )
    ruleset = forms.ChoiceField(label=_("Ruleset"))
    mode = forms.ChoiceField(
        label=_("Mode"), choices=list(phrases.MODES.items()), widget=forms.RadioSelect, initial="normal"
    )
    # Optional so that the one-button forms of the progress and summary pages start a session too.
    style = forms.ChoiceField(
        label=_("Answers"),
        choices=list(phrases.STYLES.items()),
        widget=forms.RadioSelect,
        initial="typed",
        required=False,
    )
    timed = forms.BooleanField(label=_("Time each question"), required=False)

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.fields["ruleset"].choices = rulesets.choices()
        self.fields["ruleset"].initial = rulesets.default_key()
        # Labels built per request, in the visitor's language, each with a line on what it means.
        self.fields["topic"].choices = [
            (key, _described(entry.name, entry.help)) for key, entry in TOPICS.items()
        ]
        self.fields["difficulty"].choices = [
            (d, _described(phrases.DIFFICULTIES[d], phrases.DIFFICULTY_HELP[d])) for d in DIFFICULTIES
        ]

    def clean_style(self) -> str:
        return self.cleaned_data["style"] or "typed"

    def clean(self) -> dict:
        """A topic that has no questions at this difficulty or under these rules is refused."""
        data = super().clean()
        chosen, difficulty = TOPICS.get(data.get("topic", "")), data.get("difficulty")
        house = rulesets.house_rules(data["ruleset"]) if data.get("ruleset") else None
        if chosen and difficulty and house and not chosen.offers(difficulty, house[0]):
            self.add_error(
                "topic",
                _("%(topic)s has no questions at this difficulty under these rules: pick another.")
                % {"topic": chosen.name},
            )
        return data


def _described(name, description) -> str:
    return format_html('{} <small class="hint">{}</small>', name, description)
