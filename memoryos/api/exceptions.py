"""One exception handler, one error shape: {"error": {"code", "message", "details", "request_id"}}.

Everything — DRF errors, Django's Http404/PermissionDenied/ValidationError, rate limits, database outages
and our own ApiError subclasses — is mapped here, and Django-level 404/500 pages use the same envelope.
"""

from __future__ import annotations

from typing import Any

import structlog
from django.core.exceptions import PermissionDenied as DjangoPermissionDenied
from django.core.exceptions import RequestDataTooBig
from django.core.exceptions import ValidationError as DjangoValidationError
from django.db import DatabaseError, InterfaceError, OperationalError
from django.http import Http404, JsonResponse
from rest_framework import exceptions as drf
from rest_framework.response import Response

from memoryos.api import errors
from memoryos.api.context import current_request_id

log = structlog.get_logger(__name__)


def _join(path: str, key: Any) -> str:
    if isinstance(key, int):
        return f"{path}[{key}]"
    return f"{path}.{key}" if path else str(key)


def flatten_errors(detail: Any, path: str = "") -> dict[str, list[str]]:
    """Turn DRF's nested error detail into {"memories[3].importance_score": ["..."]}."""
    out: dict[str, list[str]] = {}
    if isinstance(detail, dict):
        for key, value in detail.items():
            sub = path if key in ("non_field_errors", "__all__") and path else _join(path, key)
            for k, v in flatten_errors(value, sub).items():
                out.setdefault(k, []).extend(v)
    elif isinstance(detail, list):
        if all(not isinstance(item, dict | list) for item in detail):
            out.setdefault(path or "non_field_errors", []).extend(str(item) for item in detail)
        else:
            for index, item in enumerate(detail):
                if item:  # DRF puts {} for list items that passed
                    for k, v in flatten_errors(item, _join(path, index)).items():
                        out.setdefault(k, []).extend(v)
    else:
        out.setdefault(path or "non_field_errors", []).append(str(detail))
    return out


def validation_error(detail: Any) -> errors.ValidationFailed:
    fields = flatten_errors(detail)
    if not fields:
        return errors.ValidationFailed()
    first_field, first_messages = next(iter(fields.items()))
    message = first_messages[0] if first_field == "non_field_errors" else f"{first_field}: {first_messages[0]}"
    if len(fields) > 1:
        message += f" (and {len(fields) - 1} more field error{'s' if len(fields) > 2 else ''})"
    return errors.ValidationFailed(message, details={"fields": fields})


def to_api_error(exc: Exception) -> errors.ApiError:
    """Map any exception to the ApiError that describes it."""
    if isinstance(exc, errors.ApiError):
        return exc
    if isinstance(exc, drf.ValidationError):
        return validation_error(exc.detail)
    if isinstance(exc, drf.ParseError):
        return errors.ValidationFailed(f"Malformed request body: {exc.detail}", details={"fields": {}})
    if isinstance(exc, drf.NotAuthenticated | drf.AuthenticationFailed):
        return errors.AuthenticationError(str(exc.detail))
    if isinstance(exc, drf.PermissionDenied | DjangoPermissionDenied):
        return errors.ForbiddenError()
    if isinstance(exc, drf.NotFound | Http404):
        return errors.NotFoundError()
    if isinstance(exc, drf.MethodNotAllowed):
        return errors.MethodNotAllowedError(str(exc.detail))
    if isinstance(exc, drf.UnsupportedMediaType):
        return errors.UnsupportedMediaTypeError()
    if isinstance(exc, drf.Throttled):
        return errors.RateLimitExceededError(headers={"Retry-After": str(int(exc.wait or 1))})
    if isinstance(exc, RequestDataTooBig):
        return errors.PayloadTooLargeError()
    if isinstance(exc, DjangoValidationError):
        detail = exc.message_dict if hasattr(exc, "error_dict") else {"non_field_errors": exc.messages}
        return validation_error(detail)
    if isinstance(exc, OperationalError | InterfaceError):
        log.error("database_unavailable", error=str(exc))
        return errors.ServiceUnavailableError("The database is unavailable; try again shortly.")
    if isinstance(exc, drf.APIException):
        error = errors.ApiError(str(exc.detail))
        error.status_code = exc.status_code
        return error
    if isinstance(exc, DatabaseError):
        log.exception("database_error")
        return errors.ApiError()
    log.exception("unhandled_exception", exc_info=exc)
    return errors.ApiError()


def envelope(error: errors.ApiError) -> dict[str, Any]:
    return {
        "error": {
            "code": error.code,
            "message": error.message,
            "details": error.details,
            "request_id": current_request_id(),
        }
    }


def exception_handler(exc: Exception, context: dict) -> Response:
    """DRF's EXCEPTION_HANDLER: every error raised in an API view ends here."""
    error = to_api_error(exc)
    response = Response(envelope(error), status=error.status_code)
    for name, value in error.headers.items():
        response[name] = value
    auth_header = getattr(exc, "auth_header", None)  # set by DRF on 401s
    if auth_header:
        response["WWW-Authenticate"] = auth_header
    return response


def json_error_response(error: errors.ApiError) -> JsonResponse:
    response = JsonResponse(envelope(error), status=error.status_code)
    for name, value in error.headers.items():
        response[name] = value
    return response


def handler404(request, exception=None) -> JsonResponse:
    return json_error_response(errors.NotFoundError(f"No route for {request.path}."))


def handler500(request) -> JsonResponse:
    return json_error_response(errors.ApiError())


def handler400(request, exception=None) -> JsonResponse:
    return json_error_response(errors.ValidationFailed("Bad request."))


def handler403(request, exception=None) -> JsonResponse:
    return json_error_response(errors.ForbiddenError())
