"""Thin views of the memories API: validate, call one service or selector, serialize."""

from __future__ import annotations

import uuid

from django.db import transaction
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import status
from rest_framework.response import Response

from memories import selectors, services
from memories.maintenance import text_reindex_later
from memories.serializers import (
    MemoryBatchCreateSerializer,
    MemoryBatchResultSerializer,
    MemoryCreateSerializer,
    MemoryDeletedSerializer,
    MemoryEventSerializer,
    MemoryHistorySerializer,
    MemoryListQuerySerializer,
    MemoryListSerializer,
    MemorySerializer,
    MemoryUpdateSerializer,
    TenantSettingsSerializer,
    TenantSettingsUpdateSerializer,
)
from memoryos.api.pagination import page
from memoryos.api.schema import error_responses
from memoryos.api.views import AdminAPIView, TenantAPIView

MEMORY_ID = OpenApiParameter("memory_id", uuid.UUID, OpenApiParameter.PATH, description="The memory's id.")


class MemoryListCreateView(TenantAPIView):
    @extend_schema(
        operation_id="memories_list",
        summary="List memories",
        parameters=[MemoryListQuerySerializer],
        responses={200: MemoryListSerializer, **error_responses(400)},
        tags=["memories"],
    )
    def get(self, request):
        query = MemoryListQuerySerializer(data=request.query_params)
        query.is_valid(raise_exception=True)
        limit, offset = query.validated_data["limit"], query.validated_data["offset"]
        rows, total = selectors.memory_list(
            tenant=self.tenant,
            filters=query.filters(),
            ordering=query.validated_data["ordering"],
            limit=limit,
            offset=offset,
        )
        return Response(page(MemorySerializer(rows, many=True).data, total=total, limit=limit, offset=offset))

    @extend_schema(
        operation_id="memories_create",
        summary="Create a memory",
        request=MemoryCreateSerializer,
        responses={201: MemorySerializer, **error_responses(400, 409, 413, 415, 503)},
        tags=["memories"],
    )
    def post(self, request):
        payload = MemoryCreateSerializer(data=request.data)
        payload.is_valid(raise_exception=True)
        memory = services.memory_create(tenant=self.tenant, actor=self.actor, data=payload.validated_data)
        return Response(MemorySerializer(memory).data, status=status.HTTP_201_CREATED)


class MemoryBatchCreateView(TenantAPIView):
    @extend_schema(
        operation_id="memories_batch_create",
        summary="Create many memories at once (all or nothing)",
        description="Up to the plan's batch size (pro: 500) in one transaction. Errors name the item index, "
        "e.g. `memories[3].importance_score`.",
        request=MemoryBatchCreateSerializer,
        responses={201: MemoryBatchResultSerializer, **error_responses(400, 409, 413, 415, 503)},
        tags=["memories"],
    )
    def post(self, request):
        payload = MemoryBatchCreateSerializer(data=request.data)
        payload.is_valid(raise_exception=True)
        memories = services.memory_create_many(
            tenant=self.tenant, actor=self.actor, items=payload.validated_data["memories"]
        )
        data = {"data": MemorySerializer(memories, many=True).data, "created": len(memories)}
        return Response(data, status=status.HTTP_201_CREATED)


class MemoryDetailView(TenantAPIView):
    @extend_schema(
        operation_id="memories_retrieve",
        summary="Get a memory",
        parameters=[MEMORY_ID],
        responses={200: MemorySerializer, **error_responses(404)},
        tags=["memories"],
    )
    def get(self, request, memory_id: uuid.UUID):
        memory = selectors.memory_get(tenant=self.tenant, memory_id=memory_id)
        return Response(MemorySerializer(memory).data)

    @extend_schema(
        operation_id="memories_update",
        summary="Update a memory",
        description="Changing `content` re-embeds the memory. "
        "`metadata`, `tags` and `entities` replace the old values.",
        parameters=[MEMORY_ID],
        request=MemoryUpdateSerializer,
        responses={200: MemorySerializer, **error_responses(400, 404, 413, 415, 503)},
        tags=["memories"],
    )
    def patch(self, request, memory_id: uuid.UUID):
        payload = MemoryUpdateSerializer(data=request.data)
        payload.is_valid(raise_exception=True)
        memory = services.memory_update(
            tenant=self.tenant, actor=self.actor, memory_id=memory_id, data=payload.validated_data
        )
        return Response(MemorySerializer(memory).data)

    @extend_schema(
        operation_id="memories_destroy",
        summary="Delete a memory",
        parameters=[MEMORY_ID],
        responses={200: MemoryDeletedSerializer, **error_responses(404)},
        tags=["memories"],
    )
    def delete(self, request, memory_id: uuid.UUID):
        services.memory_delete(tenant=self.tenant, actor=self.actor, memory_id=memory_id)
        return Response({"id": str(memory_id), "deleted": True})


class MemoryHistoryView(TenantAPIView):
    @extend_schema(
        operation_id="memories_history",
        summary="History of a memory, oldest first",
        parameters=[MEMORY_ID],
        responses={200: MemoryHistorySerializer, **error_responses(404)},
        tags=["memories"],
    )
    def get(self, request, memory_id: uuid.UUID):
        events = selectors.memory_history(tenant=self.tenant, memory_id=memory_id)
        return Response({"data": MemoryEventSerializer(events, many=True).data})


class AdminSettingsView(AdminAPIView):
    @extend_schema(
        operation_id="admin_settings_retrieve",
        summary="The tenant's settings: the language of its full-text search",
        responses={200: TenantSettingsSerializer, **error_responses()},
        tags=["admin"],
    )
    def get(self, request):
        return Response(TenantSettingsSerializer(self.tenant).data)

    @extend_schema(
        operation_id="admin_settings_update",
        summary="Change the tenant's settings",
        description="A new `text_language` applies to queries at once; the tenant's memories are re-indexed in it "
        "in the background (`text_index` is `reindexing` until they all are). Setting the language it has changes "
        "nothing.",
        request=TenantSettingsUpdateSerializer,
        responses={200: TenantSettingsSerializer, **error_responses(400, 413, 415)},
        tags=["admin"],
    )
    def patch(self, request):
        payload = TenantSettingsUpdateSerializer(data=request.data)
        payload.is_valid(raise_exception=True)
        language = payload.validated_data.get("text_language")
        if language is not None and services.tenant_text_language_set(tenant=self.tenant, language=language):
            transaction.on_commit(text_reindex_later, robust=True)
        return Response(TenantSettingsSerializer(self.tenant).data)
