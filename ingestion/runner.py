"""Two ways to run the one code path (services.session_run), chosen by INGESTION_RUNNER:

  celery     the id goes to the broker (Redis); `celery -A memoryos worker` runs ingestion.tasks
  inprocess  a small thread pool inside the web process (the embedded default: no Redis, no worker)

Either way a session is queued only after its row commits, a retry is queued with its backoff delay, and a
periodic sweep (recover(), the `sessions-recover` entry of the beat schedule: on Celery beat, or without
Redis on the in-process scheduler, memoryos/scheduler.py) queues again whatever a crash left behind.
Running a session twice is harmless, so nothing here needs to be exactly-once.
"""

from __future__ import annotations

import threading
from concurrent.futures import ThreadPoolExecutor

import structlog
from django.conf import settings
from django.db import close_old_connections, connections, transaction

log = structlog.get_logger(__name__)

INPROCESS_THREADS = 2


def run(session_id) -> str:
    """One attempt, and the retry it asks for. What both runners execute."""
    from ingestion import services  # services queues through this module: import it late

    outcome = services.session_run(session_id)
    if outcome.retry_in is not None:
        enqueue(session_id, delay=outcome.retry_in)
    return outcome.status


def enqueue(session_id, *, delay: float = 0.0) -> None:
    if settings.INGESTION_RUNNER == "celery":
        from ingestion.tasks import process_session

        process_session.apply_async(args=[str(session_id)], countdown=delay or None)
    else:
        _pool().submit(str(session_id), delay)


def enqueue_on_commit(session_id) -> None:
    # robust: a broker outage must not fail a request whose session already committed; the sweep requeues it.
    transaction.on_commit(lambda: enqueue(session_id), robust=True)


def recover() -> int:
    """Queue again every session whose next step was lost. Returns how many."""
    from ingestion import services  # see run()

    ids = services.sessions_recover()
    for session_id in ids:
        enqueue(session_id)
    if ids:
        log.info("sessions_recovered", count=len(ids))
    return len(ids)


class _InProcessPool:
    def __init__(self) -> None:
        self._executor = ThreadPoolExecutor(max_workers=INPROCESS_THREADS, thread_name_prefix="memoryos-ingest")

    def submit(self, session_id: str, delay: float) -> None:
        if delay > 0:
            timer = threading.Timer(delay, self._executor.submit, args=(self._job, run, session_id))
            timer.daemon = True
            timer.start()
        else:
            self._executor.submit(self._job, run, session_id)

    @staticmethod
    def _job(function, *args) -> None:
        close_old_connections()
        try:
            function(*args)
        except Exception:  # noqa: BLE001 - a background thread has nobody to raise to
            log.exception("inprocess_job_failed")
        finally:
            connections.close_all()  # this thread's connection must not outlive the job

    def stop(self) -> None:
        self._executor.shutdown(wait=True, cancel_futures=True)


_lock = threading.Lock()
_instance: _InProcessPool | None = None


def _pool() -> _InProcessPool:
    global _instance
    with _lock:
        if _instance is None:
            _instance = _InProcessPool()
        return _instance


def shutdown() -> None:
    """Stop this process's in-process pool, if it started one: its queued and running jobs. For a process that
    stops using the database before it exits (the test run, whose test database goes away): a job after that
    would fail. A later enqueue starts a new pool."""
    global _instance
    with _lock:
        pool, _instance = _instance, None
    if pool is not None:
        pool.stop()
