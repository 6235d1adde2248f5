"""Thin views of one end user's data (admin scope): export everything, erase everything."""

from __future__ import annotations

from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework.response import Response

from memoryos.api.schema import error_responses
from memoryos.api.views import AdminAPIView
from users.selectors import user_export
from users.serializers import UserErasedSerializer, UserExportSerializer
from users.services import user_erase

USER_ID = OpenApiParameter(
    "user_id", str, OpenApiParameter.PATH, description="The end user's id as stored on memories (URL-encoded)."
)


class AdminUserExportView(AdminAPIView):
    @extend_schema(
        operation_id="admin_users_export",
        summary="Everything stored about one end user: memories, their history, sessions",
        parameters=[USER_ID],
        responses={200: UserExportSerializer, **error_responses(404)},
        tags=["admin"],
    )
    def get(self, request, user_id):
        return Response(UserExportSerializer(user_export(tenant=self.tenant, user_id=user_id)).data)


class AdminUserEraseView(AdminAPIView):
    @extend_schema(
        operation_id="admin_users_delete",
        summary="Erase everything stored about one end user (GDPR); repeating it deletes nothing more",
        parameters=[USER_ID],
        responses={200: UserErasedSerializer, **error_responses()},
        tags=["admin"],
    )
    def delete(self, request, user_id):
        counts = user_erase(tenant=self.tenant, user_id=user_id, actor=self.actor)
        return Response({"deleted": True, **counts})
