"""The core both clients share: configuration, request building, retry decisions, error mapping and
pagination. `MemoryOS` and `AsyncMemoryOS` only send requests and sleep (STYLE 13)."""

from __future__ import annotations

import email.utils
import inspect
import json
import os
import platform
import random
import time
import uuid
from datetime import date, datetime
from typing import Any, Callable, Dict, Generic, Mapping, Optional, TypeVar, Union, cast

import httpx

from ._version import __version__
from .exceptions import (
    ERRORS_BY_CODE,
    ERRORS_BY_STATUS,
    APIConnectionError,
    APIStatusError,
    APITimeoutError,
    ConfigurationError,
    InternalServerError,
)

T = TypeVar("T")

DEFAULT_BASE_URL = "http://127.0.0.1:8000/v1"
DEFAULT_TIMEOUT = 60.0
DEFAULT_MAX_RETRIES = 2
INITIAL_RETRY_DELAY = 0.5
MAX_RETRY_DELAY = 8.0
MAX_RETRY_AFTER = 60.0
RETRY_STATUSES = frozenset({408, 409, 429})


class _NotGiven:
    """Default of parameters where None means "send null" (e.g. `expires_at=None` clears an expiry)."""

    def __bool__(self) -> bool:
        return False

    def __repr__(self) -> str:
        return "NOT_GIVEN"


NOT_GIVEN: Any = _NotGiven()


class Call(Generic[T]):
    """One prepared API call: method, path, query, body, and the caller's own Idempotency-Key if it gave one.
    `T` is what the API answers."""

    __slots__ = ("method", "path", "params", "body", "idempotency_key")

    def __init__(
        self,
        method: str,
        path: str,
        *,
        params: Optional[Dict[str, Any]] = None,
        body: Any = None,
        idempotency_key: Optional[str] = None,
    ):
        self.method = method
        self.path = path
        self.params = params
        self.body = body
        self.idempotency_key = idempotency_key

    def next_page(self, page: Mapping[str, Any]) -> Optional[Call[T]]:
        """The call for the page after `page`, or None after the last one."""
        meta = page.get("meta") or {}
        if not meta.get("has_more") or not page.get("data"):
            return None
        params = dict(self.params or {})
        params["offset"] = int(meta["offset"]) + len(page["data"])
        return Call(self.method, self.path, params=params, body=self.body)


def drop_unset(values: Mapping[str, Any], *, keep_none: bool = False) -> Dict[str, Any]:
    """The parameters a caller gave: NOT_GIVEN always goes, None too unless it means null (`keep_none`)."""
    return {
        key: value
        for key, value in values.items()
        if not isinstance(value, _NotGiven) and (keep_none or value is not None)
    }


def _jsonable(value: Any) -> Any:
    if isinstance(value, (datetime, date)):
        return value.isoformat()
    if isinstance(value, uuid.UUID):
        return str(value)
    if isinstance(value, Mapping):
        return {str(k): _jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple, set, frozenset)):
        return [_jsonable(v) for v in value]
    return value


def query_params(values: Mapping[str, Any]) -> Dict[str, str]:
    """Query-string form of filters: lists comma-joined, booleans lower-case, metadata as JSON."""
    out: Dict[str, str] = {}
    for key, value in drop_unset(values).items():
        if isinstance(value, bool):
            out[key] = "true" if value else "false"
        elif isinstance(value, Mapping):
            out[key] = json.dumps(_jsonable(value), separators=(",", ":"))
        elif isinstance(value, (list, tuple, set, frozenset)):
            out[key] = ",".join(str(v) for v in value)
        else:
            out[key] = str(_jsonable(value))
    return out


def json_body(values: Mapping[str, Any], *, keep_none: bool = False) -> Dict[str, Any]:
    return cast(Dict[str, Any], _jsonable(drop_unset(values, keep_none=keep_none)))


def _parse_retry_after(headers: httpx.Headers) -> Optional[float]:
    """Retry-After in seconds (or as an HTTP date); None when absent or unreadable."""
    raw = headers.get("retry-after-ms")
    if raw:
        try:
            return float(raw) / 1000
        except ValueError:
            pass
    raw = headers.get("retry-after")
    if not raw:
        return None
    try:
        return float(raw)
    except ValueError:
        parsed = email.utils.parsedate_tz(raw)
        if parsed is None:
            return None
        return email.utils.mktime_tz(parsed) - time.time()


