"""Raw SQL of the tenants app (reviewed like code: every statement takes the tenant explicitly, or the API key
or client address that a rate-limit bucket counts)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import date, datetime

from django.db import connection

from memoryos.db import fetch_prepared
from memoryos.rows import RowLoader
from tenants.models import ApiKey, IdempotencyKey, Plan, RateLimitCounter, Tenant, Usage


def usage_upsert(rows: Sequence[tuple[str, date, Sequence[int]]], fields: Sequence[str]) -> None:
    """Add counts to each (tenant, day) usage row, creating it if needed, in one statement.

    Counts for a tenant deleted since they were buffered are dropped (the join), not an error. A tenant deleted
    after the join saw it fails the caller's commit instead (the deferred key check); `_write_usage` tries again.
    """
    table = Usage._meta.db_table
    tenants = Tenant._meta.db_table
    columns = ", ".join(fields)
    increments = ", ".join(f"{f} = {table}.{f} + EXCLUDED.{f}" for f in fields)
    placeholders = ", ".join(["%s::uuid", "%s::date", *(["%s::bigint"] * len(fields))])
    values_sql = ", ".join(f"({placeholders})" for _ in rows)
    value_columns = ", ".join(f"v.{f}" for f in fields)
    params: list = []
    for tenant_id, day, counts in rows:
        params.extend([tenant_id, day, *counts])
    with connection.cursor() as cursor:
        cursor.execute(
            f"INSERT INTO {table} (tenant_id, date, {columns}) "  # noqa: S608 - identifiers are ours, values bound
            f"SELECT v.tenant_id, v.date, {value_columns} FROM (VALUES {values_sql}) AS v(tenant_id, date, {columns}) "
            f"JOIN {tenants} t ON t.id = v.tenant_id "
            f"ON CONFLICT (tenant_id, date) DO UPDATE SET {increments}",
            params,
        )


# The tiers the tenant row counts (its `memories_<tier>` columns; tenants does not import memories' Tier).
_TIERS = tuple(f.name.removeprefix("memories_") for f in Tenant._meta.concrete_fields if f.name.startswith("memories_"))
_RESERVE = (
    f"UPDATE {Tenant._meta.db_table} SET memory_count = memory_count + %s::bigint, "  # noqa: S608
    + ", ".join(f"memories_{tier} = memories_{tier} + %s::bigint" for tier in _TIERS)
    + " WHERE id = %s::uuid AND memory_count <= %s::bigint RETURNING memory_count, text_language"
)


def memory_slots_reserve(tenant_id, tiers: Mapping[str, int], limit: int) -> tuple[int, str] | None:
    """Add `tiers` (how many new memories of each tier) to the tenant's counters if its count stays within
    `limit`, and return the count after and the tenant's text language, read under the row's lock: writers of
    one tenant each see their own. None when the limit would be passed (nothing changed)."""
    unknown = set(tiers) - set(_TIERS)
    if unknown:
        raise ValueError(f"unknown tiers: {sorted(unknown)}")
    count = sum(tiers.values())
    rows = fetch_prepared(_RESERVE, [count, *(tiers.get(tier, 0) for tier in _TIERS), tenant_id, limit - count])
    return rows[0] if rows else None


_KEY = RowLoader(ApiKey, "k")
_TENANT = RowLoader(Tenant, "t")
_PLAN = RowLoader(Plan, "p")
_PRINCIPAL = (
    f"SELECT {_KEY.columns}, {_TENANT.columns}, {_PLAN.columns} FROM {ApiKey._meta.db_table} k "  # noqa: S608
    f"JOIN {Tenant._meta.db_table} t ON t.id = k.tenant_id JOIN {Plan._meta.db_table} p ON p.id = t.plan_id "
    "WHERE k.key_hash = %s"
)


def api_key_with_tenant(key_hash: str) -> ApiKey | None:
    """The key with this hash, its tenant and the tenant's plan loaded, or None: what
    `ApiKey.objects.select_related("tenant__plan").filter(key_hash=…).first()` gives, in one statement
    written once. Authentication runs it on every request, and the ORM took longer to compile that query
    than PostgreSQL took to run it. `tests/test_auth.py` checks every field against the ORM's."""
    rows = fetch_prepared(_PRINCIPAL, [key_hash])
    if not rows:
        return None
    row = rows[0]
    keys, tenants = len(_KEY.fields), len(_KEY.fields) + len(_TENANT.fields)
    api_key = _KEY.instance(row[:keys])
    tenant = _TENANT.instance(row[keys:tenants])
    tenant.plan = _PLAN.instance(row[tenants:])
    api_key.tenant = tenant
    return api_key


