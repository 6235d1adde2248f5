"""Everything stored about one end user of a tenant (`user_id`), for export (GDPR access requests)."""

from __future__ import annotations

from django.utils import timezone

from ingestion.models import Session
from memories.models import Memory, MemoryEvent
from memories.selectors import HEAVY_FIELDS
from memoryos.api.errors import NotFoundError
from tenants.models import Tenant


def user_export(*, tenant: Tenant, user_id: str) -> dict:
    """The user's memories (oldest first), their history and the sessions submitted for them.

    A user with nothing stored is a 404, like any id the tenant does not have.
    """
    memories = list(
        Memory.objects.for_tenant(tenant).filter(user_id=user_id).defer(*HEAVY_FIELDS).order_by("created_at", "id")
    )
    sessions = list(Session.objects.for_tenant(tenant).filter(user_id=user_id).order_by("created_at", "id"))
    if not memories and not sessions:
        raise NotFoundError(f"No data stored for user {user_id!r}.", details={"user_id": user_id})
    user_memory_ids = Memory.objects.for_tenant(tenant).filter(user_id=user_id).values("id")
    events = list(MemoryEvent.objects.for_tenant(tenant).filter(memory_id__in=user_memory_ids).order_by("at", "id"))
    return {
        "user_id": user_id,
        "exported_at": timezone.now(),
        "memories": memories,
        "events": events,
        "sessions": sessions,
    }
