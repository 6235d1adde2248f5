"""Reads of sessions. Every function takes the tenant: another tenant's session is a 404."""

from __future__ import annotations

import uuid

from django.db.models import Count

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


def session_counts_all_tenants() -> dict[str, int]:
    """Sessions per status that an operator watches (not `completed`, which only grows), across tenants:
    for /metrics. The unfinished ones come from the partial index `session_unfinished`."""
    watched = [Session.Status.ACCEPTED, Session.Status.PROCESSING, Session.Status.FAILED, Session.Status.DEAD]
    found = dict(Session.unscoped.filter(status__in=watched).values_list("status").annotate(n=Count("id")))
    return {str(status): found.get(status, 0) for status in watched}
