"""Counters kept in process memory and written in one statement every few seconds.

Usage metering and access tracking both count on hot read paths; a database write per request would
serialise a busy tenant on a few rows. What is pending is written at the latest one interval after it was
counted (a timer), and when the process exits (a gunicorn worker recycled after `max_requests`, a deploy's
SIGTERM, Ctrl-C); only a crash loses counts, at most one interval of them.
"""

from __future__ import annotations

import atexit
import threading
import time
import weakref
from collections import Counter
from collections.abc import Callable, Hashable, Iterable
from typing import ClassVar

import structlog
from django.db import DatabaseError

log = structlog.get_logger(__name__)


class CounterBuffer:
    _instances: ClassVar[weakref.WeakSet[CounterBuffer]] = weakref.WeakSet()

    def __init__(self, write: Callable[[dict[Hashable, Counter]], None], *, interval_seconds: float):
        self._write = write
        self._interval = interval_seconds
        self._automatic = True
        self._lock = threading.Lock()
        self._pending: dict[Hashable, Counter] = {}
        self._last_flush = time.monotonic()
        self._flushing = threading.Event()
        self._timer: threading.Timer | None = None
        atexit.register(self._flush_logged)
        CounterBuffer._instances.add(self)

    @classmethod
    def write_only_when_flushed(cls) -> None:
        """From now on, the buffers that exist write on `flush()` and at exit only, never from a timer or a thread
        of their own. For the test suite, which flushes them after each test: a write from another thread runs
        on a connection of its own, outside the test's transaction, where the test's tenants do not exist yet,
        so their counts were dropped (`tests/conftest.py`)."""
        for buffer in list(cls._instances):
            with buffer._lock:
                buffer._automatic = False
                if buffer._timer is not None:
                    buffer._timer.cancel()
                    buffer._timer = None

    def add(self, key: Hashable, **counts: int) -> None:
        self.add_many((key,), **counts)

    def add_many(self, keys: Iterable[Hashable], **counts: int) -> None:
        """The same counts for each key, under one acquisition of the lock."""
        counts = {k: v for k, v in counts.items() if v}
        with self._lock:
            for key in keys:
                self._pending.setdefault(key, Counter()).update(counts)
            if not self._automatic:
                return
            due = time.monotonic() - self._last_flush >= self._interval
            if not due:
                self._arm_timer()
        if due and not self._flushing.is_set():
            # Off the request path: a flush of many rows must not show up in one unlucky request's latency.
            self._flushing.set()
            threading.Thread(target=self._flush_in_thread, name="counter-flush", daemon=True).start()

    def _arm_timer(self) -> None:
        """Flush within one interval even if no further count arrives (call with the lock held): the last
        counts of a burst must not wait for the next request, which may never come."""
        if self._timer is None:
            self._timer = threading.Timer(self._interval, self._flush_later)
            self._timer.daemon = True
            self._timer.start()

    def _flush_later(self) -> None:
        with self._lock:
            self._timer = None
            if not self._automatic:
                return
            if self._flushing.is_set():  # a flush is running; counts added after it began need another
                self._arm_timer()
                return
            self._flushing.set()
        self._flush_in_thread()

    def _flush_logged(self) -> None:
        try:
            self.flush()
        except DatabaseError as exc:
            # The counts stay buffered for the next flush; the request that happened to flush is not failed
            # for a side effect (a lock timeout, a deadlock with another process's flush, ...).
            log.warning("counter_flush_failed", error=str(exc), pending=len(self._pending))

    def _flush_in_thread(self) -> None:
        from django.db import connection

        try:
            self.flush()
        except Exception as exc:  # noqa: BLE001 - a background thread has no caller: log, keep the counts
            log.warning("counter_flush_failed", error=str(exc), pending=len(self._pending), exc_info=True)
        finally:
            connection.close()  # this thread's own connection
            self._flushing.clear()

    def flush(self) -> int:
        """Write what is pending; returns the number of keys written. On failure the counts are kept."""
        with self._lock:
            pending, self._pending = self._pending, {}
            self._last_flush = time.monotonic()
        if not pending:
            return 0
        try:
            self._write(pending)
        except Exception:
            with self._lock:
                for key, counter in pending.items():
                    self._pending.setdefault(key, Counter()).update(counter)
            raise
        return len(pending)
