"""Shapes of what the API returns (as plain dicts, typed) and the values its enums take.

Responses are returned as the decoded JSON: `memory["id"]`, `page["meta"]["has_more"]`. Timestamps are ISO
8601 strings and ids are UUID strings, exactly as the API sends them.
"""

from __future__ import annotations

from typing import Any, Dict, List, Literal, Optional, TypedDict

__all__ = [
    "Tier",
    "MemoryNature",
    "ContentType",
    "SearchMode",
    "ContextFormat",
    "Tokenizer",
    "SessionStatus",
    "Scope",
    "Ordering",
    "TextLanguage",
    "PageMeta",
    "Memory",
    "MemoryList",
    "MemoryBatchResult",
    "MemoryDeleted",
    "MemoryEvent",
    "MemoryHistory",
    "SearchResult",
    "SearchResponse",
    "ContextMemory",
    "ContextResponse",
    "Message",
    "SessionAccepted",
    "Session",
    "SessionList",
    "Usage",
    "ApiKey",
    "ApiKeyCreated",
    "ApiKeyRotated",
    "ApiKeyList",
    "UserExport",
    "UserErased",
    "TenantSettings",
]

Tier = Literal["short", "medium", "long"]
MemoryNature = Literal["episodic", "semantic"]
ContentType = Literal["text", "conversation", "document", "event", "fact", "preference", "decision"]
SearchMode = Literal["hybrid", "vector", "text"]
ContextFormat = Literal["text", "json"]
Tokenizer = Literal["o200k_base", "cl100k_base"]
SessionStatus = Literal["accepted", "processing", "completed", "failed", "dead"]
Scope = Literal["memories:read", "memories:write", "admin"]
# The languages full-text search can stem a tenant's memories in (PostgreSQL's names; `simple` only lowercases).
TextLanguage = Literal[
    "arabic",
    "armenian",
    "basque",
    "catalan",
    "danish",
    "dutch",
    "english",
    "finnish",
    "french",
    "german",
    "greek",
    "hindi",
    "hungarian",
    "indonesian",
    "irish",
    "italian",
    "lithuanian",
    "nepali",
    "norwegian",
    "portuguese",
    "romanian",
    "russian",
    "serbian",
    "simple",
    "spanish",
    "swedish",
    "tamil",
    "turkish",
    "yiddish",
]
Ordering = Literal[
    "created_at",
    "-created_at",
    "updated_at",
    "-updated_at",
    "occurred_at",
    "-occurred_at",
    "importance_score",
    "-importance_score",
    "relevance_score",
    "-relevance_score",
    "access_count",
    "-access_count",
]


class PageMeta(TypedDict):
    total: int
    limit: int
    offset: int
    has_more: bool


class Memory(TypedDict):
    id: str
    user_id: Optional[str]
    scope: Optional[str]
    content: str
    content_type: ContentType
    tier: Tier
    memory_nature: MemoryNature
    importance_score: float
    relevance_score: float
    access_count: int
    last_accessed_at: Optional[str]
    metadata: Dict[str, Any]
    tags: List[str]
    entities: List[str]
    external_id: Optional[str]
    source_id: Optional[str]
    parent_memory_id: Optional[str]
    superseded_by: Optional[str]
    pinned: bool
    expires_at: Optional[str]
    occurred_at: str
    content_hash: str
    embedding_model: str
    created_at: str
    updated_at: str


class MemoryList(TypedDict):
    data: List[Memory]
    meta: PageMeta


class MemoryBatchResult(TypedDict):
    data: List[Memory]
    created: int


class MemoryDeleted(TypedDict):
    id: str
    deleted: bool


class MemoryEvent(TypedDict):
    id: int
    memory_id: str
    action: str
    before: Dict[str, Any]
    after: Dict[str, Any]
    actor: str
    at: str


class MemoryHistory(TypedDict):
    data: List[MemoryEvent]


class SearchResult(Memory):
    combined_score: float
    vector_score: float
    text_score: float
    text_coverage: float
    rrf_score: float
    recency: float
    importance: float
    vector_rank: Optional[int]
    text_rank: Optional[int]


class SearchResponse(TypedDict):
    results: List[SearchResult]
    search_type: SearchMode
    threshold: float
    meta: PageMeta
    retrieval_time_ms: float
    embedding_time_ms: float


class ContextMemory(TypedDict):
    memory_id: str
    section: str
    score: float
    content: str
    truncated: bool


class ContextResponse(TypedDict):
    context: Any  # the prompt block (str) for format="text"; a list of ContextMemory for format="json"
    memories: List[Memory]  # the memories the block cites, whole
    citations: List[Dict[str, Any]]
    token_count: int
    max_tokens: int
    tokenizer: Tokenizer
    retrieval_time_ms: float
    embedding_time_ms: float


class _MessageBase(TypedDict):
    role: Literal["user", "assistant", "system", "tool"]
    content: str


class Message(_MessageBase, total=False):
    timestamp: str


class SessionAccepted(TypedDict):
    session_id: str
    status: SessionStatus


class Session(TypedDict):
    id: str
    status: SessionStatus
    user_id: Optional[str]
    scope: Optional[str]
    source_client: Optional[str]
    metadata: Dict[str, Any]
    attempts: int
    last_error: Optional[str]
    created_memory_ids: List[str]
    merged_memory_ids: List[str]
    superseded_memory_ids: List[str]
    next_attempt_at: Optional[str]
    started_at: Optional[str]
    completed_at: Optional[str]
    created_at: str
    updated_at: str


class SessionList(TypedDict):
    data: List[Session]
    meta: PageMeta


class Usage(TypedDict):
    tenant: Dict[str, Any]
    plan: Dict[str, Any]
    memories_stored: int
    days: List[Dict[str, Any]]


class ApiKey(TypedDict):
    id: str
    name: str
    prefix: str
    scopes: List[Scope]
    is_active: bool
    created_at: str
    last_used_at: Optional[str]
    expires_at: Optional[str]
    revoked_at: Optional[str]


class ApiKeyCreated(ApiKey):
    secret: str


class ApiKeyRotated(TypedDict):
    key: ApiKeyCreated
    rotated_key: ApiKey


class ApiKeyList(TypedDict):
    data: List[ApiKey]
    meta: PageMeta


class UserExport(TypedDict):
    user_id: str
    exported_at: str
    memories: List[Memory]
    events: List[MemoryEvent]
    sessions: List[Dict[str, Any]]


class UserErased(TypedDict):
    deleted: bool
    memories: int
    events: int
    sessions: int


class TenantSettings(TypedDict):
    text_language: TextLanguage
    text_index: Literal["ready", "reindexing"]
