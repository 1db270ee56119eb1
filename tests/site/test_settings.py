"""Settings come from the environment; production refuses to start without its secrets."""

import os
import subprocess
import sys
from pathlib import Path

import pytest
from django.core.exceptions import ImproperlyConfigured

from site_project.settings import env_bool, env_int, env_list

ROOT = Path(__file__).resolve().parents[2]

PRODUCTION = {
    "DEBUG": "0",
    "SECRET_KEY": "prod-" + "k3y-for-the-deploy-check-only-" * 3,
    "ALLOWED_HOSTS": "club.example.org",
    "EMAIL_HOST": "smtp.example.org",
}


def run_manage(*args: str, env: dict[str, str]) -> subprocess.CompletedProcess:
    """Run manage.py in a fresh process, so settings are read from the given environment."""
    clean = {
        key: value
        for key, value in os.environ.items()
        if key
        not in {
            "DEBUG",
            "SECRET_KEY",
            "ALLOWED_HOSTS",
            "DJANGO_ALLOW_ASYNC_UNSAFE",
            "EMAIL_HOST",
            "EMAIL_BACKEND",
        }
    }
    return subprocess.run(
        [sys.executable, "manage.py", *args],
        cwd=ROOT,
        env={**clean, **env},
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_env_bool_reads_the_usual_spellings(monkeypatch):
    for raw, expected in [("1", True), ("TRUE", True), ("on", True), ("0", False), ("No", False)]:
        monkeypatch.setenv("FLAG", raw)
        assert env_bool("FLAG", not expected) is expected


def test_env_bool_refuses_nonsense(monkeypatch):
    monkeypatch.setenv("FLAG", "maybe")
    with pytest.raises(ImproperlyConfigured):
        env_bool("FLAG", False)


def test_env_int_and_list(monkeypatch):
    monkeypatch.setenv("NUMBER", "42")
    monkeypatch.setenv("HOSTS", "a.example, b.example,,")
    assert env_int("NUMBER", 0) == 42
    assert env_list("HOSTS", []) == ["a.example", "b.example"]
    assert env_list("UNSET_LIST_FOR_TEST", ["x"]) == ["x"]


def test_it_refuses_to_start_without_a_secret_key_when_debug_is_off():
    result = run_manage("check", env={"DEBUG": "0", "ALLOWED_HOSTS": "club.example.org"})
    assert result.returncode != 0
    assert "SECRET_KEY must be set" in result.stderr


def test_check_deploy_is_clean_with_production_settings():
    result = run_manage("check", "--deploy", "--fail-level", "WARNING", env=PRODUCTION)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "System check identified no issues" in result.stdout


@pytest.mark.parametrize(
    ("email", "error"),
    [
        ({}, "accounts.E002"),
        ({"EMAIL_BACKEND": "django.core.mail.backends.console.EmailBackend"}, "accounts.E001"),
    ],
)
def test_check_deploy_fails_when_reset_mail_would_go_nowhere(email, error):
    production = {key: value for key, value in PRODUCTION.items() if key != "EMAIL_HOST"}
    result = run_manage("check", "--deploy", env={**production, **email})
    assert result.returncode != 0
    assert error in result.stderr


@pytest.mark.parametrize(
    ("change", "error"),
    [
        ({"SECRET_KEY": "dev-only-insecure-key-never-use-in-production-0123456789abcdef"}, "site.E001"),
        ({"ALLOWED_HOSTS": ""}, "site.E002"),
    ],
)
def test_check_deploy_fails_with_the_published_key_or_no_hosts(change, error):
    result = run_manage("check", "--deploy", env={**PRODUCTION, **change})
    assert result.returncode != 0
    assert error in result.stderr


def test_the_cache_can_be_shared_through_the_database():
    result = run_manage(
        "shell",
        "-c",
        "from django.conf import settings; print(settings.CACHES['default']['BACKEND'])",
        env={"CACHE_BACKEND": "database"},
    )
    assert result.stdout.strip().splitlines()[-1] == "site_project.cache_backends.DatabaseCache"


def test_the_cache_can_be_shared_through_redis():
    result = run_manage(
        "shell",
        "-c",
        "from django.conf import settings; c = settings.CACHES['default']; print(c['BACKEND'], c['LOCATION'])",
        env={"CACHE_BACKEND": "redis", "REDIS_URL": "redis://cache.example.org:6379/3"},
    )
    assert result.stdout.strip().splitlines()[-1] == (
        "site_project.cache_backends.RedisCache redis://cache.example.org:6379/3"
    )


def test_redis_without_its_url_refuses_to_start():
    result = run_manage("check", env={"CACHE_BACKEND": "redis", "REDIS_URL": ""})
    assert result.returncode != 0
    assert "REDIS_URL" in result.stderr


def test_an_unknown_cache_backend_is_refused():
    result = run_manage("check", env={"CACHE_BACKEND": "memcache"})
    assert result.returncode != 0
    assert "CACHE_BACKEND must be one of" in result.stderr
