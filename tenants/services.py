"""Writes for tenants, API keys and usage."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime, timedelta

from django.db import IntegrityError, transaction
from django.db.models import F, Value
from django.db.models.functions import Greatest
from django.utils import timezone
from django.utils.text import slugify
from psycopg import errors

from memoryos.api.errors import ConflictError, QuotaExceededError
from memoryos.buffers import CounterBuffer
from tenants import keys, sql
from tenants.models import ALL_SCOPES, IDEMPOTENCY_KEY_HOURS, ApiKey, Plan, Tenant


@transaction.atomic
def tenant_create(
    *, name: str, plan: Plan, slug: str | None = None, settings: dict | None = None, text_language: str | None = None
) -> Tenant:
    """`text_language`: the language of its full-text search; None: the TEXT_LANGUAGE setting's."""
    slug = slug or slugify(name)
    if Tenant.objects.filter(slug=slug).exists():
        raise ConflictError(f"A tenant with slug {slug!r} already exists.", details={"slug": slug})
    tenant = Tenant(name=name, slug=slug, plan=plan, settings=settings or {})
    if text_language is not None:
        tenant.text_language = text_language
    tenant.full_clean()
    tenant.save()
    return tenant


@transaction.atomic
def api_key_create(
    *,
    tenant: Tenant,
    name: str,
    scopes: list[str] | None = None,
    expires_at: datetime | None = None,
) -> tuple[ApiKey, str]:
    """Create a key and return it with its secret. The secret is not stored and cannot be shown again."""
    raw = keys.generate_key()
    api_key = ApiKey(
        tenant=tenant,
        name=name,
        prefix=keys.display_prefix(raw),
        key_hash=keys.hash_key(raw),
        scopes=list(scopes) if scopes is not None else list(ALL_SCOPES),
        expires_at=expires_at,
    )
    api_key.full_clean()
    api_key.save()
    return api_key, raw


def api_key_revoke(*, api_key: ApiKey, at: datetime | None = None) -> ApiKey:
    """Revoke at `at` (default now). A key already revoked earlier keeps its earlier time."""
    at = at or timezone.now()
    if api_key.revoked_at is None or api_key.revoked_at > at:
        api_key.revoked_at = at
        api_key.save(update_fields=["revoked_at"])
    return api_key


# Rotation keeps the old key working for a grace period so that deployments can switch over (docs/api.md).
DEFAULT_ROTATION_GRACE_SECONDS = 3600
MAX_ROTATION_GRACE_SECONDS = 7 * 24 * 3600


@transaction.atomic
def api_key_rotate(
    *, api_key: ApiKey, grace_seconds: int = DEFAULT_ROTATION_GRACE_SECONDS
) -> tuple[ApiKey, ApiKey, str]:
    """A new key with the old one's name, scopes and expiry; the old one stops working after `grace_seconds`.
    Returns (the old key as it is now, the new key, the new key's secret)."""
    locked = ApiKey.objects.select_for_update().get(pk=api_key.pk)
    now = timezone.now()
    if not locked.is_usable(now):
        raise ConflictError("This API key is already revoked or expired; create a new key instead.")
    if locked.revoked_at is not None:
        raise ConflictError("This API key was already rotated; rotate its replacement instead.")
    new_key, secret = api_key_create(
        tenant=locked.tenant, name=locked.name, scopes=locked.scopes, expires_at=locked.expires_at
    )
    api_key_revoke(api_key=locked, at=now + timedelta(seconds=grace_seconds))
    return locked, new_key, secret


LAST_USED_RESOLUTION_SECONDS = 60


def api_key_mark_used(*, api_key: ApiKey) -> None:
    """Record use at most once a minute per key, so authentication is not a write on every request."""
    now = timezone.now()
    if api_key.last_used_at and (now - api_key.last_used_at).total_seconds() < LAST_USED_RESOLUTION_SECONDS:
        return
    ApiKey.objects.filter(pk=api_key.pk).update(last_used_at=now)
    api_key.last_used_at = now


def _tier_updates(tiers: Mapping[str, int], sign: int) -> dict:
    """F-expressions that add (sign 1) or remove (sign -1) the per-tier counts, never below zero."""
    return {
        f"memories_{tier}": Greatest(F(f"memories_{tier}") + sign * count, Value(0))
        for tier, count in tiers.items()
        if count
    }


