"""`Idempotency-Key` on writes: a retried write that already committed gets its first response again.

Our clients send one key per logical write on all its attempts (docs/clients.md), and retry on timeouts and
dropped connections, where they cannot know whether the write happened. With the key, the server can: the key's
row (tenants.models.IdempotencyKey) is inserted in the write's own transaction, with the response, so the two
commit together or not at all.

- A key new to the tenant: the write runs; on success (2xx) its response is stored with the key. On an error
  everything rolls back, the key's row too, so a retry runs the write again (a 503 may succeed next time; a
  400 fails the same way; nothing was half-written in between).
- The key of a write that committed, with the same method, path and body: its stored response, marked
  `Idempotent-Replayed: true`; nothing runs again.
- The same key while that write still runs: the claim waits for it to end (the unique index holds the
  second insert), then replays it, or runs if it rolled back. Exactly one of them writes.
- The same key with another method, path or body: 400 VALIDATION_ERROR, nothing runs.

Keys are per tenant and kept IDEMPOTENCY_KEY_HOURS; reads (GET, search, context) ignore the header. docs/api.md
"Retries and Idempotency-Key" has the rules for users.
"""

from __future__ import annotations

import hashlib
import re
from datetime import timedelta

from django.db import transaction
from django.http import HttpResponse
from django.utils import timezone

from memoryos.api.errors import ValidationFailed
from tenants import sql
from tenants.models import IDEMPOTENCY_KEY_HOURS

HEADER = "Idempotency-Key"
REPLAYED_HEADER = "Idempotent-Replayed"
# Visible ASCII, as the clients' `mos-py-<uuid>` and most generators' keys (UUIDs, ULIDs) are.
KEY_PATTERN = r"^[\x21-\x7e]{1,255}$"
_KEY = re.compile(KEY_PATTERN)


def request_key(request) -> str | None:
    """The request's Idempotency-Key, None without one; a malformed key is a VALIDATION_ERROR."""
    key = request.headers.get(HEADER)
    if key is None:
        return None
    if not _KEY.match(key):
        raise ValidationFailed(
            f"{HEADER} must be 1 to 255 visible ASCII characters.",
            details={"fields": {HEADER: ["1 to 255 visible ASCII characters (no spaces)."]}},
        )
    return key


def _fingerprint(request) -> str:
    digest = hashlib.sha256()
    for part in (request.method.encode(), request.get_full_path().encode(), request.body):
        digest.update(len(part).to_bytes(8, "big"))
        digest.update(part)
    return digest.hexdigest()


def run_once(view, handler, key: str, request, *args, **kwargs):
    """Run `handler` (a view's method) in one transaction with the claim of `key`, or replay the response stored
    under it. The response returned is the stored bytes in both cases, so a replay is the first answer's twin; a
    header the view set on its response is not kept (none of the writes sets one)."""
    tenant_id = view.tenant.pk
    fingerprint = _fingerprint(request)
    with transaction.atomic():
        row_id, stored = sql.idempotency_claim(
            tenant_id, key, fingerprint, timezone.now() - timedelta(hours=IDEMPOTENCY_KEY_HOURS)
        )
        if stored is not None:
            return _replay(key, fingerprint, *stored)
        response = handler(request, *args, **kwargs)
        if not 200 <= response.status_code < 300:
            transaction.set_rollback(True)  # an error answered without raising changes nothing either
            return response
        renderer, media_type = request.accepted_renderer, request.accepted_media_type
        body = renderer.render(response.data, media_type, view.get_renderer_context())
        content_type = f"{media_type}; charset={renderer.charset}" if renderer.charset else media_type
        sql.idempotency_complete(tenant_id, row_id, response.status_code, content_type, body)
    return HttpResponse(body, status=response.status_code, content_type=content_type)


def _replay(key: str, fingerprint: str, first: str, status_code: int, content_type: str, body: bytes):
    if first != fingerprint:
        raise ValidationFailed(
            f"This {HEADER} was used for a different request (method, path or body) in the last "
            f"{IDEMPOTENCY_KEY_HOURS} hours; use a new key for a new request.",
            details={"fields": {HEADER: ["Already used for a different request."]}, "idempotency_key": key},
        )
    answer = HttpResponse(body, status=status_code, content_type=content_type)
    answer[REPLAYED_HEADER] = "true"
    return answer
