"""Admin: attempts (read-only, they are a record) and the Leitner boxes."""

from django.contrib import admin

from quiz.models import Attempt, SkillBox


@admin.register(Attempt)
class AttemptAdmin(admin.ModelAdmin):
    list_display = (
        "created",
        "user",
        "anonymous_id",
        "topic",
        "difficulty",
        "ruleset",
        "seed",
        "correct",
        "seconds",
    )
    list_filter = ("topic", "difficulty", "ruleset", "correct")
    search_fields = ("user__username", "anonymous_id", "run")
    date_hierarchy = "created"

    def has_change_permission(self, request, obj=None) -> bool:
        return False

    def has_add_permission(self, request) -> bool:
        return False


@admin.register(SkillBox)
class SkillBoxAdmin(admin.ModelAdmin):
    list_display = ("skill", "user", "anonymous_id", "box", "seen", "missed", "updated")
    list_filter = ("box", "skill")
    search_fields = ("user__username", "anonymous_id", "skill")
