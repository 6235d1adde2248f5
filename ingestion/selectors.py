"""Reads of sessions. Every function takes the tenant: another tenant's session is a 404."""

from __future__ import annotations

import uuid

from ingestion.models import Session
from memoryos.api.errors import NotFoundError
from tenants.models import Tenant


def session_get(*, tenant: Tenant, session_id: uuid.UUID, for_update: bool = False) -> Session:
    sessions = Session.objects.for_tenant(tenant)
    if for_update:
        sessions = sessions.select_for_update()
    session = sessions.filter(pk=session_id).first()
    if session is None:
        raise NotFoundError(f"Session {session_id} not found.")
    return session


def session_list(*, tenant: Tenant, status: str | None, limit: int, offset: int) -> tuple[list[Session], int]:
    sessions = Session.objects.for_tenant(tenant)
    if status:
        sessions = sessions.filter(status=status)
    return list(sessions.order_by("-created_at", "-id")[offset : offset + limit]), sessions.count()
