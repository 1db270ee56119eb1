"""Settings, read from the environment (twelve-factor) through small typed helpers.

Every variable is documented in the README's configuration table. Development needs none of them:
DEBUG defaults to on with a throwaway secret key and an SQLite file in the project folder. With
DEBUG off the site refuses to start without a real SECRET_KEY, and secure cookie, HSTS and HTTPS
redirect defaults switch on so that `manage.py check --deploy` stays clean.
"""

import os
from datetime import timedelta
from pathlib import Path

import dj_database_url
from csp.constants import NONE, SELF
from django.core.exceptions import ImproperlyConfigured
from pythonjsonlogger.core import RESERVED_ATTRS

from site_project.postgresql.options import connection_options

BASE_DIR = Path(__file__).resolve().parent.parent


def env_str(name: str, default: str = "") -> str:
    """A string variable, `default` when unset or empty."""
    return os.environ.get(name) or default


def env_bool(name: str, default: bool) -> bool:
    """A boolean variable: 1/true/yes/on and 0/false/no/off, any case."""
    value = os.environ.get(name, "").strip().lower()
    if not value:
        return default
    if value in {"1", "true", "yes", "on"}:
        return True
    if value in {"0", "false", "no", "off"}:
        return False
    raise ImproperlyConfigured(f"{name} must be a boolean (1/0, true/false), not {value!r}")


def env_int(name: str, default: int) -> int:
    """An integer variable."""
    value = os.environ.get(name, "").strip()
    if not value:
        return default
    try:
        return int(value)
    except ValueError as error:
        raise ImproperlyConfigured(f"{name} must be an integer, not {value!r}") from error


def env_list(name: str, default: list[str]) -> list[str]:
    """A comma-separated list variable."""
    value = os.environ.get(name, "").strip()
    if not value:
        return default
    return [item.strip() for item in value.split(",") if item.strip()]


DEBUG = env_bool("DEBUG", True)

# Published here: `check --deploy` refuses it with DEBUG off (site_project/checks.py).
DEVELOPMENT_SECRET_KEY = "dev-only-insecure-key-never-use-in-production-0123456789abcdef"
SECRET_KEY = env_str("SECRET_KEY", DEVELOPMENT_SECRET_KEY if DEBUG else "")
if not SECRET_KEY:
    raise ImproperlyConfigured("SECRET_KEY must be set when DEBUG is off (see the README).")

ALLOWED_HOSTS = env_list("ALLOWED_HOSTS", ["localhost", "127.0.0.1", "[::1]"] if DEBUG else [])
CSRF_TRUSTED_ORIGINS = env_list("CSRF_TRUSTED_ORIGINS", [])

# The club's name and default ruleset until the club saves its own on its admin page (club.Club and
# rules.Ruleset.is_default), which are what the pages read.
SITE_NAME = env_str("SITE_NAME", "Riichi Reference")
DEFAULT_RULESET = env_str("DEFAULT_RULESET", "ema")
# The public JSON API: requests per client per window (0 turns the limit off), and the window in seconds.
API_RATE_LIMIT = env_int("API_RATE_LIMIT", 60)
API_RATE_LIMIT_WINDOW = env_int("API_RATE_LIMIT_WINDOW", 60)
# The site's own pages' calls to that API (calculator/site_token.py): their budget per address and
# window, counted apart from the public one, and how long the token the page carries stays good.
SITE_API_RATE_LIMIT = env_int("SITE_API_RATE_LIMIT", 1200)
SITE_TOKEN_MAX_AGE = env_int("SITE_TOKEN_MAX_AGE", 600)

INSTALLED_APPS = [
    "modeltranslation",  # before the admin, so translated fields get their tabs
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "whitenoise.runserver_nostatic",
    "django.contrib.staticfiles",
    "django.contrib.sitemaps",
    "rules",
    "quiz",
    "calculator",
    "accounts",
    "club",
    "simple_history",  # every change to a club's games kept, with who made it and when
]

