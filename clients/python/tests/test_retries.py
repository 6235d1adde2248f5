"""Retries, backoff and error mapping, against a local HTTP server scripted per test (tests/conftest.py)."""

import asyncio
import socket
import time

import httpx
import pytest

from memoryos import AsyncMemoryOS, MemoryOS
from memoryos.exceptions import (
    APIConnectionError,
    APIStatusError,
    APITimeoutError,
    ConflictError,
    InternalServerError,
    MemoryOSError,
    QuotaExceededError,
    RateLimitError,
    ServiceUnavailableError,
    ValidationError,
)

from conftest import envelope

MEMORY = {"id": "m1", "content": "x"}


def client_for(scripted, **options):
    return MemoryOS(api_key="mos_test", base_url=scripted.url, **options)


def test_5xx_then_success_reuses_one_idempotency_key(scripted):
    scripted.add(503, envelope("SERVICE_UNAVAILABLE"))
    scripted.add(500, envelope("INTERNAL_ERROR"))
    scripted.add(201, MEMORY)
    with client_for(scripted) as client:
        assert client.memories.create("x") == MEMORY
    keys = [r["headers"].get("idempotency-key") for r in scripted.requests]
    assert len(keys) == 3 and keys[0] and len(set(keys)) == 1
    assert [r["headers"].get("x-retry-count") for r in scripted.requests] == [None, "1", "2"]
    assert scripted.requests[0]["headers"]["authorization"] == "Bearer mos_test"
    assert scripted.requests[0]["json"] == {"content": "x"}


def test_a_key_of_the_callers_own_is_sent_on_every_attempt(scripted):
    scripted.add(503, envelope("SERVICE_UNAVAILABLE"))
    scripted.add(201, MEMORY)
    scripted.add(202, {"session_id": "s1", "status": "accepted"})
    with client_for(scripted) as client:
        client.memories.create("x", idempotency_key="job-42")
        client.sessions.create(conversation="user: hi", idempotency_key="job-43")
    assert [r["headers"].get("idempotency-key") for r in scripted.requests] == ["job-42", "job-42", "job-43"]
    assert "idempotency_key" not in scripted.requests[0]["json"]  # a header, never a field of the body


def test_each_logical_call_gets_its_own_key_and_gets_send_none(scripted):
    scripted.add(201, MEMORY)
    scripted.add(201, MEMORY)
    scripted.add(200, MEMORY)
    with client_for(scripted) as client:
        client.memories.create("a")
        client.memories.create("b")
        client.memories.get("m1")
    keys = [r["headers"].get("idempotency-key") for r in scripted.requests]
    assert keys[0] != keys[1] and keys[2] is None


def test_gives_up_after_max_retries_with_the_last_error(scripted):
    for _ in range(3):
        scripted.add(503, envelope("SERVICE_UNAVAILABLE", "db down", request_id="req-9"))
    with client_for(scripted) as client:
        with pytest.raises(ServiceUnavailableError) as raised:
            client.usage()
    assert len(scripted.requests) == 3  # 1 + max_retries (2)
    error = raised.value
    assert (error.status, error.code, error.message, error.request_id) == (
        503,
        "SERVICE_UNAVAILABLE",
        "db down",
        "req-9",
    )


def test_backoff_grows_exponentially_with_jitter():
    delays = [MemoryOS._retry_delay(n, None) for n in range(6)]
    for n, delay in enumerate(delays):
        nominal = min(0.5 * 2**n, 8.0)
        assert 0.75 * nominal <= delay <= nominal
    assert delays[5] <= 8.0


def test_retry_after_is_honoured_and_exposed(scripted):
    scripted.add(429, envelope("RATE_LIMIT_EXCEEDED"), headers={"Retry-After": "1"})
    scripted.add(200, {"memories_stored": 1})
    with client_for(scripted) as client:
        started = time.monotonic()
        assert client.usage() == {"memories_stored": 1}
        assert time.monotonic() - started >= 0.95
    scripted.add(429, envelope("RATE_LIMIT_EXCEEDED"), headers={"Retry-After": "7"})
    with client_for(scripted, max_retries=0) as client:
        with pytest.raises(RateLimitError) as raised:
            client.usage()
    assert raised.value.retry_after == 7 and raised.value.status == 429


def test_a_retry_after_over_a_minute_falls_back_to_backoff():
    response = httpx.Response(429, headers={"Retry-After": "3600"})
    assert MemoryOS._retry_delay(0, response) <= 0.5


def test_retry_after_as_an_http_date():
    date = time.strftime("%a, %d %b %Y %H:%M:%S GMT", time.gmtime(time.time() + 3))
    delay = MemoryOS._retry_delay(0, httpx.Response(503, headers={"Retry-After": date}))
    assert 1.5 <= delay <= 3.5


