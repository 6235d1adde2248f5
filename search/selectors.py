"""Hybrid search over one tenant's memories (SPEC §5)."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field

import structlog
from django.conf import settings

from memories.embeddings import EmbeddingError, get_embedder
from memories.embeddings.base import Calibration
from memories.selectors import MemoryFilters, pinned_exist, pinned_memories
from memoryos.api.errors import QuotaExceededError, ValidationFailed
from search import cache
from search.context import Candidate, Packed, pack
from search.services import access_record
from search.sql import EXACT_SEARCH_MAX_MEMORIES, Scoring, hybrid_search, user_vectors
from tenants.models import Tenant
from tenants.services import usage_record

log = structlog.get_logger(__name__)

MODES = ("hybrid", "vector", "text")
DEFAULT_CONTEXT_TOKENS = 4000
# Candidates taken from each index before fusion; enough for the deepest page we serve.
MIN_CANDIDATES = 50
# hnsw.ef_search, at least: with 64, a walk of the 200k tenant's graph found 0.79 of the exact 20 nearest;
# with 256, 0.97, for about 1 ms more (bench/search_cases.py --recall / --unique --ef-search N).
EF_SEARCH_FLOOR = 256
# pgvector's largest hnsw.ef_search. The deepest page (offset 1000 + limit 100) needs more candidates than that;
# iterative scans keep walking the graph past ef_search until the LIMIT is met, so the cap costs no rows.
EF_SEARCH_MAX = 1000


@dataclass(frozen=True)
class SearchRequest:
    query: str | None = None
    embedding: list[float] | None = None
    mode: str | None = None  # None: hybrid when there is query text, vector when only an embedding
    threshold: float = 0.7
    limit: int = 20
    offset: int = 0
    filters: MemoryFilters = field(default_factory=MemoryFilters)
    include_superseded: bool = False
    keep_best: int = 0  # the best this many are results whatever their score (context's `min_memories`)


@dataclass
class SearchOutcome:
    # Memory instances carrying combined_score, vector_score, text_score, rrf_score, ...; or, when the caller
    # passed `present`, what it made of them.
    results: list
    memory_ids: list
    total: int
    search_type: str
    retrieval_time_ms: float = 0.0
    embedding_time_ms: float = 0.0


def _calibration(embedder) -> Calibration:
    if settings.EMBEDDING_CALIBRATION:
        return Calibration.parse(settings.EMBEDDING_CALIBRATION)
    return embedder.calibration


def _scoring(search_type: str, calibration: Calibration) -> Scoring:
    base = Scoring(
        vector_low=calibration.vector_low,
        vector_high=calibration.vector_high,
        vector_rank_weight=calibration.vector_rank_weight,
        vector_weight=calibration.vector_weight,
        text_weight=calibration.text_weight,
        scope_margin=calibration.scope_margin,
    )
    if search_type == "vector":  # the only signal: full weight, whatever it has in the hybrid
        return Scoring(**{**asdict(base), "vector_weight": 1.0, "text_weight": 0.0})
    if search_type == "text":
        return Scoring(**{**asdict(base), "vector_weight": 0.0, "text_weight": 1.0})
    return base


def _plan(request: SearchRequest) -> str:
    """Which signals this request uses, before any embedding is computed."""
    if request.mode:
        if request.mode in ("hybrid", "text") and not request.query:
            raise ValidationFailed(
                f"mode '{request.mode}' needs a query.", details={"fields": {"mode": ["Send `query` as well."]}}
            )
        if request.mode == "vector" and not (request.query or request.embedding):
            raise ValidationFailed("mode 'vector' needs a query or an embedding.")
        return request.mode
    return "hybrid" if request.query else "vector"


@dataclass(frozen=True)
class _Scope:
    # Memories the search looks at: the tenant's, or the user's (counted up to the exact limit + 1). None: the
    # statement counts the user's memories itself (a small tenant, where this count decides nothing else).
    size: int | None
    exact: bool  # rank by exact distances (a small tenant or user), not through the HNSW index


def _scope(tenant: Tenant, user_id: str | None) -> _Scope:
    """How many memories the search covers, and whether it ranks them exactly (search/sql.py)."""
    small = tenant.memory_count <= EXACT_SEARCH_MAX_MEMORIES
    if user_id is None:
        return _Scope(tenant.memory_count, small)
    if small:
        return _Scope(None, True)
    users = user_vectors(tenant_id=tenant.pk, user_id=user_id, cap=EXACT_SEARCH_MAX_MEMORIES)
    return _Scope(users, users <= EXACT_SEARCH_MAX_MEMORIES)


# What a view makes of the result rows (its serializer's data). Applied before the result is cached, so that
# a cache hit unpickles plain data and skips the serializer: in a profile of cached searches, unpickling
# model instances and serializing them were the largest part of the worker's CPU (docs/search.md, "Caching").
Present = Callable[[list], list]


def memory_search(
    *,
    tenant: Tenant,
    request: SearchRequest,
    count_access: bool = True,
    use_cache: bool = True,
    present: Present | None = None,
) -> SearchOutcome:
    """`use_cache=False` for a caller that caches its own result (context): one cache entry, not two."""
    started = time.perf_counter()
    search_type = _plan(request)
    embedder = get_embedder()
    params = {
        "query": " ".join(request.query.split()) if request.query else None,
        "embedding": request.embedding,
        "search_type": search_type,
        "threshold": request.threshold,
        "limit": request.limit,
        "offset": request.offset,
        "filters": asdict(request.filters),
        "include_superseded": request.include_superseded,
        "keep_best": request.keep_best,
        "embedder": embedder.name,
        # Besides the invalidation a change of language makes: a search that read the tenant before the change and
        # ends after it must not cache its old-language result where the next search looks.
        "text_language": tenant.text_language,
        "presented": present is not None,
    }

    embedding_ms = 0.0

    def compute() -> SearchOutcome:
        nonlocal embedding_ms
        effective_type = search_type
        vector = request.embedding
        if vector is None and search_type != "text":
            embed_started = time.perf_counter()
            try:
                vector = embedder.embed([request.query])[0]
                usage_record(tenant_id=tenant.pk, embedding_calls=1)
            except EmbeddingError as exc:
                if search_type == "vector":
                    raise
                log.warning("search_falls_back_to_text", error=str(exc))
                effective_type = "text"
            embedding_ms = (time.perf_counter() - embed_started) * 1000
        candidates = max(MIN_CANDIDATES, request.offset + request.limit)
        scope = _scope(tenant, request.filters.user_id)
        rows = hybrid_search(
            tenant_id=tenant.pk,
            vector=vector if effective_type != "text" else None,
            text=request.query if effective_type != "vector" else None,
            filters=request.filters,
            include_superseded=request.include_superseded,
            scoring=_scoring(effective_type, _calibration(embedder)),
            threshold=request.threshold,
            limit=request.limit,
            offset=request.offset,
            candidates=candidates,
            ef_search=min(EF_SEARCH_MAX, max(EF_SEARCH_FLOOR, candidates)),
            timeout_ms=settings.SEARCH_TIMEOUT_MS,
            tenant_size=tenant.memory_count,
            exact=scope.exact,
            scope_size=scope.size,
            embedder=embedder.name,
            text_language=tenant.text_language,
            keep_best=request.keep_best,
        )
        total = rows[0].total_matches if rows else 0
        return SearchOutcome(
            results=present(rows) if present else rows,
            memory_ids=[str(row.pk) for row in rows],  # strings: cheaper to unpickle from the cache than UUIDs
            total=total,
            search_type=effective_type,
        )

    outcome = cache.cached("search", tenant.pk, request.filters.user_id, params, compute) if use_cache else compute()
    if count_access and outcome.memory_ids:
        access_record(tenant_id=tenant.pk, memory_ids=outcome.memory_ids)
    elapsed = (time.perf_counter() - started) * 1000
    outcome.embedding_time_ms = round(embedding_ms, 2)
    outcome.retrieval_time_ms = round(elapsed - embedding_ms, 2)
    return outcome


# --- Context (SPEC §6) -------------------------------------------------------------------------------------

# Search hits considered for a context block: as many lines as the budget could hold, at least
# MIN_CANDIDATES (slack for near-duplicates and lines too long to fit), at most CONTEXT_CANDIDATES. A line
# is mostly its `- [mem_<uuid>] ` citation, 20 tokens or more even with a one-character memory
# (tests/test_context_packing.py checks it on 2,000 seeded random ids in both encodings). A rarer, cheaper
# id would only mean a few hits fewer than the budget could hold.
CONTEXT_CANDIDATES = 100
MIN_LINE_TOKENS = 20
PINNED_LIMIT = 20
# The best search hits a context block considers whatever their score (`min_memories`), besides those at or above
# `threshold`. A chat app's next message ("Give me a workout plan for this week") seldom scores its user's
# memories ("User hurt their knee last month") at the threshold that suits a search: bench/conversations.py
# measured the block holding what such a message needs in 0.31 of them at 0.7 alone (docs/search.md, "Context").
DEFAULT_MIN_MEMORIES = 5


@dataclass(frozen=True)
class ContextRequest:
    query: str
    max_tokens: int | None = None
    tokenizer: str = "o200k_base"
    threshold: float = 0.7
    min_memories: int = DEFAULT_MIN_MEMORIES
    filters: MemoryFilters = field(default_factory=MemoryFilters)


@dataclass
class ContextOutcome:
    packed: Packed
    memories: list  # the selected Memory rows, in the order of the text (or what `present` made of them)
    # The memories whose access counts: the pins and the hits at or above the threshold. Not the floor's hits below
    # it (min_memories): shown to the model but not found relevant, they would otherwise gain recency and reach
    # the promote job's access counts on every off-topic turn.
    accessed_ids: list
    tokenizer: str
    max_tokens: int
    retrieval_time_ms: float = 0.0
    embedding_time_ms: float = 0.0


def context_build(*, tenant: Tenant, request: ContextRequest, present: Present | None = None) -> ContextOutcome:
    """Pinned memories, then the best search hits by tier, packed into at most `max_tokens` tokens."""
    started = time.perf_counter()
    plan_limit = tenant.plan.max_context_tokens
    max_tokens = request.max_tokens if request.max_tokens is not None else min(DEFAULT_CONTEXT_TOKENS, plan_limit)
    if max_tokens > plan_limit:
        raise QuotaExceededError(
            f"max_tokens {max_tokens} is over the {tenant.plan.name} plan's limit of {plan_limit} per call.",
            details={"quota": "max_context_tokens", "limit": plan_limit, "requested": max_tokens},
        )
    params = {"request": asdict(request), "max_tokens": max_tokens, "presented": present is not None}
    # The context's own result and the pinned memories' (below) are keyed by generations read once.
    known = cache.generations_for(tenant.pk, [("context", request.filters.user_id), ("pinned-any", None)])
    hit_limit = min(CONTEXT_CANDIDATES, max(MIN_CANDIDATES, -(-max_tokens // MIN_LINE_TOKENS)))
    embedding_ms = 0.0

    def compute() -> ContextOutcome:
        nonlocal embedding_ms
        search = memory_search(
            tenant=tenant,
            request=SearchRequest(
                query=request.query,
                threshold=request.threshold,
                limit=hit_limit,
                filters=request.filters,
                keep_best=min(request.min_memories, hit_limit),
            ),
            count_access=False,
            use_cache=False,
        )
        embedding_ms = search.embedding_time_ms
        hits = search.results
        # The same for every query until a write: cached on its own, so a new query skips its statement.
        # Most tenants pin nothing; one answer for the whole tenant (any write makes it stale) then spares
        # each user's first context of the minute the query for their pins.
        pinned = []
        if cache.cached("pinned-any", tenant.pk, None, {}, lambda: pinned_exist(tenant=tenant), known):
            pinned = cache.cached(
                "pinned",
                tenant.pk,
                request.filters.user_id,
                {"filters": asdict(request.filters), "limit": PINNED_LIMIT},
                lambda: pinned_memories(tenant=tenant, filters=request.filters, limit=PINNED_LIMIT),
                known,
            )
        by_id = {str(m.pk): m for m in [*pinned, *hits]}
        scores = {str(m.pk): float(m.combined_score) for m in hits}
        candidates = [
            Candidate(
                memory_id=str(m.pk),
                content=m.content,
                section="pinned",
                score=scores.get(str(m.pk), m.importance_score),
                content_hash=m.content_hash,
            )
            for m in pinned
        ] + [
            Candidate(
                memory_id=str(m.pk),
                content=m.content,
                section=m.tier,
                score=scores[str(m.pk)],
                content_hash=m.content_hash,
            )
            for m in hits
            if not m.pinned
        ]
        packed = pack(candidates, max_tokens=max_tokens, tokenizer=request.tokenizer)
        chosen = [by_id[item["memory_id"]] for item in packed.items]
        return ContextOutcome(
            packed=packed,
            memories=present(chosen) if present else chosen,
            accessed_ids=[
                item["memory_id"]
                for item in packed.items
                if item["section"] == "pinned" or item["score"] >= request.threshold
            ],
            tokenizer=request.tokenizer,
            max_tokens=max_tokens,
        )

    outcome = cache.cached("context", tenant.pk, request.filters.user_id, params, compute, known)
    if outcome.accessed_ids:
        access_record(tenant_id=tenant.pk, memory_ids=outcome.accessed_ids)
    usage_record(tenant_id=tenant.pk, tokens_returned=outcome.packed.token_count)
    # As for a search: the server's time without the query's embedding call, which is reported on its own.
    outcome.embedding_time_ms = embedding_ms
    outcome.retrieval_time_ms = round((time.perf_counter() - started) * 1000 - embedding_ms, 2)
    return outcome