_COUNTERS = RateLimitCounter._meta.db_table
_COUNT = (
    f"INSERT INTO {_COUNTERS} AS c (key, window_end, count) VALUES (%s, %s, 1) "  # noqa: S608
    "ON CONFLICT (key) DO UPDATE SET "
    "count = CASE WHEN c.window_end < EXCLUDED.window_end THEN 1 ELSE c.count + 1 END, "
    "window_end = GREATEST(c.window_end, EXCLUDED.window_end) "
    "RETURNING count"
)


def rate_limit_count(key: str, window_end: int) -> int:
    """Count one request in this bucket's window ending at `window_end` and return the window's count: one
    statement, atomic across processes. A bucket found in an older window starts again at 1; a request
    still in the window before the stored one (another process's clock a moment ahead) counts into the
    stored one rather than resetting it."""
    return fetch_prepared(_COUNT, [key, window_end])[0][0]


def rate_limit_prune(before: int) -> int:
    """Delete the buckets whose window ended before `before` (client addresses that stopped calling)."""
    with connection.cursor() as cursor:
        cursor.execute(f"DELETE FROM {_COUNTERS} WHERE window_end < %s", [before])  # noqa: S608
        return cursor.rowcount


_IDEMPOTENCY = IdempotencyKey._meta.db_table
# A key new to the tenant, or one whose row is older than `expired` (pruning lags), is claimed for this request:
# the row is (re)written in its transaction, and the statement returns its id. A key another transaction is
# writing waits here until that one ends: then it is claimed if that one rolled back, or else found (no row).
_CLAIM = (
    f"INSERT INTO {_IDEMPOTENCY} AS i (tenant_id, key, fingerprint, content_type, created_at) "  # noqa: S608
    "VALUES (%s::uuid, %s::text, %s::text, '', now()) ON CONFLICT (tenant_id, key) DO UPDATE SET "
    "fingerprint = EXCLUDED.fingerprint, status_code = NULL, content_type = '', body = NULL, created_at = now() "
    "WHERE i.created_at < %s::timestamptz RETURNING id"
)
_FOUND = (
    f"SELECT fingerprint, status_code, content_type, body FROM {_IDEMPOTENCY} "  # noqa: S608
    "WHERE tenant_id = %s::uuid AND key = %s::text"
)


def idempotency_claim(
    tenant_id, key: str, fingerprint: str, expired: datetime
) -> tuple[int | None, tuple[str, int, str, bytes] | None]:
    """Claim `key` for a request of this tenant, inside the caller's transaction: (its row's id, None), or, when a
    request with this key already committed, (None, its fingerprint, status code, content type and body). A row
    commits with its response (memoryos/api/idempotency.py), so a row found here has one."""
    claimed = fetch_prepared(_CLAIM, [tenant_id, key, fingerprint, expired])
    if claimed:
        return claimed[0][0], None
    fingerprint, status_code, content_type, body = fetch_prepared(_FOUND, [tenant_id, key])[0]
    return None, (fingerprint, status_code, content_type, bytes(body))


def idempotency_complete(tenant_id, row_id: int, status_code: int, content_type: str, body: bytes) -> None:
    """Store the response of the request that claimed this row, in its transaction."""
    with connection.cursor() as cursor:
        cursor.execute(
            f"UPDATE {_IDEMPOTENCY} SET status_code = %s, content_type = %s, body = %s "  # noqa: S608
            "WHERE tenant_id = %s AND id = %s",
            [status_code, content_type, body, tenant_id, row_id],
        )


def idempotency_forget(tenant_id) -> int:
    """Delete the tenant's stored responses (of requests that completed; a running one's row stays)."""
    with connection.cursor() as cursor:
        cursor.execute(
            f"DELETE FROM {_IDEMPOTENCY} WHERE tenant_id = %s AND status_code IS NOT NULL",  # noqa: S608
            [tenant_id],
        )
        return cursor.rowcount


def idempotency_prune(before: datetime, batch: int) -> int:
    """Delete up to `batch` rows created before `before`, oldest first, across tenants; returns how many."""
    with connection.cursor() as cursor:
        cursor.execute(
            f"DELETE FROM {_IDEMPOTENCY} WHERE id IN (SELECT id FROM {_IDEMPOTENCY} "  # noqa: S608
            "WHERE created_at < %s ORDER BY created_at LIMIT %s)",
            [before, batch],
        )
        return cursor.rowcount
