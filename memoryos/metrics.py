"""Prometheus metrics (`GET /metrics`, docs/operations.md), with the official prometheus-client.

Requests and their latency are counted in the process that answers them. Under gunicorn, several
processes answer, so `deploy/gunicorn.conf.py` points PROMETHEUS_MULTIPROC_DIR at a fresh directory before
any worker starts: each process writes its samples there, `/metrics` adds them up across processes, and a
worker's files are marked dead when it exits. What lives in the database (the
ingestion queue, lifecycle runs) is read when Prometheus scrapes, so it is the same from every process and
covers work done by Celery workers too.

Labels carry the URL pattern (`v1/memories/<uuid:memory_id>`), never a memory id, tenant or user: the
number of series stays fixed and the output says nothing about any tenant.
"""

from __future__ import annotations

import os

from prometheus_client import CollectorRegistry, Counter, Histogram, generate_latest, multiprocess
from prometheus_client.core import CounterMetricFamily, GaugeMetricFamily

MULTIPROCESS = bool(os.environ.get("PROMETHEUS_MULTIPROC_DIR"))
# This process's samples and the database's (in multiprocess mode the samples go to files, and /metrics
# reads them with the database's into a registry of its own).
_PROCESS = CollectorRegistry()

REQUESTS = Counter("memoryos_requests", "HTTP requests answered", ["method", "route", "status"], registry=_PROCESS)
LATENCY = Histogram(
    "memoryos_request_duration_seconds",
    "Time to answer an HTTP request, in the server",
    ["method", "route"],
    buckets=(0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0),
    registry=_PROCESS,
)


def observe_request(request, status: int, seconds: float) -> None:
    match = getattr(request, "resolver_match", None)
    route = match.route if match is not None else "unmatched"
    REQUESTS.labels(request.method, route, str(status)).inc()
    LATENCY.labels(request.method, route).observe(seconds)


class DatabaseCollector:
    """Read at scrape time: sessions waiting or failed, and lifecycle runs."""

    def collect(self):
        from ingestion.selectors import session_counts_all_tenants
        from memories.selectors import lifecycle_summary

        sessions = GaugeMetricFamily(
            "memoryos_sessions", "Ingestion sessions by status (not the completed ones)", labels=["status"]
        )
        counts = session_counts_all_tenants()
        for status, count in counts.items():
            sessions.add_metric([status], count)
        yield sessions
        yield GaugeMetricFamily(
            "memoryos_queue_depth",
            "Sessions accepted or failed and waiting for a worker",
            value=counts["accepted"] + counts["failed"],
        )

        runs = CounterMetricFamily(
            "memoryos_lifecycle_runs", "Lifecycle job runs by outcome", labels=["job", "outcome"]
        )
        last = GaugeMetricFamily(
            "memoryos_lifecycle_last_finished_timestamp_seconds", "When the job last finished", labels=["job"]
        )
        changed = GaugeMetricFamily(
            "memoryos_lifecycle_last_changed", "Memories the job's last finished run changed", labels=["job"]
        )
        for summary in lifecycle_summary():
            runs.add_metric([summary.job, "finished"], summary.finished)
            runs.add_metric([summary.job, "unfinished"], summary.runs - summary.finished)
            if summary.last_finished_at is not None:
                last.add_metric([summary.job], summary.last_finished_at.timestamp())
                changed.add_metric([summary.job], summary.last_changed or 0)
        yield from (runs, last, changed)


_PROCESS.register(DatabaseCollector())


def exposition() -> bytes:
    """The text Prometheus scrapes: this process's (or every process's) samples and the database's."""
    if not MULTIPROCESS:
        return generate_latest(_PROCESS)
    registry = CollectorRegistry()
    multiprocess.MultiProcessCollector(registry)
    registry.register(DatabaseCollector())
    return generate_latest(registry)
