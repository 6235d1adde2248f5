"""Thin views: the tenant's usage, and its API keys (admin scope)."""

from __future__ import annotations

import uuid

from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import status
from rest_framework.response import Response

from memoryos.api.pagination import page
from memoryos.api.schema import error_responses
from memoryos.api.views import AdminAPIView, TenantAPIView
from tenants import selectors, services
from tenants.serializers import (
    ApiKeyCreatedSerializer,
    ApiKeyCreateSerializer,
    ApiKeyListQuerySerializer,
    ApiKeyListSerializer,
    ApiKeyRotatedSerializer,
    ApiKeyRotateSerializer,
    ApiKeySerializer,
    UsageSerializer,
)

KEY_ID = OpenApiParameter("key_id", uuid.UUID, OpenApiParameter.PATH, description="The API key's id.")


class UsageView(TenantAPIView):
    @extend_schema(
        operation_id="usage_retrieve",
        summary="Usage and plan limits of the calling tenant",
        responses={200: UsageSerializer, **error_responses()},
        tags=["usage"],
    )
    def get(self, request):
        return Response(UsageSerializer(selectors.usage_summary(tenant=self.tenant)).data)


class AdminKeyListCreateView(AdminAPIView):
    # The response holds the new key's secret, which is stored nowhere: a retry makes another key (docs/api.md).
    idempotent_methods = frozenset()

    @extend_schema(
        operation_id="admin_keys_list",
        summary="The tenant's API keys, newest first (secrets are never shown again)",
        parameters=[ApiKeyListQuerySerializer],
        responses={200: ApiKeyListSerializer, **error_responses(400)},
        tags=["admin"],
    )
    def get(self, request):
        query = ApiKeyListQuerySerializer(data=request.query_params)
        query.is_valid(raise_exception=True)
        limit, offset = query.validated_data["limit"], query.validated_data["offset"]
        rows, total = selectors.api_key_list(
            tenant=self.tenant, active=query.validated_data["active"], limit=limit, offset=offset
        )
        return Response(page(ApiKeySerializer(rows, many=True).data, total=total, limit=limit, offset=offset))

    @extend_schema(
        operation_id="admin_keys_create",
        summary="Create an API key; the response is the only time its secret is shown",
        request=ApiKeyCreateSerializer,
        responses={201: ApiKeyCreatedSerializer, **error_responses(400)},
        tags=["admin"],
    )
    def post(self, request):
        payload = ApiKeyCreateSerializer(data=request.data)
        payload.is_valid(raise_exception=True)
        api_key, secret = services.api_key_create(tenant=self.tenant, **payload.validated_data)
        api_key.secret = secret
        return Response(ApiKeyCreatedSerializer(api_key).data, status=status.HTTP_201_CREATED)


class AdminKeyDetailView(AdminAPIView):
    @extend_schema(
        operation_id="admin_keys_retrieve",
        summary="One API key",
        parameters=[KEY_ID],
        responses={200: ApiKeySerializer, **error_responses(404)},
        tags=["admin"],
    )
    def get(self, request, key_id):
        return Response(ApiKeySerializer(selectors.api_key_get(tenant=self.tenant, key_id=key_id)).data)

    @extend_schema(
        operation_id="admin_keys_revoke",
        summary="Revoke an API key now (also ends a rotation's grace period)",
        parameters=[KEY_ID],
        responses={200: ApiKeySerializer, **error_responses(404)},
        tags=["admin"],
    )
    def delete(self, request, key_id):
        api_key = services.api_key_revoke(api_key=selectors.api_key_get(tenant=self.tenant, key_id=key_id))
        return Response(ApiKeySerializer(api_key).data)


class AdminKeyRotateView(AdminAPIView):
    # The response holds the new key's secret, which is stored nowhere: the retry of a rotation that happened is a
    # 409 (already rotated; docs/api.md).
    idempotent_methods = frozenset()

    @extend_schema(
        operation_id="admin_keys_rotate",
        summary="Replace a key: a new secret now, the old one keeps working for a grace period",
        parameters=[KEY_ID],
        request=ApiKeyRotateSerializer,
        responses={201: ApiKeyRotatedSerializer, **error_responses(400, 404, 409)},
        tags=["admin"],
    )
    def post(self, request, key_id):
        payload = ApiKeyRotateSerializer(data=request.data)
        payload.is_valid(raise_exception=True)
        old, new, secret = services.api_key_rotate(
            api_key=selectors.api_key_get(tenant=self.tenant, key_id=key_id),
            grace_seconds=payload.validated_data["grace_period_seconds"],
        )
        new.secret = secret
        return Response(
            {"key": ApiKeyCreatedSerializer(new).data, "rotated_key": ApiKeySerializer(old).data},
            status=status.HTTP_201_CREATED,
        )
