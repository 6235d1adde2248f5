"""gunicorn settings for MemoryOS (used by `make run` and the Docker image). Environment overrides:
WEB_CONCURRENCY (worker processes, default: CPU count), GUNICORN_THREADS (threads per worker, default 4),
GUNICORN_TIMEOUT (seconds, default 30)."""

import glob
import multiprocessing
import os
import shutil
import tempfile

wsgi_app = "memoryos.wsgi:application"
bind = f"{os.environ.get('HOST', '0.0.0.0')}:{os.environ.get('PORT', '8000')}"  # noqa: S104 - containers
workers = int(os.environ.get("WEB_CONCURRENCY", multiprocessing.cpu_count()))
worker_class = "gthread"
threads = int(os.environ.get("GUNICORN_THREADS", "4"))
timeout = int(os.environ.get("GUNICORN_TIMEOUT", "30"))
graceful_timeout = 10
keepalive = 5
# gunicorn's longest: a list filtered by up to 50 tags of up to 100 characters (docs/api.md) needs more than
# the default 4094 bytes, and past the limit gunicorn answers 414 itself, in HTML, not our error envelope.
limit_request_line = 8190
max_requests = 20000
max_requests_jitter = 2000
# gunicorn 25+ opens a control socket for `gunicornc` at one fixed path ($XDG_RUNTIME_DIR or ~/.gunicorn), so a
# second server on the same machine (another `make run`, the client tests' server) silently takes the first one's.
# Nothing here uses it; older gunicorns ignore the setting.
control_socket_disable = True
accesslog = None  # the request log comes from our middleware, as JSON with the request id and tenant
errorlog = "-"
loglevel = os.environ.get("LOG_LEVEL", "info").lower()


def on_starting(server):
    # Prometheus multiprocess mode (memoryos/metrics.py): every worker writes its samples into one fresh
    # directory, and /metrics adds them up. Set before any worker imports prometheus_client.
    # A directory it made itself is the server's own, removed again by on_exit.
    directory = os.environ.get("PROMETHEUS_MULTIPROC_DIR")
    if not directory:
        directory = server.memoryos_metrics_dir = tempfile.mkdtemp(prefix="memoryos-metrics-")
    os.makedirs(directory, exist_ok=True)
    for stale in glob.glob(os.path.join(directory, "*.db")):  # the samples of a previous server
        os.remove(stale)
    os.environ["PROMETHEUS_MULTIPROC_DIR"] = directory


def on_exit(server):
    own = getattr(server, "memoryos_metrics_dir", None)
    if own:
        shutil.rmtree(own, ignore_errors=True)


def post_worker_init(worker):
    # Without Redis there is no Celery beat: the worker runs the beat schedule in a thread of its own, and the
    # database gives each run to one worker (memoryos/scheduler.py; INPROCESS_SCHEDULER). A no-op otherwise.
    from memoryos import scheduler

    scheduler.start()


def child_exit(server, worker):
    from prometheus_client import multiprocess

    multiprocess.mark_process_dead(worker.pid)
