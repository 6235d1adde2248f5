"""Erasure of one end user of a tenant (GDPR): memories, their history, and the sessions submitted for them."""

from __future__ import annotations

import structlog
from django.db import transaction

from ingestion.models import Session
from memories import cache, sql
from memories.maintenance import tenant_centroids_write
from memories.models import TenantCentroid
from tenants.models import Tenant
from tenants.services import tenant_release_memory_slots
from tenants.sql import idempotency_forget

log = structlog.get_logger(__name__)


def user_erase(*, tenant: Tenant, user_id: str, actor: str) -> dict[str, int]:
    """Delete everything stored about `user_id` in one transaction and return the counts.

    Nothing about the user is kept, not even a `deleted` history row (it would carry the memory's id and
    hash); the log line records the counts and the actor, not the user's data. Erasing twice is harmless.
    """
    with transaction.atomic():
        # Sessions first: deleting a session waits for an extraction that holds its row to commit, and an
        # extraction that starts later finds its session gone and writes nothing (ingestion._apply). Only
        # then are the memories deleted, so none written by an in-flight session survive the erasure.
        sessions, _ = Session.objects.for_tenant(tenant).filter(user_id=user_id).delete()
        tiers, events = sql.erase_user(tenant.pk, user_id)
        memories = sum(tiers.values())
        tenant_release_memory_slots(tenant_id=tenant.pk, tiers=tiers)
        if memories and TenantCentroid.unscoped.filter(tenant_id=tenant.pk).exists():
            tenant_centroids_write([tenant.pk])  # a large tenant's sum of vectors held the user's too: not kept
        cache.invalidate(tenant.pk, [user_id])
        # Responses kept for retries (memoryos/api/idempotency.py) may hold the user's memories: the tenant's all
        # go (they only spare a retry), but not this erasure's own, not completed yet.
        idempotency_forget(tenant.pk)
    log.info("user_erased", actor=actor, memories=memories, events=events, sessions=sessions)
    return {"memories": memories, "events": events, "sessions": sessions}
