"""Celery entry points of the lifecycle jobs, the tenant indexes, the planner's statistics and text re-indexing:
thin, the work is in memories.lifecycle and memories.maintenance."""

from __future__ import annotations

from celery import shared_task

from memories import lifecycle, maintenance


@shared_task(name="memories.lifecycle", acks_late=True, reject_on_worker_lost=True)
def run_lifecycle(job: str) -> dict:
    return lifecycle.run(job).as_dict()


@shared_task(name="memories.tenant_indexes", acks_late=True, reject_on_worker_lost=True)
def sync_tenant_indexes() -> dict:
    report = maintenance.tenant_indexes_sync()
    return {"created": report.created, "dropped": report.dropped, "kept": report.kept, "skipped": report.skipped}


@shared_task(name="memories.statistics", acks_late=True, reject_on_worker_lost=True)
def refresh_statistics() -> None:
    maintenance.statistics_refresh()


@shared_task(name="memories.text_reindex", acks_late=True, reject_on_worker_lost=True)
def reindex_text() -> dict:
    return maintenance.text_reindex()
