"""WSGI entry point for gunicorn: `gunicorn site_project.wsgi`.

The cache is checked as the app starts, so a missing cache table or an unreachable Redis is in the log
from the first second, not discovered by a visitor. gunicorn imports the app once and forks its workers
from it (`preload_app`): the database connection that check may open is closed before the fork, so no two
workers ever share one socket (each opens its own on its first query; redis-py does the same by itself).
"""

import os

from django.core.wsgi import get_wsgi_application
from django.db import connections

from site_project.cache_health import check_cache_at_start

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "site_project.settings")
application = get_wsgi_application()
check_cache_at_start()
connections.close_all()
