"""Per-key rate limits from the tenant's plan, counted by django-ratelimit in Redis, or without Redis in
PostgreSQL: every process must count into the same bucket, and local memory is each process's own (with
two gunicorn workers, a plan's limit would allow twice its requests, and `RateLimit-Remaining` would
jump between the workers' counts)."""

from __future__ import annotations

import random
import time
import zlib
from dataclasses import dataclass

import structlog
from django.conf import settings
from django_ratelimit.core import get_usage

from memoryos.api.errors import RateLimitExceededError
from tenants import sql

log = structlog.get_logger(__name__)

WINDOW_SECONDS = 60
# Requests without a valid key are limited by client address (brute-force protection).
ANONYMOUS_PER_MINUTE = 60
# Without Redis, about one count in this many also deletes the buckets of past windows (client addresses
# that stopped calling); an API key's two buckets are reused from window to window.
PRUNE_EVERY = 1000


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
    if not settings.RATELIMIT_ENABLE:  # as django-ratelimit itself: no count, no headers
        return None
    if principal is not None:
        plan = principal.tenant.plan
        limit = plan.read_requests_per_minute if kind == "read" else plan.write_requests_per_minute
        ident = f"key:{principal.api_key.pk}"
    else:
        limit = ANONYMOUS_PER_MINUTE
        ident = f"ip:{client_ip(request)}"
    try:
        if settings.SHARED_COUNTERS_IN_DATABASE:
            usage = _database_usage(f"{kind}:{ident}", limit)
        else:
            usage = get_usage(
                request,
                group=f"memoryos.{kind}",
                key=lambda group, req: ident,
                rate=(limit, WINDOW_SECONDS),
                increment=True,
            )
    except Exception as exc:  # noqa: BLE001 - the cache is down: serve rather than refuse everyone
        log.warning("ratelimit_unavailable", error=str(exc))
        return None
    if usage is None or usage["time_left"] < 0:
        if usage is not None:
            log.warning("ratelimit_unavailable", error="cache did not count")
        return None
    reset = max(1, usage["time_left"])
    state = RateLimitState(limit=limit, remaining=max(0, limit - usage["count"]), reset=reset)
    if usage["should_limit"]:
        raise RateLimitExceededError(
            f"Rate limit of {limit} {kind} requests per minute exceeded; retry in {reset} s.",
            details={"limit": limit, "window_seconds": WINDOW_SECONDS, "retry_after": reset},
            headers={"Retry-After": str(reset), **state.headers()},
        )
    return state


def _window_end(bucket: str, now: int) -> int:
    """When this bucket's fixed window ends: as django-ratelimit computes it, each bucket's windows offset by
    a hash of its name, so that not every bucket resets in the same second."""
    end = now - now % WINDOW_SECONDS + zlib.crc32(bucket.encode()) % WINDOW_SECONDS
    return end + WINDOW_SECONDS if end < now else end


def _database_usage(bucket: str, limit: int) -> dict:
    """django-ratelimit's answer (count, should_limit, time_left), counted in PostgreSQL in one statement."""
    now = int(time.time())
    window_end = _window_end(bucket, now)
    count = sql.rate_limit_count(bucket, window_end)
    if random.randrange(PRUNE_EVERY) == 0:
        sql.rate_limit_prune(now - WINDOW_SECONDS)
    return {"count": count, "should_limit": count > limit, "time_left": window_end - now}
