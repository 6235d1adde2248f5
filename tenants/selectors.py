"""Reads of tenants, plans and usage."""

from __future__ import annotations

from datetime import timedelta

from django.utils import timezone

from memoryos.api.errors import NotFoundError
from tenants import sql
from tenants.models import ApiKey, Tenant, Usage
from tenants.services import usage_flush

USAGE_HISTORY_DAYS = 30


def usage_summary(*, tenant: Tenant) -> dict:
    """Usage of the last 30 days (today first) with the plan's limits and the stored-memory count."""
    usage_flush()
    since = timezone.now().date() - timedelta(days=USAGE_HISTORY_DAYS - 1)
    days = list(Usage.objects.filter(tenant=tenant, date__gte=since).order_by("-date"))
    tenant.refresh_from_db(fields=["memory_count"])
    plan = tenant.plan
    return {
        "tenant": {
            "id": tenant.pk,
            "name": tenant.name,
            "slug": tenant.slug,
            "status": tenant.status,
            "text_language": tenant.text_language,
        },
        "plan": {
            "name": plan.name,
            "read_requests_per_minute": plan.read_requests_per_minute,
            "write_requests_per_minute": plan.write_requests_per_minute,
            "max_memories": plan.max_memories,
            "max_context_tokens": plan.max_context_tokens,
            "max_batch_size": plan.max_batch_size,
        },
        "memories_stored": tenant.memory_count,
        "days": days,
    }


def api_key_list(*, tenant: Tenant, active: bool | None, limit: int, offset: int) -> tuple[list[ApiKey], int]:
    """The tenant's keys, newest first. `active`: only usable keys (True) or only unusable ones (False)."""
    keys = ApiKey.objects.filter(tenant=tenant)
    if active is not None:
        usable = ApiKey.usable_q(timezone.now())
        keys = keys.filter(usable) if active else keys.exclude(usable)
    return list(keys.order_by("-created_at", "-id")[offset : offset + limit]), keys.count()


def api_key_get(*, tenant: Tenant, key_id) -> ApiKey:
    api_key = ApiKey.objects.filter(tenant=tenant, pk=key_id).first()
    if api_key is None:
        raise NotFoundError(f"API key {key_id} not found.", details={"key_id": str(key_id)})
    return api_key


def api_key_by_hash(key_hash: str) -> ApiKey | None:
    """The key with this SHA-256, with its tenant and plan loaded (authentication, on every request)."""
    return sql.api_key_with_tenant(key_hash)
