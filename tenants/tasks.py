"""Celery entry points of the tenants app: thin, the work is in tenants.services."""

from __future__ import annotations

from celery import shared_task

from tenants import services


@shared_task(name="tenants.idempotency_keys_prune", acks_late=True, reject_on_worker_lost=True)
def prune_idempotency_keys() -> dict:
    return {"deleted": services.idempotency_keys_prune()}
