"""Every endpoint of the API, once: its parameters and the call they make.

The functions only build a `Call`; `MemoryOS` runs it synchronously and `AsyncMemoryOS` awaits it, with the
same signature and docs (see _client.py). A name's part after "__" is the method's name on the client.
Parameters left at None are not sent (the server applies its default); in `update`, parameters default
to NOT_GIVEN so that None can clear a value (`expires_at=None`).
"""

from __future__ import annotations

from datetime import datetime
from typing import Any, Iterable, Mapping, Optional, Sequence, Union
from urllib.parse import quote

from ._base import NOT_GIVEN, Call, json_body, query_params
from .types import (
    ApiKey,
    ApiKeyCreated,
    ApiKeyList,
    ApiKeyRotated,
    ContentType,
    ContextFormat,
    ContextResponse,
    Memory,
    MemoryBatchResult,
    MemoryDeleted,
    MemoryHistory,
    MemoryList,
    MemoryNature,
    Message,
    Ordering,
    Scope,
    SearchMode,
    SearchResponse,
    Session,
    SessionAccepted,
    SessionList,
    SessionStatus,
    TenantSettings,
    TextLanguage,
    Tier,
    Tokenizer,
    Usage,
    UserErased,
    UserExport,
)

Timestamp = Union[datetime, str]


def _id(value: Any) -> str:
    """A path segment: ids as given, URL-encoded (user ids may hold '/', spaces or '@')."""
    text = str(value)
    if not text:
        raise ValueError("An id must not be empty.")
    return quote(text, safe="")


# --- Memories -------------------------------------------------------------------------------------------


def memories__create(
    content: str,
    *,
    tier: Optional[Tier] = None,
    content_type: Optional[ContentType] = None,
    memory_nature: Optional[MemoryNature] = None,
    parent_memory_id: Optional[str] = None,
    metadata: Optional[Mapping[str, Any]] = None,
    external_id: Optional[str] = None,
    source_id: Optional[str] = None,
    importance_score: Optional[float] = None,
    user_id: Optional[str] = None,
    scope: Optional[str] = None,
    tags: Optional[Sequence[str]] = None,
    entities: Optional[Sequence[str]] = None,
    pinned: Optional[bool] = None,
    expires_at: Optional[Timestamp] = None,
    occurred_at: Optional[Timestamp] = None,
    embedding: Optional[Sequence[float]] = None,
    idempotency_key: Optional[str] = None,
) -> Call[Memory]:
    """Store one memory and return it. Unset fields take the server's defaults (tier "short", content_type
    "text", importance 0.5; memory_nature from the content type). `embedding` skips server-side embedding.
    `idempotency_key`: your own key for this write (default: a new one per call); the same key again within
    24 hours returns the first answer instead of storing another memory."""
    body = json_body(
        dict(
            content=content,
            tier=tier,
            content_type=content_type,
            memory_nature=memory_nature,
            parent_memory_id=parent_memory_id,
            metadata=metadata,
            external_id=external_id,
            source_id=source_id,
            importance_score=importance_score,
            user_id=user_id,
            scope=scope,
            tags=tags,
            entities=entities,
            pinned=pinned,
            expires_at=expires_at,
            occurred_at=occurred_at,
            embedding=embedding,
        )
    )
    return Call("POST", "/memories", body=body, idempotency_key=idempotency_key)


def memories__batch(
    memories: Iterable[Mapping[str, Any]], *, idempotency_key: Optional[str] = None
) -> Call[MemoryBatchResult]:
    """Store many memories in one transaction (up to the plan's batch size): all or none. Each item takes
    the fields of `create`. A VALIDATION_ERROR names the failing item's index. `idempotency_key`: as in
    `create`."""
    body = {"memories": [json_body(item) for item in memories]}
    return Call("POST", "/memories/batch", body=body, idempotency_key=idempotency_key)


