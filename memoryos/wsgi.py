"""The WSGI application, imported by every gunicorn worker before it takes its first request."""

import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "memoryos.settings")

application = get_wsgi_application()


def _warm_up() -> None:
    """Load now what the first requests would load on their own time: the URLconf (which imports every
    view), the default tokenizer's ranks for /v1/context and the embedder (the `local` model takes
    seconds). Workers are recycled (deploy/gunicorn.conf.py, max_requests), so without this a request
    every few thousand paid for a fresh worker's imports. `cl100k_base` stays lazy: its ranks take tens of
    megabytes per worker, for a tokenizer a request must ask for."""
    import structlog
    from django.urls import get_resolver

    from memories.embeddings import get_embedder
    from search.tokens import DEFAULT_TOKENIZER, count

    get_resolver().url_patterns  # noqa: B018 - the property imports the URLconf
    count("warm-up", DEFAULT_TOKENIZER)
    try:
        get_embedder()
    except Exception as exc:  # noqa: BLE001 - requests report it, or search falls back to text; the worker starts
        structlog.get_logger(__name__).warning("embedder_unavailable_at_start", error=str(exc))


_warm_up()