MIDDLEWARE = [
    "site_project.hosts.AllowedHostMiddleware",  # a foreign Host: a 400 at once, nothing else runs
    "site_project.proxy.ClientAddressMiddleware",
    "site_project.request_log.RequestIdMiddleware",
    "django.middleware.security.SecurityMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    # after whitenoise (static files come compressed), before all that writes the page
    "site_project.middleware.CompressionMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.locale.LocaleMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "simple_history.middleware.HistoryRequestMiddleware",  # names the user behind each recorded change
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
]

ROOT_URLCONF = "site_project.urls"
WSGI_APPLICATION = "site_project.wsgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
                "site_project.context_processors.site",
                "site_project.navigation.navigation",
            ],
            # {% hole %} (site_project.page_skeleton) and {% shared %} (site_project.kept_parts):
            # site_project is not an app, so its tag libraries are named here.
            "libraries": {
                "page_skeleton": "site_project.templatetags.page_skeleton",
                "shared_parts": "site_project.templatetags.shared_parts",
            },
            "builtins": [
                "django.templatetags.l10n",
                "site_project.templatetags.numbers",
                "site_project.templatetags.dates",
            ],
        },
    },
]

DATABASES = {
    "default": dj_database_url.parse(
        env_str("DATABASE_URL", f"sqlite:///{BASE_DIR / 'db.sqlite3'}"),
        conn_max_age=env_int("CONN_MAX_AGE", 60),
        conn_health_checks=True,
    )
}

# --- Database timeouts and concurrency (issues 14 and 22) -----------------------------------------------
# A database that stops answering must not hold a worker: PostgreSQL gets a connection timeout and a
# statement timeout (both overridable in DATABASE_URL: `?connect_timeout=2&options=-c%20statement_timeout%3D15000`),
# and an established connection is bounded too (site_project/postgresql/base.py): TCP keepalives and
# tcp_user_timeout drop a partitioned connection within about DATABASE_TCP_TIMEOUT seconds, and no wait
# for an answer lasts over DATABASE_ANSWER_TIMEOUT.
# SQLite waits for a busy lock that long, takes its write lock at the start of each transaction
# (IMMEDIATE: two writers queue instead of failing) and journals in WAL mode (readers never wait).
DATABASE_CONNECT_TIMEOUT = env_int("DATABASE_CONNECT_TIMEOUT", 2)
DATABASE_STATEMENT_TIMEOUT = env_int("DATABASE_STATEMENT_TIMEOUT", 15)
DATABASE_ANSWER_TIMEOUT = env_int("DATABASE_ANSWER_TIMEOUT", DATABASE_STATEMENT_TIMEOUT + 5)
DATABASE_TCP_TIMEOUT = env_int("DATABASE_TCP_TIMEOUT", 10)
_database_options = DATABASES["default"].setdefault("OPTIONS", {})
if DATABASES["default"]["ENGINE"] == "django.db.backends.postgresql":
    DATABASES["default"]["ENGINE"] = "site_project.postgresql"
    _bounds = connection_options(DATABASE_CONNECT_TIMEOUT, DATABASE_STATEMENT_TIMEOUT, DATABASE_TCP_TIMEOUT)
    DATABASES["default"]["OPTIONS"] = {**_bounds, **_database_options}
elif DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    _database_options.setdefault("timeout", DATABASE_STATEMENT_TIMEOUT)
    _database_options.setdefault("transaction_mode", "IMMEDIATE")
    _database_options.setdefault("init_command", "PRAGMA journal_mode=WAL")
# /healthz gives up on the database after this many seconds and answers 503.
HEALTHZ_TIMEOUT = env_int("HEALTHZ_TIMEOUT", 2)
# The cache holds the API's rate-limit counters and the stored reference pages. "locmem" is per process
# (development, or one process); "redis" (at REDIS_URL) is shared by every process and machine, with
# atomic counters; "database" shares it through the database (`manage.py createcachetable`), with
# counters incremented under a row lock.
CACHE_BACKENDS = {
    "locmem": "django.core.cache.backends.locmem.LocMemCache",
    "database": "site_project.cache_backends.DatabaseCache",  # Django's, with an atomic incr
    "redis": "site_project.cache_backends.RedisCache",  # Django's, behind a circuit breaker
}
CACHE_BACKEND = env_str("CACHE_BACKEND", "locmem")
if CACHE_BACKEND not in CACHE_BACKENDS:
    raise ImproperlyConfigured(
        f"CACHE_BACKEND must be one of {', '.join(CACHE_BACKENDS)}, not {CACHE_BACKEND!r}"
    )
