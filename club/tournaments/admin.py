"""The tournaments in the admin: the event and its registration list; slips with their history. The
organiser runs an event on its own pages (club.tournaments.views); the admin is for looking things up."""

from __future__ import annotations

from django.contrib import admin
from simple_history.admin import SimpleHistoryAdmin

from club.tournaments.models import Entry, Slip, SlipLine, Tournament


class EntryInline(admin.TabularInline):
    model = Entry
    extra = 0
    autocomplete_fields = ["player"]


@admin.register(Tournament)
class TournamentAdmin(admin.ModelAdmin):
    list_display = ["name", "starts_on", "ruleset", "rounds"]
    search_fields = ["name"]
    inlines = [EntryInline]


class SlipLineInline(admin.TabularInline):
    model = SlipLine
    extra = 0
    readonly_fields = ["wind", "entry", "points", "penalty", "place", "score"]
    can_delete = False

    def has_add_permission(self, request: object, obj: object = None) -> bool:
        return False


@admin.register(Slip)
class SlipAdmin(SimpleHistoryAdmin):
    list_display = ["tournament", "round", "table", "version", "recorded_at"]
    list_filter = ["tournament"]
    readonly_fields = ["tournament", "round", "table", "key", "leftover_sticks", "version", "recorded_by"]
    inlines = [SlipLineInline]
