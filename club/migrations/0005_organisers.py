"""The organiser role: a group whose members record and correct games and keep the players' list."""

from django.db import migrations

ORGANISER_PERMISSIONS = (
    "add_game",
    "change_game",
    "view_game",
    "add_player",
    "change_player",
    "view_player",
    "add_season",
    "change_season",
    "view_season",
)


def create_organisers(apps, schema_editor):
    from django.contrib.auth.management import create_permissions

    club = apps.get_app_config("club")
    club.models_module = True  # a historical app has none, and create_permissions would skip it
    create_permissions(club, apps=apps, verbosity=0)
    club.models_module = None
    group_model = apps.get_model("auth", "Group")
    permission_model = apps.get_model("auth", "Permission")
    group, _created = group_model.objects.get_or_create(name="Organisers")
    group.permissions.add(
        *permission_model.objects.filter(content_type__app_label="club", codename__in=ORGANISER_PERMISSIONS)
    )


def remove_organisers(apps, schema_editor):
    apps.get_model("auth", "Group").objects.filter(name="Organisers").delete()


class Migration(migrations.Migration):
    dependencies = [("club", "0004_players_games_seasons"), ("auth", "0012_alter_user_first_name_max_length")]

    operations = [migrations.RunPython(create_organisers, remove_organisers)]