REDIS_URL = env_str("REDIS_URL", "")
REDIS_TIMEOUT_MS = env_int("REDIS_TIMEOUT_MS", 250)
REDIS_RETRY_SECONDS = env_int("REDIS_RETRY_SECONDS", 5)
if CACHE_BACKEND == "redis" and not REDIS_URL:
    raise ImproperlyConfigured("CACHE_BACKEND=redis needs REDIS_URL, e.g. redis://127.0.0.1:6379/0")
CACHES = {
    "default": {"BACKEND": CACHE_BACKENDS[CACHE_BACKEND], "LOCATION": "riichi_cache"}
    if CACHE_BACKEND != "redis"
    # Short socket timeouts (Redis answers in a millisecond), and a breaker: after a failure, Redis is
    # skipped for REDIS_RETRY_SECONDS, so a frozen Redis costs a worker one timeout per that delay.
    else {
        "BACKEND": CACHE_BACKENDS["redis"],
        "LOCATION": REDIS_URL,
        "OPTIONS": {
            "socket_connect_timeout": REDIS_TIMEOUT_MS / 1000,
            "socket_timeout": REDIS_TIMEOUT_MS / 1000,
        },
    }
}
# How long a rendered reference page is kept (0: render every time, the default while DEBUG is on).
PAGE_CACHE_SECONDS = env_int("PAGE_CACHE_SECONDS", 0 if DEBUG else 3600)
# How long the proxy in front (deploy/nginx/proxy.conf) may answer a reference page by itself, without
# asking the app: a content edit shows on every page within this delay (0: the proxy keeps nothing).
PROXY_CACHE_SECONDS = env_int("PROXY_CACHE_SECONDS", 0 if DEBUG else 5)
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {
        "NAME": "django.contrib.auth.password_validation.MinimumLengthValidator",
        "OPTIONS": {"min_length": env_int("PASSWORD_MIN_LENGTH", 12)},
    },
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "accounts.passwords.CommonPasswordVariantValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]

LANGUAGE_CODE = "en"
LANGUAGES = [("en", "English"), ("fr", "Français"), ("es", "Español")]
LOCALE_PATHS = [BASE_DIR / "locale"]
USE_I18N = True
# Numbers a player reads are grouped the way their language groups them (site_project/formats/):
# 12,000 / 12 000 / 12.000. Machine-read numbers in attributes go through `|unlocalize`.
USE_THOUSAND_SEPARATOR = True
FORMAT_MODULE_PATH = ["site_project.formats"]
USE_TZ = True
TIME_ZONE = "UTC"
MODELTRANSLATION_DEFAULT_LANGUAGE = "en"
MODELTRANSLATION_LANGUAGES = ("en", "fr", "es")
# A text missing in one language shows in another: a French club may write its house rules in French only.
MODELTRANSLATION_FALLBACK_LANGUAGES = ("en", "fr", "es")

STATIC_URL = "static/"
STATIC_ROOT = BASE_DIR / "staticfiles"
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {
        "BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"
        if DEBUG
        else "whitenoise.storage.CompressedManifestStaticFilesStorage"
    },
}

# Accounts (the trainer keeps a learner's progress across devices).
LOGIN_URL = "login"
LOGIN_REDIRECT_URL = "quiz:progress"
LOGOUT_REDIRECT_URL = "quiz:index"

