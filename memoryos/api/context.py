"""Per-request context (request id, tenant, key prefix) shared by logs, errors and Celery tasks."""

from __future__ import annotations

import structlog


def current_request_id() -> str | None:
    return structlog.contextvars.get_contextvars().get("request_id")


def bind(**values) -> None:
    structlog.contextvars.bind_contextvars(**values)
