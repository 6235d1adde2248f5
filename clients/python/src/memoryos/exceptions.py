"""One error tree. Every error is a `MemoryOSError`; an HTTP error is an `APIStatusError` subclass chosen by
the API's error code (SPEC §4); a request that never got an answer is an `APIConnectionError` (or its
`APITimeoutError`), with the transport's exception kept as `__cause__`."""

from __future__ import annotations

from typing import Any, Dict, Optional, Type

__all__ = [
    "MemoryOSError",
    "ConfigurationError",
    "APIConnectionError",
    "APITimeoutError",
    "APIStatusError",
    "ValidationError",
    "AuthenticationError",
    "ForbiddenError",
    "NotFoundError",
    "ConflictError",
    "PayloadTooLargeError",
    "QuotaExceededError",
    "RateLimitError",
    "InternalServerError",
    "ServiceUnavailableError",
]


class MemoryOSError(Exception):
    """Base of every error the client raises.

    `code` is the API's error code (e.g. "NOT_FOUND") or a client-side one ("CONNECTION_ERROR",
    "TIMEOUT", "CONFIGURATION_ERROR"); `status` the HTTP status (None without a response); `request_id`
    the server's X-Request-ID (quote it in support requests); `retry_after` the seconds the server asked
    to wait, when it did.
    """

    code: str = "ERROR"

    def __init__(
        self,
        message: str,
        *,
        code: Optional[str] = None,
        status: Optional[int] = None,
        request_id: Optional[str] = None,
        retry_after: Optional[float] = None,
        details: Optional[Dict[str, Any]] = None,
        body: Any = None,
    ) -> None:
        super().__init__(message)
        self.message = message
        if code is not None:
            self.code = code
        self.status = status
        self.request_id = request_id
        self.retry_after = retry_after
        self.details: Dict[str, Any] = details or {}
        self.body = body

    def __str__(self) -> str:
        where = f" {self.status}" if self.status is not None else ""
        request = f" (request_id={self.request_id})" if self.request_id else ""
        return f"{self.code}{where}: {self.message}{request}"


class ConfigurationError(MemoryOSError):
    """The client cannot be built as asked (e.g. no API key anywhere)."""

    code = "CONFIGURATION_ERROR"


class APIConnectionError(MemoryOSError):
    """No HTTP answer: the connection failed or broke. The transport's error is `__cause__`."""

    code = "CONNECTION_ERROR"


class APITimeoutError(APIConnectionError):
    """The request took longer than the client's `timeout`."""

    code = "TIMEOUT"


class APIStatusError(MemoryOSError):
    """The API answered with an error status. Subclasses below, one per error code."""

    status: int


class ValidationError(APIStatusError):
    code = "VALIDATION_ERROR"


class AuthenticationError(APIStatusError):
    code = "AUTHENTICATION_ERROR"


class ForbiddenError(APIStatusError):
    code = "FORBIDDEN"


class NotFoundError(APIStatusError):
    code = "NOT_FOUND"


class ConflictError(APIStatusError):
    code = "CONFLICT"


class PayloadTooLargeError(APIStatusError):
    code = "PAYLOAD_TOO_LARGE"


class QuotaExceededError(APIStatusError):
    code = "QUOTA_EXCEEDED"


class RateLimitError(APIStatusError):
    code = "RATE_LIMIT_EXCEEDED"


class InternalServerError(APIStatusError):
    code = "INTERNAL_ERROR"


class ServiceUnavailableError(APIStatusError):
    code = "SERVICE_UNAVAILABLE"


ERRORS_BY_CODE: Dict[str, Type[APIStatusError]] = {
    cls.code: cls
    for cls in (
        ValidationError,
        AuthenticationError,
        ForbiddenError,
        NotFoundError,
        ConflictError,
        PayloadTooLargeError,
        QuotaExceededError,
        RateLimitError,
        InternalServerError,
        ServiceUnavailableError,
    )
}
# For answers without our envelope (a proxy's 502, say): the class by status.
ERRORS_BY_STATUS: Dict[int, Type[APIStatusError]] = {
    400: ValidationError,
    401: AuthenticationError,
    403: ForbiddenError,
    404: NotFoundError,
    409: ConflictError,
    413: PayloadTooLargeError,
    429: RateLimitError,
    503: ServiceUnavailableError,
}