@pytest.mark.parametrize(
    "status, code, cls",
    [
        (400, "VALIDATION_ERROR", ValidationError),
        (403, "QUOTA_EXCEEDED", QuotaExceededError),
        (409, "CONFLICT", ConflictError),
    ],
)
def test_client_errors_are_not_retried(scripted, status, code, cls):
    headers = {"X-Should-Retry": "false"} if status == 409 else None
    scripted.add(status, envelope(code, fields={"content": ["bad"]}), headers=headers)
    with client_for(scripted) as client:
        with pytest.raises(cls) as raised:
            client.memories.create("x")
    assert len(scripted.requests) == 1 and raised.value.code == code
    assert raised.value.details == {"fields": {"content": ["bad"]}}


def test_409_without_the_hint_is_retried(scripted):
    scripted.add(409, envelope("CONFLICT"))
    scripted.add(201, MEMORY)
    with client_for(scripted) as client:
        assert client.memories.create("x") == MEMORY
    assert len(scripted.requests) == 2


def test_an_answer_without_the_envelope_maps_by_status(scripted):
    scripted.add(502, raw=b"<html>bad gateway</html>")
    scripted.add(418, raw=b"")
    with client_for(scripted, max_retries=0) as client:
        with pytest.raises(InternalServerError) as gateway:
            client.usage()
        with pytest.raises(APIStatusError) as teapot:
            client.usage()
    assert gateway.value.status == 502 and "bad gateway" in gateway.value.message
    assert teapot.value.status == 418 and teapot.value.code == "HTTP_418"


def test_connection_errors_keep_their_cause():
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]  # nothing listens here once closed
    with MemoryOS(api_key="mos_x", base_url=f"http://127.0.0.1:{port}/v1", max_retries=1) as client:
        started = time.monotonic()
        with pytest.raises(APIConnectionError) as raised:
            client.usage()
    assert isinstance(raised.value.__cause__, httpx.ConnectError) and raised.value.status is None
    assert time.monotonic() - started >= 0.3  # one backoff between the two attempts
    assert isinstance(raised.value, MemoryOSError)


def test_timeouts_are_their_own_error(scripted):
    scripted.add(200, {}, delay=1.0)
    with client_for(scripted, timeout=0.2, max_retries=0) as client:
        with pytest.raises(APITimeoutError) as raised:
            client.usage()
    assert isinstance(raised.value.__cause__, httpx.TimeoutException)
    assert isinstance(raised.value, APIConnectionError) and raised.value.code == "TIMEOUT"


def test_custom_headers_and_user_agent(scripted):
    scripted.add(200, {})
    with client_for(scripted, headers={"X-Request-ID": "trace-1"}) as client:
        client.usage()
    headers = scripted.requests[0]["headers"]
    assert headers["x-request-id"] == "trace-1" and headers["user-agent"].startswith("memoryos-python/")


def test_query_strings(scripted):
    scripted.add(200, {"data": [], "meta": {"total": 0, "limit": 10, "offset": 0, "has_more": False}})
    with client_for(scripted) as client:
        client.memories.list(limit=10, tags=["a", "b"], metadata={"project": "x"}, tier="long")
    path = scripted.requests[0]["path"]
    assert path.startswith("/v1/memories?") and "tags=a%2Cb" in path and "tier=long" in path
    assert "metadata=%7B%22project%22%3A%22x%22%7D" in path


def test_async_client_retries_the_same_way(scripted):
    scripted.add(503, envelope("SERVICE_UNAVAILABLE"))
    scripted.add(201, MEMORY)

    async def main():
        async with AsyncMemoryOS(api_key="mos_test", base_url=scripted.url) as client:
            return await client.memories.create("x")

    assert asyncio.run(main()) == MEMORY
    keys = {r["headers"]["idempotency-key"] for r in scripted.requests}
    assert len(scripted.requests) == 2 and len(keys) == 1


def test_async_pagination_follows_has_more(scripted):
    scripted.add(
        200, {"data": [{"id": "a"}, {"id": "b"}], "meta": {"total": 3, "limit": 2, "offset": 0, "has_more": True}}
    )
    scripted.add(200, {"data": [{"id": "c"}], "meta": {"total": 3, "limit": 2, "offset": 2, "has_more": False}})

    async def main():
        async with AsyncMemoryOS(api_key="mos_test", base_url=scripted.url) as client:
            return [m["id"] async for m in client.memories.iter(limit=2)]

    assert asyncio.run(main()) == ["a", "b", "c"]
    assert "offset=2" in scripted.requests[1]["path"] and "limit=2" in scripted.requests[1]["path"]
