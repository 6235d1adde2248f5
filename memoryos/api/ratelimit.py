"""Per-key rate limits from the tenant's plan, counted by django-ratelimit in the shared cache."""

from __future__ import annotations

from dataclasses import dataclass

import structlog
from django_ratelimit.core import get_usage

from memoryos.api.errors import RateLimitExceededError

log = structlog.get_logger(__name__)

WINDOW_SECONDS = 60
# Requests without a valid key are limited by client address (brute-force protection).
ANONYMOUS_PER_MINUTE = 60


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
    if principal is not None:
        plan = principal.tenant.plan
        limit = plan.read_requests_per_minute if kind == "read" else plan.write_requests_per_minute
        ident = f"key:{principal.api_key.pk}"
    else:
        limit = ANONYMOUS_PER_MINUTE
        ident = f"ip:{client_ip(request)}"
    try:
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
