"""Request id, structured request log and the body-size limit, for every request (API, admin, docs)."""

from __future__ import annotations

import re
import time
import uuid

import structlog
from django.conf import settings

from memoryos import metrics
from memoryos.api import errors
from memoryos.api.exceptions import json_error_response

log = structlog.get_logger("memoryos.request")

_REQUEST_ID_OK = re.compile(r"^[A-Za-z0-9._:\-]{1,128}$")


class RequestContextMiddleware:
    """Sets X-Request-ID (echoing a well-formed one from the client), binds it for logs, logs the request."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        incoming = request.headers.get("X-Request-ID", "")
        request_id = incoming if _REQUEST_ID_OK.match(incoming) else f"req_{uuid.uuid4().hex}"
        request.request_id = request_id
        structlog.contextvars.clear_contextvars()
        structlog.contextvars.bind_contextvars(request_id=request_id)
        started = time.perf_counter()
        try:
            response = self.get_response(request)
        finally:
            duration_ms = (time.perf_counter() - started) * 1000
        response["X-Request-ID"] = request_id
        metrics.observe_request(request, response.status_code, duration_ms / 1000)
        if request.path not in ("/health", "/ready", "/metrics"):
            log.info(
                "request",
                method=request.method,
                path=request.path,
                status=response.status_code,
                duration_ms=round(duration_ms, 2),
            )
        structlog.contextvars.clear_contextvars()
        return response


class BodySizeLimitMiddleware:
    """Refuses bodies over MAX_BODY_BYTES with 413 before anything reads them."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        raw_length = request.META.get("CONTENT_LENGTH") or "0"
        try:
            length = int(raw_length)
        except ValueError:
            return json_error_response(errors.ValidationFailed("Content-Length is not a number."))
        if length > settings.MAX_BODY_BYTES:
            return json_error_response(
                errors.PayloadTooLargeError(
                    f"Request body is {length} bytes; the limit is {settings.MAX_BODY_BYTES} bytes.",
                    details={"limit_bytes": settings.MAX_BODY_BYTES, "content_length": length},
                )
            )
        return self.get_response(request)