def memories__list(
    *,
    limit: Optional[int] = None,
    offset: Optional[int] = None,
    tier: Optional[Tier] = None,
    content_type: Optional[ContentType] = None,
    memory_nature: Optional[MemoryNature] = None,
    min_relevance: Optional[float] = None,
    user_id: Optional[str] = None,
    scope: Optional[str] = None,
    tags: Optional[Sequence[str]] = None,
    entities: Optional[Sequence[str]] = None,
    metadata: Optional[Mapping[str, Any]] = None,
    created_after: Optional[Timestamp] = None,
    created_before: Optional[Timestamp] = None,
    occurred_after: Optional[Timestamp] = None,
    occurred_before: Optional[Timestamp] = None,
    ordering: Optional[Ordering] = None,
) -> Call[MemoryList]:
    """One page of memories: `{"data": [...], "meta": {"total", "limit", "offset", "has_more"}}`.
    `limit` 1-100 (default 50). `scope` matches a prefix; `tags` and `entities` must all be present;
    `metadata` matches memories whose metadata contains it."""
    params = query_params(
        dict(
            limit=limit,
            offset=offset,
            tier=tier,
            content_type=content_type,
            memory_nature=memory_nature,
            min_relevance=min_relevance,
            user_id=user_id,
            scope=scope,
            tags=tags,
            entities=entities,
            metadata=metadata,
            created_after=created_after,
            created_before=created_before,
            occurred_after=occurred_after,
            occurred_before=occurred_before,
            ordering=ordering,
        )
    )
    return Call("GET", "/memories", params=params)


def memories__get(memory_id: str) -> Call[Memory]:
    """One memory by id (NotFoundError if this tenant has none)."""
    return Call("GET", f"/memories/{_id(memory_id)}")


def memories__update(
    memory_id: str,
    *,
    content: str = NOT_GIVEN,
    tier: Tier = NOT_GIVEN,
    importance_score: float = NOT_GIVEN,
    memory_nature: MemoryNature = NOT_GIVEN,
    content_type: ContentType = NOT_GIVEN,
    metadata: Mapping[str, Any] = NOT_GIVEN,
    tags: Sequence[str] = NOT_GIVEN,
    entities: Sequence[str] = NOT_GIVEN,
    scope: Optional[str] = NOT_GIVEN,
    pinned: bool = NOT_GIVEN,
    expires_at: Optional[Timestamp] = NOT_GIVEN,
    occurred_at: Timestamp = NOT_GIVEN,
    embedding: Sequence[float] = NOT_GIVEN,
) -> Call[Memory]:
    """Change the given fields and return the memory. New `content` is re-embedded; `metadata` replaces
    the old object; `expires_at=None` removes the expiry. Every change is recorded in the history."""
    body = json_body(
        dict(
            content=content,
            tier=tier,
            importance_score=importance_score,
            memory_nature=memory_nature,
            content_type=content_type,
            metadata=metadata,
            tags=tags,
            entities=entities,
            scope=scope,
            pinned=pinned,
            expires_at=expires_at,
            occurred_at=occurred_at,
            embedding=embedding,
        ),
        keep_none=True,
    )
    return Call("PATCH", f"/memories/{_id(memory_id)}", body=body)


def memories__delete(memory_id: str) -> Call[MemoryDeleted]:
    """Delete a memory for good: `{"id", "deleted": True}`."""
    return Call("DELETE", f"/memories/{_id(memory_id)}")


def memories__history(memory_id: str) -> Call[MemoryHistory]:
    """The memory's events (created, updated, promoted, merged, ...), oldest first: `{"data": [...]}`."""
    return Call("GET", f"/memories/{_id(memory_id)}/history")


# --- Search and context ---------------------------------------------------------------------------------