# --- Email (issue 14): the console in development, SMTP in production -----------------------------------
# With DEBUG off, `check --deploy` fails unless mail really leaves (accounts/checks.py): SMTP with an
# EMAIL_HOST given, or another real backend named in EMAIL_BACKEND.
EMAIL_BACKEND = env_str(
    "EMAIL_BACKEND",
    "django.core.mail.backends.console.EmailBackend"
    if DEBUG
    else "django.core.mail.backends.smtp.EmailBackend",
)
EMAIL_HOST = env_str("EMAIL_HOST", "")
EMAIL_PORT = env_int("EMAIL_PORT", 587)
EMAIL_HOST_USER = env_str("EMAIL_HOST_USER", "")
EMAIL_HOST_PASSWORD = env_str("EMAIL_HOST_PASSWORD", "")
EMAIL_USE_TLS = env_bool("EMAIL_USE_TLS", True)
EMAIL_USE_SSL = env_bool("EMAIL_USE_SSL", False)
EMAIL_TIMEOUT = env_int("EMAIL_TIMEOUT", 10)  # a mail server that hangs must not hold a worker
DEFAULT_FROM_EMAIL = env_str("DEFAULT_FROM_EMAIL", "webmaster@localhost")

# HTTPS hardening: on by default in production, each switchable for a club behind its own proxy.
SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https") if env_bool("SECURE_PROXY_SSL", True) else None
SECURE_SSL_REDIRECT = env_bool("SECURE_SSL_REDIRECT", not DEBUG)
SECURE_REDIRECT_EXEMPT = [r"^healthz$"]  # load balancers probe over plain HTTP
SECURE_HSTS_SECONDS = env_int("SECURE_HSTS_SECONDS", 0 if DEBUG else 31_536_000)
SECURE_HSTS_INCLUDE_SUBDOMAINS = env_bool("SECURE_HSTS_INCLUDE_SUBDOMAINS", not DEBUG)
SECURE_HSTS_PRELOAD = env_bool("SECURE_HSTS_PRELOAD", not DEBUG)
# Database sessions, read without the ORM (site_project/session_store.py says why).
SESSION_ENGINE = "site_project.session_store"
SESSION_COOKIE_SECURE = env_bool("SESSION_COOKIE_SECURE", not DEBUG)
CSRF_COOKIE_SECURE = env_bool("CSRF_COOKIE_SECURE", not DEBUG)
LANGUAGE_COOKIE_SECURE = SESSION_COOKIE_SECURE
X_FRAME_OPTIONS = "DENY"

# --- Content-Security-Policy and other headers (issue 14) ----------------------------------------------
# Scripts, styles, images and fonts come from this site only; no inline script or style attribute
# anywhere (templates use external files and data-* attributes), and no framing. django-csp sends it.
INSTALLED_APPS += ["csp"]
MIDDLEWARE.insert(
    MIDDLEWARE.index("django.middleware.security.SecurityMiddleware") + 1, "csp.middleware.CSPMiddleware"
)
MIDDLEWARE.insert(
    MIDDLEWARE.index("csp.middleware.CSPMiddleware") + 1, "site_project.headers.PermissionsPolicyMiddleware"
)
CONTENT_SECURITY_POLICY = {
    "DIRECTIVES": {
        "default-src": [SELF],
        "script-src": [SELF],
        "style-src": [SELF],
        "img-src": [SELF, "data:"],
        "font-src": [SELF],
        "connect-src": [SELF],
        "object-src": [NONE],
        "base-uri": [NONE],
        "form-action": [SELF],
        "frame-ancestors": [NONE],
    }
}
# Browser features the site never uses, switched off for it and anything it might embed.
PERMISSIONS_POLICY = (
    "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), "
    "payment=(), usb=(), interest-cohort=(), browsing-topics=()"
)
LANGUAGE_COOKIE_SAMESITE = "Lax"
# Proxies whose X-Real-IP header names the client (site_project/proxy.py): the loopback, where nginx
# runs on the same machine; add the load balancer's addresses when it runs elsewhere.
TRUSTED_PROXIES = env_list("TRUSTED_PROXIES", ["127.0.0.1", "::1"])
LANGUAGE_COOKIE_HTTPONLY = True

