"""Thin views of the sessions API and of its admin side (dead-letter list, replay)."""

from __future__ import annotations

import uuid

from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import status
from rest_framework.response import Response

from ingestion import selectors, services
from ingestion.serializers import (
    SessionAcceptedSerializer,
    SessionCreateSerializer,
    SessionListQuerySerializer,
    SessionListSerializer,
    SessionSerializer,
)
from memoryos.api.pagination import page
from memoryos.api.schema import error_responses
from memoryos.api.views import AdminAPIView, TenantAPIView

SESSION_ID = OpenApiParameter("session_id", uuid.UUID, OpenApiParameter.PATH, description="The session's id.")


class SessionCreateView(TenantAPIView):
    @extend_schema(
        operation_id="sessions_create",
        summary="Submit a conversation for memory extraction",
        description="The session commits and the answer is 202 at once; a worker extracts memories in the "
        "background. Poll GET /v1/sessions/{id} for the outcome. Secrets are redacted before storage.",
        request=SessionCreateSerializer,
        responses={202: SessionAcceptedSerializer, **error_responses(400, 413, 415)},
        tags=["sessions"],
    )
    def post(self, request):
        payload = SessionCreateSerializer(data=request.data)
        payload.is_valid(raise_exception=True)
        session = services.session_create(tenant=self.tenant, data=payload.validated_data)
        return Response({"session_id": session.pk, "status": session.status}, status=status.HTTP_202_ACCEPTED)


class SessionDetailView(TenantAPIView):
    @extend_schema(
        operation_id="sessions_retrieve",
        summary="A session's status, attempts, last error and memories",
        parameters=[SESSION_ID],
        responses={200: SessionSerializer, **error_responses(404)},
        tags=["sessions"],
    )
    def get(self, request, session_id):
        return Response(SessionSerializer(selectors.session_get(tenant=self.tenant, session_id=session_id)).data)


class AdminSessionListView(AdminAPIView):
    @extend_schema(
        operation_id="admin_sessions_list",
        summary="List sessions, e.g. the dead-letter table (?status=dead)",
        parameters=[SessionListQuerySerializer],
        responses={200: SessionListSerializer, **error_responses(400)},
        tags=["admin"],
    )
    def get(self, request):
        query = SessionListQuerySerializer(data=request.query_params)
        query.is_valid(raise_exception=True)
        limit, offset = query.validated_data["limit"], query.validated_data["offset"]
        rows, total = selectors.session_list(
            tenant=self.tenant, status=query.validated_data.get("status"), limit=limit, offset=offset
        )
        return Response(page(SessionSerializer(rows, many=True).data, total=total, limit=limit, offset=offset))


class AdminSessionReplayView(AdminAPIView):
    @extend_schema(
        operation_id="admin_sessions_replay",
        summary="Queue a dead (or failed) session again with fresh attempts",
        parameters=[SESSION_ID],
        request=None,
        responses={202: SessionSerializer, **error_responses(404, 409)},
        tags=["admin"],
    )
    def post(self, request, session_id):
        session = services.session_replay(tenant=self.tenant, session_id=session_id)
        return Response(SessionSerializer(session).data, status=status.HTTP_202_ACCEPTED)
