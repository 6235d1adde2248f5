"""Per-key rate limits from the tenant's plan: fixed one-minute windows, counted in Redis, or without Redis
in PostgreSQL. Every process must count into the same bucket, and local memory is each process's own (with
two gunicorn workers, a plan's limit would allow twice its requests, and `RateLimit-Remaining` would
jump between the workers' counts).

Each count is one round trip: a pipelined SET NX + INCR in Redis, one upsert in PostgreSQL. Until session 13
django-ratelimit counted in Redis, with three (its `add`, then Django's `incr`, which checks that the key
exists before it increments), on every request (docs/architecture.md)."""

from __future__ import annotations

import random
import time
import zlib
from dataclasses import dataclass

import structlog
from django.conf import settings
from django.core.cache import cache

from memoryos.api.errors import RateLimitExceededError
from tenants import sql

log = structlog.get_logger(__name__)

WINDOW_SECONDS = 60
# Requests without a valid key are limited by client address (brute-force protection).
ANONYMOUS_PER_MINUTE = 60
# Without Redis, about one count in this many also deletes the buckets of past windows (client addresses
# that stopped calling); an API key's two buckets are reused from window to window. In Redis a bucket's
# window is part of its key, which expires a little after the window ends.
PRUNE_EVERY = 1000
EXPIRY_MARGIN_SECONDS = 5


@dataclass(frozen=True)
class RateLimitState:
    limit: int
    remaining: int
    reset: int  # seconds until the window resets

    def headers(self) -> dict[str, str]:
        return {
            "RateLimit-Limit": str(self.limit),
            "RateLimit-Remaining": str(self.remaining),
            "RateLimit-Reset": str(self.reset),
            "RateLimit-Policy": f"{self.limit};w={WINDOW_SECONDS}",
        }


def client_ip(request) -> str:
    return request.META.get("REMOTE_ADDR", "unknown")


def check_rate_limit(request, *, kind: str, principal=None) -> RateLimitState | None:
    """Count this request; raise RATE_LIMIT_EXCEEDED (429, Retry-After) when over the plan's limit."""
    if not settings.RATELIMIT_ENABLE:  # no count, no headers
        return None
    if principal is not None:
        plan = principal.tenant.plan
        limit = plan.read_requests_per_minute if kind == "read" else plan.write_requests_per_minute
        ident = f"key:{principal.api_key.pk}"
    else:
        limit = ANONYMOUS_PER_MINUTE
        ident = f"ip:{client_ip(request)}"
    bucket = f"{kind}:{ident}"
    now = int(time.time())
    window_end = _window_end(bucket, now)
    try:
        if settings.SHARED_COUNTERS_IN_DATABASE:
            count = sql.rate_limit_count(bucket, window_end)
            if random.randrange(PRUNE_EVERY) == 0:
                sql.rate_limit_prune(now - WINDOW_SECONDS)
        else:
            count = _redis_count(bucket, window_end)
    except Exception as exc:  # noqa: BLE001 - the store is down: serve rather than refuse everyone
        log.warning("ratelimit_unavailable", error=str(exc))
        return None
    reset = max(1, window_end - now)
    state = RateLimitState(limit=limit, remaining=max(0, limit - count), reset=reset)
    if count > limit:
        raise RateLimitExceededError(
            f"Rate limit of {limit} {kind} requests per minute exceeded; retry in {reset} s.",
            details={"limit": limit, "window_seconds": WINDOW_SECONDS, "retry_after": reset},
            headers={"Retry-After": str(reset), **state.headers()},
        )
    return state


def _window_end(bucket: str, now: int) -> int:
    """When this bucket's fixed window ends: each bucket's windows are offset by a hash of its name, so that
    not every bucket resets in the same second."""
    end = now - now % WINDOW_SECONDS + zlib.crc32(bucket.encode()) % WINDOW_SECONDS
    return end + WINDOW_SECONDS if end < now else end


def _redis_count(bucket: str, window_end: int) -> int:
    """Count one request in this bucket's window and return the window's count: SET NX (the window's key,
    expiring after it) and INCR, pipelined into one round trip, atomic across processes. Through the client
    of Django's Redis cache (its connection pool and key prefix); the value is a plain integer, as that
    cache stores integers."""
    key = cache.make_and_validate_key(f"rl:{bucket}:{window_end}")
    client = cache._cache.get_client(key, write=True)  # Django's RedisCacheClient
    pipeline = client.pipeline(transaction=False)
    pipeline.set(key, 0, ex=WINDOW_SECONDS + EXPIRY_MARGIN_SECONDS, nx=True)
    pipeline.incr(key)
    return pipeline.execute()[1]
