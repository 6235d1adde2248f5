"""Application errors. Each maps to one code of the error envelope (SPEC §4) in memoryos.api.exceptions."""

from __future__ import annotations

from typing import Any


class ApiError(Exception):
    status_code = 500
    code = "INTERNAL_ERROR"
    default_message = "Internal server error."

    #: Headers every response of this error carries.
    default_headers: dict[str, str] = {}

    def __init__(self, message: str | None = None, *, details: dict[str, Any] | None = None, headers=None):
        self.message = message or self.default_message
        self.details = details or {}
        self.headers = {**self.default_headers, **(headers or {})}
        super().__init__(self.message)


class ValidationFailed(ApiError):
    status_code = 400
    code = "VALIDATION_ERROR"
    default_message = "Invalid input."


class AuthenticationError(ApiError):
    status_code = 401
    code = "AUTHENTICATION_ERROR"
    default_message = "Authentication credentials were not provided or are invalid."


class ForbiddenError(ApiError):
    status_code = 403
    code = "FORBIDDEN"
    default_message = "This API key is not allowed to do that."


class NotFoundError(ApiError):
    status_code = 404
    code = "NOT_FOUND"
    default_message = "Not found."


class ConflictError(ApiError):
    status_code = 409
    code = "CONFLICT"
    default_message = "Conflict."
    # Every 409 here is a state conflict (an external_id taken, a session not replayable, a key already
    # rotated): the same request fails the same way, so clients that retry 409s by default should not.
    default_headers = {"X-Should-Retry": "false"}


class PayloadTooLargeError(ApiError):
    status_code = 413
    code = "PAYLOAD_TOO_LARGE"
    default_message = "Request body too large."


class QuotaExceededError(ApiError):
    status_code = 403
    code = "QUOTA_EXCEEDED"
    default_message = "Plan quota exceeded."


class RateLimitExceededError(ApiError):
    status_code = 429
    code = "RATE_LIMIT_EXCEEDED"
    default_message = "Rate limit exceeded."


class ServiceUnavailableError(ApiError):
    status_code = 503
    code = "SERVICE_UNAVAILABLE"
    default_message = "A dependency is unavailable; try again shortly."


class MethodNotAllowedError(ApiError):
    status_code = 405
    code = "METHOD_NOT_ALLOWED"
    default_message = "Method not allowed."


class UnsupportedMediaTypeError(ApiError):
    status_code = 415
    code = "UNSUPPORTED_MEDIA_TYPE"
    default_message = "Send JSON with Content-Type: application/json."


ERROR_CODES: dict[str, int] = {
    cls.code: cls.status_code
    for cls in (
        ValidationFailed,
        AuthenticationError,
        ForbiddenError,
        NotFoundError,
        ConflictError,
        PayloadTooLargeError,
        QuotaExceededError,
        RateLimitExceededError,
        ServiceUnavailableError,
        MethodNotAllowedError,
        UnsupportedMediaTypeError,
        ApiError,
    )
}
