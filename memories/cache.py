"""Generation counters: every write that could change a search or context result bumps them.

Cached results are keyed by the generation they were computed at (search/cache.py), so a bump makes
them unreachable at once, in every process, with no scan or delete. A tenant-wide generation covers
results that are not filtered by user; a per-user generation covers results filtered by `user_id`, so
a write for one user leaves other users' cached results alone. A context filtered by user also holds the
tenant-wide pinned memories (no user), so a write of a memory without a user bumps a third generation,
the tenant's shared one, which such contexts are keyed by too. A tenant's epoch is part of every key of
that tenant: the lifecycle jobs, which change many users' memories at once, bump it alone.

The counters must be the same in every process. With Redis they live there, beside the results. Without
Redis (`make run`'s embedded default) the results live in each process's own memory, and the counters in
PostgreSQL (`CacheGeneration`): a write served by one gunicorn worker then makes the results that another
worker holds unreachable too, instead of leaving them to be served for up to a minute.
"""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import Iterable

import structlog
from django.conf import settings
from django.core.cache import cache
from django.db import transaction

from memories import sql
from memories.models import CacheGeneration

log = structlog.get_logger(__name__)


def tenant_key(tenant_id) -> str:
    return f"gen:t:{tenant_id}"


def user_key(tenant_id, user_id: str) -> str:
    return f"gen:u:{tenant_id}:{hashlib.sha256(user_id.encode()).hexdigest()[:32]}"


def epoch_key(tenant_id) -> str:
    return f"gen:e:{tenant_id}"


def shared_key(tenant_id) -> str:
    """The generation of the tenant's memories that belong to no user."""
    return f"gen:s:{tenant_id}"


def _fresh() -> int:
    # A random start, not 0: a counter evicted from the cache and recreated must not meet old entries.
    return secrets.randbits(62)


def generations(tenant_id, keys: list[str]) -> dict[str, int]:
    """The current value of each of these counters of one tenant, starting those that do not exist yet."""
    if settings.SHARED_COUNTERS_IN_DATABASE:
        return _database_generations(tenant_id, keys)
    found = cache.get_many(keys)
    for key in keys:
        if key not in found:
            value = _fresh()
            cache.add(key, value, timeout=None)
            found[key] = cache.get(key, value)
    return found


def _database_generations(tenant_id, keys: list[str]) -> dict[str, int]:
    found = sql.cache_generations(tenant_id, keys)
    missing = [key for key in keys if key not in found]
    if missing:
        # Another process may start the same counter at the same moment: the first value stays.
        CacheGeneration.objects.bulk_create(
            [CacheGeneration(key=key, tenant_id=tenant_id, value=_fresh()) for key in missing], ignore_conflicts=True
        )
        found.update(sql.cache_generations(tenant_id, missing))
    return found


def bump_now(tenant_id, user_ids: Iterable[str | None] = ()) -> None:
    """Bump the tenant's generation and these users'; None among them (a memory without a user) bumps the
    shared one."""
    users = set(user_ids)
    keys = [tenant_key(tenant_id)] + sorted(user_key(tenant_id, u) for u in users if u)
    if None in users:
        keys.append(shared_key(tenant_id))
    _bump(keys, tenant_id)


def _bump(keys: list[str], tenant_id) -> None:
    try:
        if settings.SHARED_COUNTERS_IN_DATABASE:
            _database_bump(keys, tenant_id)
            return
        for key in keys:
            cache.add(key, _fresh(), timeout=None)
            cache.incr(key)
    except Exception as exc:  # noqa: BLE001 - a cache outage must not fail the write that already committed
        log.warning("cache_invalidation_failed", error=str(exc), tenant_id=str(tenant_id))


def _database_bump(keys: list[str], tenant_id) -> None:
    """A new random value for each counter, in one upsert. Two bumps at once each leave a value that differs
    from the one before them, which is all a bump needs (an increment would need a read first). The keys
    come in a fixed order (the tenant's first), so two bumps lock the rows they share in the same order."""
    CacheGeneration.objects.bulk_create(
        [CacheGeneration(key=key, tenant_id=tenant_id, value=_fresh()) for key in keys],
        update_conflicts=True,
        unique_fields=["key"],
        update_fields=["value"],
    )


def invalidate_tenant(tenant_id) -> None:
    """Make every cached result of the tenant unreachable once the current transaction commits."""
    transaction.on_commit(lambda: _bump([epoch_key(tenant_id)], tenant_id))


def invalidate(tenant_id, user_ids: Iterable[str | None] = ()) -> None:
    """Bump the tenant's (and these users') generations once the current transaction commits."""
    users = list(user_ids)
    transaction.on_commit(lambda: bump_now(tenant_id, users))