def search(
    query: Optional[str] = None,
    *,
    embedding: Optional[Sequence[float]] = None,
    threshold: Optional[float] = None,
    limit: Optional[int] = None,
    offset: Optional[int] = None,
    mode: Optional[SearchMode] = None,
    tier: Optional[Tier] = None,
    content_type: Optional[ContentType] = None,
    memory_nature: Optional[MemoryNature] = None,
    min_relevance: Optional[float] = None,
    tags: Optional[Sequence[str]] = None,
    entities: Optional[Sequence[str]] = None,
    user_id: Optional[str] = None,
    scope: Optional[str] = None,
    metadata: Optional[Mapping[str, Any]] = None,
    created_after: Optional[Timestamp] = None,
    created_before: Optional[Timestamp] = None,
    occurred_after: Optional[Timestamp] = None,
    occurred_before: Optional[Timestamp] = None,
    include_superseded: Optional[bool] = None,
) -> Call[SearchResponse]:
    """Hybrid search (vector + full text, fused). Give `query`, `embedding` or both. Results at or above
    `threshold` (default 0.7) on `combined_score`, best first: `{"results": [...], "meta": {...}, ...}`."""
    if query is None and embedding is None:
        raise ValueError("search() needs a query, an embedding, or both.")
    body = json_body(
        dict(
            query=query,
            embedding=embedding,
            threshold=threshold,
            limit=limit,
            offset=offset,
            mode=mode,
            tier=tier,
            content_type=content_type,
            memory_nature=memory_nature,
            min_relevance=min_relevance,
            tags=tags,
            entities=entities,
            user_id=user_id,
            scope=scope,
            metadata=metadata,
            created_after=created_after,
            created_before=created_before,
            occurred_after=occurred_after,
            occurred_before=occurred_before,
            include_superseded=include_superseded,
        )
    )
    return Call("POST", "/search", body=body)


def get_context(
    query: str,
    *,
    max_tokens: Optional[int] = None,
    tier: Optional[Tier] = None,
    format: Optional[ContextFormat] = None,
    user_id: Optional[str] = None,
    scope: Optional[str] = None,
    threshold: Optional[float] = None,
    min_memories: Optional[int] = None,
    tokenizer: Optional[Tokenizer] = None,
    content_type: Optional[ContentType] = None,
    memory_nature: Optional[MemoryNature] = None,
    min_relevance: Optional[float] = None,
    tags: Optional[Sequence[str]] = None,
    entities: Optional[Sequence[str]] = None,
    metadata: Optional[Mapping[str, Any]] = None,
) -> Call[ContextResponse]:
    """A prompt block of the memories that matter for `query`, within `max_tokens` (exact, in
    `tokenizer`): `{"context", "memories", "citations", "token_count", ...}`. Put `context` in the
    system prompt. The best `min_memories` hits (default 5) are in it whatever their score; the others
    only at or above `threshold` (default 0.7)."""
    body = json_body(
        dict(
            query=query,
            max_tokens=max_tokens,
            tier=tier,
            format=format,
            user_id=user_id,
            scope=scope,
            threshold=threshold,
            min_memories=min_memories,
            tokenizer=tokenizer,
            content_type=content_type,
            memory_nature=memory_nature,
            min_relevance=min_relevance,
            tags=tags,
            entities=entities,
            metadata=metadata,
        )
    )
    return Call("POST", "/context", body=body)


# --- Sessions (ingestion) -------------------------------------------------------------------------------


def sessions__create(
    *,
    conversation: Optional[str] = None,
    messages: Optional[Sequence[Union[Message, Mapping[str, Any]]]] = None,
    user_id: Optional[str] = None,
    scope: Optional[str] = None,
    source_client: Optional[str] = None,
    metadata: Optional[Mapping[str, Any]] = None,
    idempotency_key: Optional[str] = None,
) -> Call[SessionAccepted]:
    """Submit a conversation (text, or messages `[{"role", "content", "timestamp"?}]`) for memory
    extraction. Answers at once with `{"session_id", "status": "accepted"}`; poll `sessions.get`.
    `idempotency_key`: as in `memories.create`; the same key again answers the first session's id."""
    if (conversation is None) == (messages is None):
        raise ValueError("sessions.create() needs exactly one of conversation= or messages=.")
    body = json_body(
        dict(
            conversation=conversation,
            messages=messages,
            user_id=user_id,
            scope=scope,
            source_client=source_client,
            metadata=metadata,
        )
    )
    return Call("POST", "/sessions", body=body, idempotency_key=idempotency_key)


