"""`make run`: migrate, make the demo tenant (printing its key once), and serve with gunicorn.

This process is gunicorn's master and holds a handle on the embedded PostgreSQL (when DATABASE_URL is not
set), so stopping it (Ctrl-C or SIGTERM) stops the workers and then the database it started.
"""

from __future__ import annotations

import errno
import os
import socket
import sys
from pathlib import Path


def _cannot_listen(host: str, port: int) -> str | None:
    """Why gunicorn could not listen on host:port, or None if it can. Checked before anything starts: a busy port
    (another `make run`, a Django dev server on 8000) otherwise surfaced after migrations and the demo key, as
    five of gunicorn's retries and "Can't connect". Like gunicorn, the probe sets SO_REUSEADDR, so a port whose
    last connections are in TIME_WAIT counts as free."""
    try:
        family = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE)[0][0]
    except socket.gaierror as exc:
        return f"HOST {host!r} is not an address to listen on ({exc.strerror})"
    try:
        with socket.create_server((host, port), family=family):
            return None
    except OSError as exc:
        advice = {
            errno.EADDRINUSE: "Stop what is using it, or choose another port: PORT=8001 make run",
            errno.EACCES: "Choose a port this user may open: PORT=8001 make run",
        }.get(exc.errno, "Check HOST and PORT")
        return f"cannot listen on {host}:{port} ({os.strerror(exc.errno) if exc.errno else exc}). {advice}"


def main() -> None:
    from django.core.exceptions import ImproperlyConfigured

    from memoryos.env import env_int, env_str

    host = env_str("HOST", "127.0.0.1")
    try:
        port = env_int("PORT", 8000, minimum=1, maximum=65535)
        problem = _cannot_listen(host, port)
    except ImproperlyConfigured as exc:
        problem = str(exc)
    if problem:
        print(f"MemoryOS cannot start: {problem}", file=sys.stderr, flush=True)
        sys.exit(1)
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

    database = "DATABASE_URL" if settings.DATABASE_URL else f"embedded PostgreSQL in {settings.MEMORYOS_DATA_DIR}"
    lines = [
        "",
        f"MemoryOS on http://{host}:{port}  (API /v1, docs /docs, admin /admin)",
        f"Database: {database}; cache: {'Redis' if settings.REDIS_URL else 'local memory'}; "
        f"embeddings: {settings.EMBEDDING_PROVIDER}",
    ]
    if settings.EMBEDDING_PROVIDER == "hash":
        lines.append(
            "  (hash matches words, not meaning; for semantic search: make install-local, "
            "then EMBEDDING_PROVIDER=local make run)"
        )
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
