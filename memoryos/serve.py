"""`make run`: migrate, make the demo tenant (printing its key once), and serve with gunicorn.

This process is gunicorn's master and holds a handle on the embedded PostgreSQL (when DATABASE_URL is not
set), so stopping it (Ctrl-C or SIGTERM) stops the workers and then the database it started.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path


def main() -> None:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "memoryos.settings")
    import django

    django.setup()
    from django.conf import settings
    from django.core.management import call_command
    from django.db import connections

    from memoryos import checks
    from tenants.services import tenant_bootstrap_demo

    call_command("migrate", interactive=False, verbosity=0)
    vectors = checks.vectors()
    if not vectors.ok:  # every create and search would fail with a 500: say why, and do not serve
        print(f"MemoryOS cannot start. {vectors.detail}", file=sys.stderr, flush=True)
        sys.exit(1)
    tenant, secret = tenant_bootstrap_demo()
    connections.close_all()  # the workers are forked: they must not share this process's connections

    host = os.environ.get("HOST", "127.0.0.1")
    port = os.environ.get("PORT", "8000")
    database = "DATABASE_URL" if settings.DATABASE_URL else f"embedded PostgreSQL in {settings.MEMORYOS_DATA_DIR}"
    lines = [
        "",
        f"MemoryOS on http://{host}:{port}  (API /v1, docs /docs, admin /admin)",
        f"Database: {database}; cache: {'Redis' if settings.REDIS_URL else 'local memory'}; "
        f"embeddings: {settings.EMBEDDING_PROVIDER}",
    ]
    if secret:
        lines += [f"Demo tenant '{tenant.slug}' created. Its API key, shown only this once:", f"  {secret}"]
    else:
        lines += [
            f"Demo tenant '{tenant.slug}' exists; its key was printed when it was created.",
            f"  A new key: .venv/bin/python manage.py create_api_key {tenant.slug}",
        ]
    print("\n".join(lines) + "\n", flush=True)

    from gunicorn.app.wsgiapp import WSGIApplication

    config = Path(settings.BASE_DIR) / "deploy" / "gunicorn.conf.py"
    sys.argv = ["gunicorn", "--config", str(config), "--bind", f"{host}:{port}", "memoryos.wsgi:application"]
    WSGIApplication("%(prog)s [OPTIONS] [APP_MODULE]").run()


if __name__ == "__main__":
    main()
