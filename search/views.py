"""Thin views: POST /v1/search and POST /v1/context."""

from __future__ import annotations

from drf_spectacular.utils import extend_schema
from rest_framework.response import Response

from memories.serializers import MemorySerializer
from memoryos.api.pagination import page_meta
from memoryos.api.renderers import encode
from memoryos.api.schema import error_responses
from memoryos.api.views import TenantAPIView
from search.selectors import ContextRequest, SearchRequest, context_build, memory_search
from search.serializers import (
    ContextRequestSerializer,
    ContextResponseSerializer,
    SearchRequestSerializer,
    SearchResponseSerializer,
    SearchResultSerializer,
)


def _present(serializer):
    """The rows as the response carries them, encoded (memoryos/api/renderers.py): what the result cache keeps."""
    return lambda rows: encode(list(serializer(rows, many=True).data))


class SearchView(TenantAPIView):
    # A search reads: it needs memories:read and counts against the read limit, although it is a POST.
    required_scopes = {"POST": "memories:read"}
    rate_kinds = {"POST": "read"}

    @extend_schema(
        operation_id="search",
        summary="Hybrid search (vector + full text, fused by RRF)",
        request=SearchRequestSerializer,
        responses={200: SearchResponseSerializer, **error_responses(400, 413, 415, 503)},
        tags=["search"],
    )
    def post(self, request):
        payload = SearchRequestSerializer(data=request.data)
        payload.is_valid(raise_exception=True)
        data = payload.validated_data
        search = SearchRequest(
            query=data.get("query"),
            embedding=data.get("embedding"),
            mode=data.get("mode"),
            threshold=data["threshold"],
            limit=data["limit"],
            offset=data["offset"],
            filters=payload.filters(),
            include_superseded=data["include_superseded"],
        )
        outcome = memory_search(tenant=self.tenant, request=search, present=_present(SearchResultSerializer))
        return Response(
            {
                "results": outcome.results,
                "search_type": outcome.search_type,
                "threshold": search.threshold,
                "meta": page_meta(total=outcome.total, limit=search.limit, offset=search.offset),
                "retrieval_time_ms": outcome.retrieval_time_ms,
                "embedding_time_ms": outcome.embedding_time_ms,
            }
        )


class ContextView(TenantAPIView):
    required_scopes = {"POST": "memories:read"}
    rate_kinds = {"POST": "read"}

    @extend_schema(
        operation_id="context",
        summary="A token-budgeted block of memories, ready for a system prompt",
        request=ContextRequestSerializer,
        responses={200: ContextResponseSerializer, **error_responses(400, 413, 415, 503)},
        tags=["search"],
    )
    def post(self, request):
        payload = ContextRequestSerializer(data=request.data)
        payload.is_valid(raise_exception=True)
        data = payload.validated_data
        context_request = ContextRequest(
            query=data["query"],
            max_tokens=data.get("max_tokens"),
            tokenizer=data["tokenizer"],
            threshold=data["threshold"],
            min_memories=data["min_memories"],
            filters=payload.filters(),
        )
        outcome = context_build(tenant=self.tenant, request=context_request, present=_present(MemorySerializer))
        packed = outcome.packed
        return Response(
            {
                "context": packed.text if data["format"] == "text" else packed.items,
                "memories": outcome.memories,
                "citations": [{"memory_id": item["memory_id"], "score": item["score"]} for item in packed.items],
                "token_count": packed.token_count,
                "max_tokens": outcome.max_tokens,
                "tokenizer": outcome.tokenizer,
                "retrieval_time_ms": outcome.retrieval_time_ms,
                "embedding_time_ms": outcome.embedding_time_ms,
            }
        )
