"""Celery entry points of the lifecycle jobs: thin, the work is in memories.lifecycle."""

from __future__ import annotations

from celery import shared_task

from memories import lifecycle


@shared_task(name="memories.lifecycle", acks_late=True, reject_on_worker_lost=True)
def run_lifecycle(job: str) -> dict:
    return lifecycle.run(job).as_dict()
