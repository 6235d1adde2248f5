"""Celery entry points of ingestion: thin, the work is in services via runner.run."""

from __future__ import annotations

from celery import shared_task

from ingestion import runner


@shared_task(name="ingestion.process_session", acks_late=True, reject_on_worker_lost=True)
def process_session(session_id: str) -> str:
    return runner.run(session_id)


@shared_task(name="ingestion.recover_sessions")
def recover_sessions() -> int:
    return runner.recover()