class BaseClient:
    """Configuration and every decision about a request that does not depend on sync or async I/O."""

    def __init__(
        self,
        *,
        api_key: Optional[str] = None,
        base_url: Optional[str] = None,
        timeout: Union[float, httpx.Timeout, None] = DEFAULT_TIMEOUT,
        max_retries: int = DEFAULT_MAX_RETRIES,
        headers: Optional[Mapping[str, str]] = None,
    ) -> None:
        api_key = api_key if api_key is not None else os.environ.get("MEMORYOS_API_KEY")
        if not api_key:
            raise ConfigurationError(
                "No API key: pass api_key=... or set the MEMORYOS_API_KEY environment variable "
                "(and MEMORYOS_BASE_URL if the server is not at the default " + DEFAULT_BASE_URL + ")."
            )
        if max_retries < 0:
            raise ConfigurationError("max_retries must be 0 or more.")
        self.api_key = api_key
        self.base_url = (base_url or os.environ.get("MEMORYOS_BASE_URL") or DEFAULT_BASE_URL).rstrip("/")
        self.timeout = timeout
        self.max_retries = max_retries
        self.custom_headers = dict(headers or {})
        self._client = self  # resources call `self._client._request(...)`; on the client that is itself

    def __repr__(self) -> str:
        return f"{type(self).__name__}(base_url={self.base_url!r})"

    # --- Building ------------------------------------------------------------------------------------
    def _headers(self, call: Call[Any], idempotency_key: Optional[str], retries_taken: int) -> Dict[str, str]:
        headers = {
            "Accept": "application/json",
            "Authorization": f"Bearer {self.api_key}",
            "User-Agent": f"memoryos-python/{__version__} (Python {platform.python_version()})",
        }
        if call.body is not None:
            headers["Content-Type"] = "application/json"
        if idempotency_key:
            headers["Idempotency-Key"] = idempotency_key
        if retries_taken:
            headers["X-Retry-Count"] = str(retries_taken)
        headers.update(self.custom_headers)
        return headers

    def _idempotency_key(self, call: Call[Any]) -> Optional[str]:
        """One key per logical call, reused by its retries, so the server answers a repeated write with its first
        answer (the caller's own, if it gave one)."""
        if call.method in ("GET", "HEAD"):
            return None
        return call.idempotency_key or f"mos-py-{uuid.uuid4()}"

    def _build(self, call: Call[Any], idempotency_key: Optional[str], retries_taken: int) -> Dict[str, Any]:
        content = None
        if call.body is not None:
            content = json.dumps(call.body, separators=(",", ":"), ensure_ascii=False).encode("utf-8")
        return {
            "method": call.method,
            "url": self.base_url + call.path,
            "params": call.params or None,
            "content": content,
            "headers": self._headers(call, idempotency_key, retries_taken),
        }

    # --- Deciding ------------------------------------------------------------------------------------
    @staticmethod
    def _should_retry(response: httpx.Response) -> bool:
        hint = response.headers.get("x-should-retry")
        if hint in ("true", "false"):
            return bool(hint == "true")
        return response.status_code in RETRY_STATUSES or response.status_code >= 500

    @staticmethod
    def _retry_delay(retries_taken: int, response: Optional[httpx.Response]) -> float:
        """Retry-After when the server gives one of at most 60 s; else 0.5 s x 2^n up to 8 s, with jitter."""
        if response is not None:
            after = _parse_retry_after(response.headers)
            if after is not None and 0 <= after <= MAX_RETRY_AFTER:
                return after
        delay = min(INITIAL_RETRY_DELAY * (2.0**retries_taken), MAX_RETRY_DELAY)
        return delay * (1 - 0.25 * random.random())

    def _delay_after_transport_error(self, exc: httpx.TransportError, retries_taken: int) -> float:
        """Seconds to wait before trying again, or the error to raise when no retry is left."""
        if retries_taken < self.max_retries:
            return self._retry_delay(retries_taken, None)
        if isinstance(exc, httpx.TimeoutException):
            raise APITimeoutError(f"Request timed out after {retries_taken + 1} attempt(s): {exc!r}") from exc
        raise APIConnectionError(f"Connection error after {retries_taken + 1} attempt(s): {exc!r}") from exc

    def _delay_after_error_response(self, response: httpx.Response, retries_taken: int) -> float:
        """Seconds to wait before trying again, or the response's error to raise."""
        if retries_taken < self.max_retries and self._should_retry(response):
            return self._retry_delay(retries_taken, response)
        raise self._make_error(response)

    # --- Answering -----------------------------------------------------------------------------------
    @staticmethod
    def _decode(response: httpx.Response) -> Any:
        if not response.content:
            return None
        try:
            return response.json()
        except ValueError:
            return response.text

    def _make_error(self, response: httpx.Response) -> APIStatusError:
        """The one place a response becomes an exception: by the envelope's code, else by the status."""
        body = self._decode(response)
        envelope = body.get("error") if isinstance(body, dict) else None
        if isinstance(envelope, dict):
            code = str(envelope.get("code") or "")
            message = str(envelope.get("message") or response.reason_phrase)
            details = envelope.get("details") if isinstance(envelope.get("details"), dict) else {}
            request_id = envelope.get("request_id") or response.headers.get("x-request-id")
        else:
            code, details = "", {}
            message = f"HTTP {response.status_code} {response.reason_phrase}".strip()
            if isinstance(body, str) and body.strip():
                message += f": {body.strip()[:200]}"
            request_id = response.headers.get("x-request-id")
        status = response.status_code
        cls = ERRORS_BY_CODE.get(code) or ERRORS_BY_STATUS.get(status)
        if cls is None:
            cls = InternalServerError if status >= 500 else APIStatusError
        return cls(
            message,
            code=code or (cls.code if cls is not APIStatusError else f"HTTP_{status}"),
            status=status,
            request_id=request_id,
            retry_after=_parse_retry_after(response.headers),
            details=details,
            body=body,
        )


def bind_signature(method: Callable[..., Any], endpoint: Callable[..., Any], returns: str = "{}") -> None:
    """Give a shell method the endpoint's name, docs and signature (with `self`), for help() and IDEs.
    `returns` wraps what the call answers, e.g. "Awaitable[{}]"."""
    signature = inspect.signature(endpoint)
    answer = str(signature.return_annotation)
    if answer.startswith("Call[") and answer.endswith("]"):
        answer = answer[len("Call[") : -1]
    self_param = inspect.Parameter("self", inspect.Parameter.POSITIONAL_ONLY)
    method.__name__ = endpoint.__name__.split("__")[-1]
    method.__qualname__ = method.__name__
    method.__doc__ = endpoint.__doc__
    method.__signature__ = signature.replace(  # type: ignore[attr-defined]
        parameters=[self_param, *signature.parameters.values()], return_annotation=returns.format(answer)
    )
