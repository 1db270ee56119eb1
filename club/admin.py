"""The club's page in the admin: one form for the club's settings, its logo and its default ruleset.

The club is a single row: the admin's list goes straight to its form, and it can be neither added twice
nor deleted.
"""

from __future__ import annotations

from django import forms
from django.conf import settings
from django.contrib import admin
from django.core.exceptions import ValidationError
from django.http import HttpRequest, HttpResponseRedirect
from django.urls import reverse
from django.utils.functional import lazy
from django.utils.translation import gettext_lazy as _

from club.current import club_name, current_club
from club.models import CLUB_ID, Club, Player, Season
from rules.admin import RulesetAdmin
from rules.house_rules import fieldsets, house_rules_form
from rules.models import Ruleset

LOGO_MAX_BYTES = 200_000
# The first bytes of each image type a logo may be: what the file is, whatever its name says.
LOGO_SIGNATURES = {b"\x89PNG\r\n\x1a\n": "image/png", b"\xff\xd8\xff": "image/jpeg"}


def logo_type(content: bytes) -> str | None:
    """The image type of a logo's bytes, or None for anything but PNG, JPEG or WebP."""
    if content[:4] == b"RIFF" and content[8:12] == b"WEBP":
        return "image/webp"
    return next((kind for magic, kind in LOGO_SIGNATURES.items() if content.startswith(magic)), None)


class ClubForm(forms.ModelForm):
    """The club's settings, with the logo as an upload and the default ruleset as a list."""

    languages = forms.MultipleChoiceField(
        label=_("Languages the club writes in"),
        choices=settings.LANGUAGES,
        widget=forms.CheckboxSelectMultiple,
        help_text=Club._meta.get_field("languages").help_text,
    )
    default_ruleset = forms.ModelChoiceField(
        label=_("Default ruleset"),
        queryset=Ruleset.objects.all(),
        help_text=_("The trainer, the calculator, the results page and new games start with it."),
    )
    logo_file = forms.FileField(
        label=_("Logo"),
        required=False,
        help_text=_("A PNG, JPEG or WebP image of at most 200 kB, shown beside the name in the header."),
    )
    remove_logo = forms.BooleanField(label=_("Remove the logo"), required=False)

    class Meta:
        model = Club
        fields = ("name", "short_name", "contact_email", "contact", "languages", "standings_public")

    def __init__(self, *args: object, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)
        self.fields["default_ruleset"].initial = Ruleset.objects.filter(is_default=True).first()

    def clean_logo_file(self) -> bytes | None:
        """The uploaded logo's bytes, refused when too large or not an image the header can show."""
        upload = self.cleaned_data.get("logo_file")
        if not upload:
            return None
        if upload.size > LOGO_MAX_BYTES:
            raise ValidationError(
                _("This file is %(size)s kB; a logo may be at most 200 kB."),
                params={"size": upload.size // 1000},
                code="too_large",
            )
        content = upload.read()
        if logo_type(content) is None:
            raise ValidationError(_("This file is not a PNG, JPEG or WebP image."), code="not_an_image")
        return content

    def save(self, commit: bool = True) -> Club:
        """Store the logo and mark the chosen ruleset as the site default."""
        club = super().save(commit=False)
        content = self.cleaned_data.get("logo_file")
        if content:
            club.logo, club.logo_type = content, logo_type(content)
        elif self.cleaned_data.get("remove_logo"):
            club.logo, club.logo_type = b"", ""
        chosen = self.cleaned_data["default_ruleset"]
        if not chosen.is_default:
            chosen.is_default = True
            chosen.save()
        if commit:
            club.save()
        return club


@admin.register(Club)
class ClubAdmin(admin.ModelAdmin):
    """The club's single settings page."""

    form = ClubForm
    fieldsets = (
        (None, {"fields": ("name", "short_name", "logo_file", "remove_logo")}),
        (_("Contact"), {"fields": ("contact_email", "contact")}),
        (_("Rules and languages"), {"fields": ("default_ruleset", "languages", "standings_public")}),
    )

    def changelist_view(
        self, request: HttpRequest, extra_context: dict | None = None
    ) -> HttpResponseRedirect:
        """There is one club: its list is its form."""
        club = current_club()
        if club._state.adding:
            return HttpResponseRedirect(reverse("admin:club_club_add"))
        return HttpResponseRedirect(reverse("admin:club_club_change", args=[club.pk]))

    def get_changeform_initial_data(self, request: HttpRequest) -> dict:
        """A first save starts from the environment's name."""
        return {"name": current_club().name, "languages": [settings.LANGUAGE_CODE]}

    def has_add_permission(self, request: HttpRequest) -> bool:
        """Only while the club has not saved its settings yet."""
        return super().has_add_permission(request) and not Club.objects.filter(pk=CLUB_ID).exists()

    def has_delete_permission(self, request: HttpRequest, obj: Club | None = None) -> bool:
        """The settings can be changed, never removed."""
        return False


class HouseRulesAdmin(RulesetAdmin):
    """The rulesets with the club's house-rules form: one control per rule, names in the club's languages."""

    def get_form(self, request: HttpRequest, obj: Ruleset | None = None, change: bool = False, **kwargs):
        """The named rulesets keep their read-only form; house rules get the club's form."""
        if obj is not None and obj.builtin:
            return super().get_form(request, obj, change=change, **kwargs)
        kwargs["form"] = house_rules_form(current_club().languages)
        return super().get_form(request, obj, change=change, **kwargs)

    def get_fieldsets(self, request: HttpRequest, obj: Ruleset | None = None):
        """House rules grouped: names, scoring, table rules."""
        if obj is not None and obj.builtin:
            return super().get_fieldsets(request, obj)
        return self._patch_fieldsets(fieldsets(house_rules_form(current_club().languages)))


admin.site.unregister(Ruleset)
admin.site.register(Ruleset, HouseRulesAdmin)
admin.site.site_header = lazy(club_name, str)()
admin.site.site_title = lazy(club_name, str)()


@admin.register(Player)
class PlayerAdmin(admin.ModelAdmin):
    """The club's list of players: members with an account, guests without."""

    list_display = ("name", "account", "ema_number")
    search_fields = ("name", "ema_number")
    autocomplete_fields = ("account",)


@admin.register(Season)
class SeasonAdmin(admin.ModelAdmin):
    """Seasons: a period, a ruleset, the games a player needs to be ranked."""

    list_display = ("name", "starts_on", "ends_on", "ruleset", "minimum_games")


# The tournaments' admin lives beside them; Django only looks for an app's admin here.
import club.tournaments.admin  # noqa: E402, F401
