"""Result cache for search and context: 60 s, keyed by SHA-256 of tenant, generation and parameters.

The generation (memories/cache.py) changes on every write that could change a result, so a write is
visible to the very next request without deleting anything. Results filtered by `user_id` are keyed by
that user's generation (a context also by the generation of the memories without a user, whose pinned
ones it includes); others by the tenant's. A cache outage degrades to no caching, not to errors.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from typing import Any

import structlog
from django.core.cache import cache
from django.core.serializers.json import DjangoJSONEncoder

from memories.cache import epoch_key, generations, shared_key, tenant_key, user_key

log = structlog.get_logger(__name__)

RESULT_TTL_SECONDS = 60
# Kinds of result that hold the tenant-wide pinned memories (no user) even when filtered by a user.
WITH_TENANT_WIDE_PINS = frozenset({"context", "pinned"})


def _generation_keys(kind: str, tenant_id, user_id: str | None) -> list[str]:
    keys = [epoch_key(tenant_id), user_key(tenant_id, user_id) if user_id else tenant_key(tenant_id)]
    if kind in WITH_TENANT_WIDE_PINS and user_id:
        keys.append(shared_key(tenant_id))
    return keys


def generations_for(tenant_id, lookups: list[tuple[str, str | None]]) -> dict[str, int]:
    """The generations that the results of these (kind, user_id) are keyed by, read together, for a request
    that looks up several (a context: its own result, then the pinned memories'). Pass them to `cached` as
    `known`: without Redis, each read is a round trip to PostgreSQL. Empty if the store is down."""
    keys = list(dict.fromkeys(key for kind, user_id in lookups for key in _generation_keys(kind, tenant_id, user_id)))
    try:
        return generations(tenant_id, keys)
    except Exception as exc:  # noqa: BLE001 - each lookup then reads (or fails over) on its own
        log.warning("result_cache_unavailable", error=str(exc))
        return {}


def result_key(
    kind: str, tenant_id, user_id: str | None, params: dict[str, Any], known: dict[str, int] | None = None
) -> str | None:
    keys = _generation_keys(kind, tenant_id, user_id)
    found = known if known and all(key in known for key in keys) else generations(tenant_id, keys)
    payload = json.dumps(
        {"kind": kind, "tenant": str(tenant_id), "generation": [found[k] for k in keys], "params": params},
        sort_keys=True,
        cls=DjangoJSONEncoder,
    )
    return f"{kind}:{hashlib.sha256(payload.encode()).hexdigest()}"


def cached(
    kind: str,
    tenant_id,
    user_id: str | None,
    params: dict[str, Any],
    compute: Callable[[], Any],
    known: dict[str, int] | None = None,
) -> Any:
    """Return the cached value for these parameters, or compute, store and return it. `known`: generations
    already read (`generations_for`)."""
    try:
        key = result_key(kind, tenant_id, user_id, params, known)
        hit = cache.get(key)
    except Exception as exc:  # noqa: BLE001 - serve without the cache rather than fail
        log.warning("result_cache_unavailable", error=str(exc))
        return compute()
    if hit is not None:
        return hit
    value = compute()
    try:
        cache.set(key, value, RESULT_TTL_SECONDS)
    except Exception as exc:  # noqa: BLE001
        log.warning("result_cache_unavailable", error=str(exc))
    return value
