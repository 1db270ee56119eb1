"""The club edits its name, logo, contact, languages and default ruleset in the admin, and every page
shows the change at once, cached pages included."""

import gzip

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile

from club.current import current_club
from club.models import Club
from rules.models import Ruleset
from tests.club.conftest import PNG

pytestmark = pytest.mark.django_db

SETTINGS = {
    "name": "Club Riichi de Lyon",
    "short_name": "CRL",
    "contact_email": "bureau@riichi-lyon.example",
    "contact": "Jeudi soir, 12 rue des Tuiles",
    "languages": ["fr"],
    "standings_public": "on",
}


def text(response) -> str:
    content = response.content
    return (gzip.decompress(content) if response.get("Content-Encoding") == "gzip" else content).decode()


def save_settings(client, **changes):
    wrc = Ruleset.objects.get(key="wrc")
    return client.post("/admin/club/club/add/", {**SETTINGS, "default_ruleset": wrc.pk, **changes})


def test_before_the_club_saves_its_settings_the_environment_names_the_site(client, settings):
    settings.SITE_NAME = "Riichi à la maison"
    assert current_club().name == "Riichi à la maison"
    assert 'class="brand-name">Riichi à la maison<' in client.get("/fr/").content.decode()


def test_the_admin_list_of_clubs_opens_the_single_settings_form(admin_client_logged_in):
    response = admin_client_logged_in.get("/admin/club/club/")
    assert response.status_code == 302
    assert response["Location"] == "/admin/club/club/add/"
    save_settings(admin_client_logged_in)
    response = admin_client_logged_in.get("/admin/club/club/")
    assert response["Location"] == "/admin/club/club/1/change/"
    assert admin_client_logged_in.get("/admin/club/club/add/").status_code == 403


def test_a_saved_name_shows_at_once_on_a_cached_page_and_in_the_admin(
    admin_client_logged_in, client, settings
):
    settings.PAGE_CACHE_SECONDS = 600
    before = text(client.get("/fr/glossary/"))
    assert "Club Riichi de Lyon" not in before
    response = save_settings(admin_client_logged_in)
    assert response.status_code == 302, response.content.decode()[:3000]
    page = text(client.get("/fr/glossary/"))
    assert 'class="brand-name">CRL<' in page
    assert "· Club Riichi de Lyon</title>" in page
    assert "Club Riichi de Lyon" in admin_client_logged_in.get("/admin/").content.decode()


def test_the_default_ruleset_chosen_on_the_club_page_is_the_site_default(admin_client_logged_in):
    save_settings(admin_client_logged_in)
    assert list(Ruleset.objects.filter(is_default=True).values_list("key", flat=True)) == ["wrc"]
    club = Club.objects.get()
    assert club.languages == ["fr"]
    assert club.contact_email == "bureau@riichi-lyon.example"
    form = admin_client_logged_in.get("/admin/club/club/1/change/").content.decode()
    wrc = Ruleset.objects.get(key="wrc")
    assert f'<option value="{wrc.pk}" selected>' in form


def test_a_logo_is_stored_served_with_its_digest_and_shown_in_the_header(admin_client_logged_in, client):
    save_settings(admin_client_logged_in, logo_file=SimpleUploadedFile("logo.png", PNG, "image/png"))
    club = Club.objects.get()
    assert bytes(club.logo) == PNG
    assert club.logo_type == "image/png"
    address = f"/club/logo/{club.logo_digest}"
    assert f'src="{address}"' in client.get("/en/").content.decode()
    served = client.get(address)
    assert served.status_code == 200
    assert served.content == PNG
    assert served["Content-Type"] == "image/png"
    assert "immutable" in served["Cache-Control"]
    assert client.get("/club/logo/0123456789abcdef").status_code == 404


def test_a_file_that_is_not_an_image_is_refused_with_the_form_kept(admin_client_logged_in):
    fake = SimpleUploadedFile("logo.png", b"<svg onload=alert(1)>", "image/png")
    response = save_settings(admin_client_logged_in, logo_file=fake)
    assert response.status_code == 200
    assert "This file is not a PNG, JPEG or WebP image." in response.content.decode()
    assert "Club Riichi de Lyon" in response.content.decode()
    assert not Club.objects.exists()


def test_the_logo_can_be_removed(admin_client_logged_in):
    save_settings(admin_client_logged_in, logo_file=SimpleUploadedFile("logo.png", PNG, "image/png"))
    wrc = Ruleset.objects.get(key="wrc")
    admin_client_logged_in.post(
        "/admin/club/club/1/change/", {**SETTINGS, "default_ruleset": wrc.pk, "remove_logo": "on"}
    )
    assert bytes(Club.objects.get().logo) == b""


def test_the_club_settings_cannot_be_deleted(admin_client_logged_in):
    save_settings(admin_client_logged_in)
    assert admin_client_logged_in.get("/admin/club/club/1/delete/").status_code == 403


def test_the_log_in_page_names_the_club_saved_in_the_admin(admin_client_logged_in, client):
    save_settings(admin_client_logged_in)
    assert "Club Riichi de Lyon" in client.get("/en/accounts/login/").content.decode()
