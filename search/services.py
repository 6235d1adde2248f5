"""Writes of the search app: access tracking (every returned memory counts as accessed)."""

from __future__ import annotations

from collections.abc import Iterable

from memoryos.buffers import CounterBuffer
from search.sql import access_increment

ACCESS_FLUSH_SECONDS = 2.0


def _write_accesses(pending: dict) -> None:
    access_increment([(tenant_id, memory_id, counts["n"]) for (tenant_id, memory_id), counts in pending.items()])


_accesses = CounterBuffer(_write_accesses, interval_seconds=ACCESS_FLUSH_SECONDS)


def access_record(*, tenant_id, memory_ids: Iterable) -> None:
    """Count one access for each memory. Written in bulk (one UPDATE for every memory of every search of
    the last ACCESS_FLUSH_SECONDS in this process), never one UPDATE per row per request."""
    tenant = str(tenant_id)
    _accesses.add_many([(tenant, str(memory_id)) for memory_id in memory_ids], n=1)


def access_flush() -> int:
    return _accesses.flush()