def tenant_reserve_memory_slots(*, tenant: Tenant, tiers: Mapping[str, int]) -> tuple[int, str]:
    """Atomically count new memories (`tiers`: how many of each tier) against the plan's quota, or raise
    QUOTA_EXCEEDED. Returns the tenant's memory count with them, the exact count at this writer's turn, and its
    text language at that turn (a change of it waits for this writer's commit from here on).

    Call inside the transaction that inserts the rows, as late as possible: the row lock it takes on the
    tenant is held until commit and serialises concurrent writers of one tenant at exactly this point.
    """
    limit = tenant.plan.max_memories
    count = sum(tiers.values())
    after = sql.memory_slots_reserve(tenant.pk, tiers, limit)
    if after is None:
        stored = Tenant.objects.values_list("memory_count", flat=True).get(pk=tenant.pk)
        raise QuotaExceededError(
            f"Storing {count} more memories would exceed the plan's limit of {limit} (stored: {stored}).",
            details={"limit": limit, "stored": stored, "requested": count, "quota": "max_memories"},
        )
    return after


def tenant_release_memory_slots(*, tenant_id, tiers: Mapping[str, int]) -> None:
    """Deleted memories (`tiers`: how many of each tier) leave the tenant's counters."""
    count = sum(tiers.values())
    if count:
        Tenant.objects.filter(pk=tenant_id).update(
            memory_count=Greatest(F("memory_count") - count, Value(0)), **_tier_updates(tiers, -1)
        )


def tenant_move_tier(*, tenant_id, old: str, new: str) -> None:
    """One memory changed tier (an edit; the promote job moves its counts in its own statement)."""
    if old != new:
        Tenant.objects.filter(pk=tenant_id).update(**_tier_updates({old: 1}, -1), **_tier_updates({new: 1}, 1))


# --- Usage metering -------------------------------------------------------------------------------------
# Counted in process memory and written with one upsert per (tenant, day) every few seconds (see
# memoryos/buffers.py). Reading /v1/usage flushes this process first.

USAGE_FIELDS = ("read_requests", "write_requests", "memories_written", "tokens_returned", "embedding_calls")
USAGE_FLUSH_SECONDS = 5.0
USAGE_WRITE_ATTEMPTS = 3


def _write_usage(pending: dict) -> None:
    """One upsert of every pending (tenant, day). Its join drops the counts of a tenant deleted since they were
    buffered. A tenant whose delete commits after the join saw it, and before the new row's foreign key is checked,
    fails its commit; tried again, the join drops it too (tests/test_concurrency.py). Only another delete in
    that moment, on every attempt, leaves the counts buffered for the next flush."""
    rows = [
        (tenant_id, day, [counter.get(f, 0) for f in USAGE_FIELDS]) for (tenant_id, day), counter in pending.items()
    ]
    for attempt in range(1, USAGE_WRITE_ATTEMPTS + 1):
        try:
            with transaction.atomic():  # the key is checked at this commit: Django's foreign keys are deferred
                sql.usage_upsert(rows, USAGE_FIELDS)
            return
        except IntegrityError as exc:
            if attempt == USAGE_WRITE_ATTEMPTS or not isinstance(exc.__cause__, errors.ForeignKeyViolation):
                raise


_usage = CounterBuffer(_write_usage, interval_seconds=USAGE_FLUSH_SECONDS)


def usage_record(*, tenant_id, **counts: int) -> None:
    unknown = set(counts) - set(USAGE_FIELDS)
    if unknown:
        raise ValueError(f"unknown usage fields: {sorted(unknown)}")
    _usage.add((str(tenant_id), timezone.now().date()), **counts)


def usage_flush() -> int:
    """Write buffered counts to the database; returns the number of (tenant, day) rows touched."""
    return _usage.flush()


DEMO_SLUG = "demo"


def tenant_bootstrap_demo() -> tuple[Tenant, str | None]:
    """Make the demo tenant on the pro plan if it is missing; return it and its key (None if it existed)."""
    existing = Tenant.objects.filter(slug=DEMO_SLUG).first()
    if existing is not None:
        return existing, None
    tenant = tenant_create(name="Demo", slug=DEMO_SLUG, plan=Plan.objects.get(name="pro"))
    _, secret = api_key_create(tenant=tenant, name="demo", scopes=ALL_SCOPES)
    return tenant, secret


# --- Idempotency keys -------------------------------------------------------------------------------------

IDEMPOTENCY_PRUNE_BATCH = 10_000


def idempotency_keys_prune(*, hours: int = IDEMPOTENCY_KEY_HOURS) -> int:
    """Delete the stored responses of writes older than `hours` (memoryos/api/idempotency.py), in batches, each in
    its own transaction; returns how many. Safe to run twice at once: each batch deletes what is still there."""
    before, deleted = timezone.now() - timedelta(hours=hours), 0
    while True:
        with transaction.atomic():
            count = sql.idempotency_prune(before, IDEMPOTENCY_PRUNE_BATCH)
        deleted += count
        if count < IDEMPOTENCY_PRUNE_BATCH:
            return deleted
