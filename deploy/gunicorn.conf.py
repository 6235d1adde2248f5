"""gunicorn settings for MemoryOS (used by `make run` and the Docker image). Environment overrides:
WEB_CONCURRENCY (worker processes, default: CPU count), GUNICORN_THREADS (threads per worker, default 4),
GUNICORN_TIMEOUT (seconds, default 30)."""

import multiprocessing
import os

wsgi_app = "memoryos.wsgi:application"
bind = f"{os.environ.get('HOST', '0.0.0.0')}:{os.environ.get('PORT', '8000')}"  # noqa: S104 - containers
workers = int(os.environ.get("WEB_CONCURRENCY", multiprocessing.cpu_count()))
worker_class = "gthread"
threads = int(os.environ.get("GUNICORN_THREADS", "4"))
timeout = int(os.environ.get("GUNICORN_TIMEOUT", "30"))
graceful_timeout = 10
keepalive = 5
max_requests = 20000
max_requests_jitter = 2000
accesslog = None  # the request log comes from our middleware, as JSON with the request id and tenant
errorlog = "-"
loglevel = os.environ.get("LOG_LEVEL", "info").lower()