# --- Logs: one JSON line per event, with request id, path and status (issue 14) --------------------------
LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "filters": {
        "request_fields": {"()": "site_project.request_log.RequestFields"},
        "expected_api_errors": {"()": "site_project.request_log.ExpectedApiErrors"},
        "database_outages": {"()": "site_project.request_log.DatabaseOutages"},
    },
    "formatters": {
        "json": {
            "()": "pythonjsonlogger.json.JsonFormatter",
            "fmt": "%(asctime)s %(levelname)s %(name)s %(message)s %(request_id)s %(path)s %(status)s",
            "rename_fields": {"asctime": "time", "levelname": "level", "name": "logger"},
            "reserved_attrs": [*RESERVED_ATTRS, "request", "status_code", "server_time", "taskName"],
        }
    },
    "handlers": {
        "console": {
            "class": "logging.StreamHandler",
            "formatter": "json",
            "filters": ["expected_api_errors", "database_outages", "request_fields"],
        }
    },
    "root": {"handlers": ["console"], "level": env_str("LOG_LEVEL", "INFO")},
    # Django's own records go through the one JSON handler only (not also its plain development console).
    "loggers": {
        "django": {"handlers": ["console"], "level": env_str("LOG_LEVEL", "INFO"), "propagate": False}
    },
}

# django-modeltranslation's tabbed admin loads jQuery UI from this path: self-hosted, no CDN.
JQUERY_UI_URL = "rules/vendor/jquery-ui/jquery-ui.min.js"

# --- Accounts: throttled log in, sign-up and password reset (issue 14) ---------------------------------
# django-axes counts failed log-ins (the site's and the admin's) in the database, shared by every
# process: LOGIN_FAILURE_LIMIT failures for one user name from one address lock that name out from that
# address for LOGIN_LOCKOUT_MINUTES, known name or not; the owner elsewhere is not locked out. Past that
# many failures for a name from anywhere, a browser the name never logged in from gets one guess per
# LOGIN_NAME_SLOWDOWN_SECONDS, and past LOGIN_ADDRESS_FAILURE_LIMIT failures from an address (any names)
# that address waits LOGIN_LOCKOUT_MINUTES, in the cache (accounts/login.py). Sign-up and reset requests are counted per address in the
# cache (ACCOUNT_FORMS_PER_HOUR), reset and sign-up mails per address (PASSWORD_RESET_EMAILS_PER_HOUR,
# SIGNUP_EMAILS_PER_HOUR).
INSTALLED_APPS += ["axes"]
MIDDLEWARE += ["axes.middleware.AxesMiddleware"]  # last, as axes requires
AUTHENTICATION_BACKENDS = [
    "axes.backends.AxesStandaloneBackend",
    "django.contrib.auth.backends.ModelBackend",
]
AXES_FAILURE_LIMIT = env_int("LOGIN_FAILURE_LIMIT", 10)
AXES_COOLOFF_TIME = timedelta(minutes=env_int("LOGIN_LOCKOUT_MINUTES", 15))
AXES_LOCKOUT_PARAMETERS = [["username", "ip_address"]]
LOGIN_NAME_SLOWDOWN_SECONDS = env_int("LOGIN_NAME_SLOWDOWN_SECONDS", 60)
LOGIN_ADDRESS_FAILURE_LIMIT = env_int("LOGIN_ADDRESS_FAILURE_LIMIT", 5 * AXES_FAILURE_LIMIT)
AXES_LOCKOUT_CALLABLE = "accounts.lockout.axes_lockout"
AXES_RESET_ON_SUCCESS = False  # a log-in to one's own account must not clear an address's failures
AXES_VERBOSE = False
ACCOUNT_FORMS_PER_HOUR = env_int("ACCOUNT_FORMS_PER_HOUR", 20)
PASSWORD_RESET_EMAILS_PER_HOUR = env_int("PASSWORD_RESET_EMAILS_PER_HOUR", 3)
# Sign-up is confirmed by email (accounts/signup.py): the link, and the pending account holding its
# name, last SIGNUP_LINK_HOURS; at most SIGNUP_EMAILS_PER_HOUR sign-up mails go to one address.
SIGNUP_LINK_HOURS = env_int("SIGNUP_LINK_HOURS", 24)
SIGNUP_EMAILS_PER_HOUR = env_int("SIGNUP_EMAILS_PER_HOUR", 3)
