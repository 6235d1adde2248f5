"""The in-process scheduler: CELERY_BEAT_SCHEDULE without Redis, Celery beat or a Celery worker.

With Redis, `celery beat` sends the schedule's tasks to the workers. Without it (the embedded default of
`make run`), each gunicorn worker runs this loop in a daemon thread (`INPROCESS_SCHEDULER`, started by
deploy/gunicorn.conf.py): as it starts and then every SCHEDULER_TICK_SECONDS it claims the entries that are
due and runs their tasks in that thread, so the lifecycle jobs, the large tenants' indexes and the sweep of
lost ingestion sessions run as they would on beat (SPEC §2: without Redis, background work runs in-process).

A run is claimed in the database, not in the process: one conditional UPDATE moves the entry's
`last_run_at` forward only if a whole period has passed since it, so however many workers (or servers on
one database) tick, each run happens once. The periods therefore hold across restarts, where beat, which
keeps them in a file of its own, starts counting again.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterable, Mapping
from datetime import UTC, datetime, timedelta

import structlog
from django.conf import settings
from django.db import connections
from django.db.models import DateTimeField, DurationField, ExpressionWrapper, Value
from django.db.models.functions import Now
from django.utils import timezone

from memoryos.models import ScheduledRun

log = structlog.get_logger(__name__)

_LONG_AGO = datetime(2000, 1, 1, tzinfo=UTC)  # longer ago than any entry's period


def period(entry: Mapping) -> timedelta:
    """How often an entry of the schedule runs: its `schedule`, in seconds or as a timedelta."""
    every = entry["schedule"]
    if isinstance(every, timedelta):
        return every
    if isinstance(every, int | float):
        return timedelta(seconds=every)
    # A crontab has no fixed period; nothing in the schedule uses one.
    raise TypeError(f"The in-process scheduler runs entries every N seconds, not {every!r}.")


def run_due(schedule: Mapping[str, Mapping] | None = None) -> list[str]:
    """Claim and run each entry of the schedule whose period has passed since its last run (in any process).
    An entry seen for the first time starts its first period now, as on beat. Returns the names it ran."""
    from memoryos.celery import app

    schedule = settings.CELERY_BEAT_SCHEDULE if schedule is None else schedule
    app.loader.import_default_modules()  # what a worker does at start: register every app's tasks.py
    now = timezone.now()
    ScheduledRun.objects.bulk_create(
        [ScheduledRun(name=name, last_run_at=now) for name in schedule], ignore_conflicts=True
    )
    ran = []
    for name, entry in schedule.items():
        # PostgreSQL's clock, not this process's: the processes that tick may run on different hosts.
        due = ExpressionWrapper(
            Now() - Value(period(entry), output_field=DurationField()), output_field=DateTimeField()
        )
        claimed = ScheduledRun.objects.filter(name=name, last_run_at__lte=due).update(last_run_at=Now())
        if not claimed:  # not due, or another process claimed this run
            continue
        try:
            # Calling a task runs it here, in this thread, as the worker would (no broker involved).
            app.tasks[entry["task"]](*entry.get("args", ()), **entry.get("kwargs", {}))
        except Exception:  # noqa: BLE001 - one failing job must not stop the others or the loop
            log.exception("scheduled_task_failed", entry=name, task=entry["task"])
        else:
            log.info("scheduled_task_ran", entry=name, task=entry["task"])
        ran.append(name)
    return ran


def make_due(names: Iterable[str]) -> int:
    """Let these entries run at the next tick of any worker (an operator's "run now", in the admin)."""
    return ScheduledRun.objects.filter(name__in=list(names)).update(last_run_at=_LONG_AGO)


def overdue(schedule: Mapping[str, Mapping] | None = None) -> list[str]:
    """The entries of the schedule that no process has run for two of their periods, or ever: a sign that no
    web worker runs the scheduler (for `manage.py doctor`)."""
    schedule = settings.CELERY_BEAT_SCHEDULE if schedule is None else schedule
    last = dict(ScheduledRun.objects.filter(name__in=list(schedule)).values_list("name", "last_run_at"))
    now = timezone.now()
    return [name for name, entry in schedule.items() if name not in last or last[name] < now - 2 * period(entry)]


def _tick_forever(seconds: float) -> None:
    # The first tick comes at once: it registers the schedule's entries, so that `manage.py doctor`, run
    # right after `make run` starts, sees a schedule that the web workers run.
    while True:
        try:
            run_due()
        except Exception:  # noqa: BLE001 - e.g. the database restarting: try again at the next tick
            log.exception("scheduler_tick_failed")
        finally:
            connections.close_all()  # this thread's connection must not outlive the tick
        time.sleep(seconds)


_lock = threading.Lock()
_thread: threading.Thread | None = None


def start() -> bool:
    """Start this process's scheduler thread if INPROCESS_SCHEDULER is on (once). Returns whether it runs."""
    global _thread
    if not settings.INPROCESS_SCHEDULER:
        return False
    with _lock:
        if _thread is None:
            _thread = threading.Thread(
                target=_tick_forever, args=(settings.SCHEDULER_TICK_SECONDS,), name="memoryos-scheduler", daemon=True
            )
            _thread.start()
    return True
