"""WSGI entry point for gunicorn: `gunicorn site_project.wsgi`.

Each process checks its cache as it starts, so a missing cache table or an unreachable Redis is in the
log from the first second, not discovered by a visitor.
"""

import os

from django.core.wsgi import get_wsgi_application

from site_project.cache_health import check_cache_at_start

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "site_project.settings")
application = get_wsgi_application()
check_cache_at_start()