def sessions__get(session_id: str) -> Call[Session]:
    """A session's status (accepted, processing, completed, failed, dead), attempts, last error and the
    ids of the memories it created, merged or superseded."""
    return Call("GET", f"/sessions/{_id(session_id)}")


def usage() -> Call[Usage]:
    """The tenant's plan limits, stored-memory count and the last 30 days of usage."""
    return Call("GET", "/usage")


# --- Admin (keys with the `admin` scope) ----------------------------------------------------------------


def admin_keys__create(
    name: str, *, scopes: Optional[Sequence[Scope]] = None, expires_at: Optional[Timestamp] = None
) -> Call[ApiKeyCreated]:
    """A new API key. The answer's `secret` is shown this once. Default scopes: memories:read and
    memories:write (ask for "admin" by name)."""
    return Call("POST", "/admin/keys", body=json_body(dict(name=name, scopes=scopes, expires_at=expires_at)))


def admin_keys__list(
    *, limit: Optional[int] = None, offset: Optional[int] = None, active: Optional[bool] = None
) -> Call[ApiKeyList]:
    """The tenant's keys, newest first (no secrets). `active=True`: only keys that work now."""
    return Call("GET", "/admin/keys", params=query_params(dict(limit=limit, offset=offset, active=active)))


def admin_keys__get(key_id: str) -> Call[ApiKey]:
    """One key (no secret)."""
    return Call("GET", f"/admin/keys/{_id(key_id)}")


def admin_keys__rotate(key_id: str, *, grace_period_seconds: Optional[int] = None) -> Call[ApiKeyRotated]:
    """Replace a key: `{"key": <new key with secret>, "rotated_key": <old key>}`. The old key keeps
    working for `grace_period_seconds` (server default 3600, at most 7 days; 0 ends it now)."""
    body = json_body(dict(grace_period_seconds=grace_period_seconds))
    return Call("POST", f"/admin/keys/{_id(key_id)}/rotate", body=body)


def admin_keys__revoke(key_id: str) -> Call[ApiKey]:
    """Revoke a key now (also cuts a rotation's grace period short). Revoking twice is harmless."""
    return Call("DELETE", f"/admin/keys/{_id(key_id)}")


def admin_sessions__list(
    *, status: Optional[SessionStatus] = None, limit: Optional[int] = None, offset: Optional[int] = None
) -> Call[SessionList]:
    """Sessions, newest first; `status="dead"` is the dead-letter list."""
    return Call("GET", "/admin/sessions", params=query_params(dict(status=status, limit=limit, offset=offset)))


def admin_sessions__replay(session_id: str) -> Call[Session]:
    """Queue a dead or failed session again with fresh attempts (ConflictError for other states)."""
    return Call("POST", f"/admin/sessions/{_id(session_id)}/replay")


def admin_users__export(user_id: str) -> Call[UserExport]:
    """Everything stored about one end user: memories, their history and the sessions submitted."""
    return Call("GET", f"/admin/users/{_id(user_id)}/export")


def admin_users__delete(user_id: str) -> Call[UserErased]:
    """Erase everything stored about one end user (GDPR): `{"deleted", "memories", "events", "sessions"}`."""
    return Call("DELETE", f"/admin/users/{_id(user_id)}")


def admin_settings__get() -> Call[TenantSettings]:
    """The tenant's settings: `text_language`, the language its full-text search stems memories and queries in,
    and `text_index`: "reindexing" while its memories are re-indexed after a change, else "ready"."""
    return Call("GET", "/admin/settings")


def admin_settings__update(*, text_language: Optional[TextLanguage] = None) -> Call[TenantSettings]:
    """Change the language of the tenant's full-text search: queries use it at once, and its memories are
    re-indexed in it in the background (`text_index` is "reindexing" until they all are)."""
    return Call("PATCH", "/admin/settings", body=json_body(dict(text_language=text_language)))
