"""Liveness and readiness, without authentication."""

from __future__ import annotations

import uuid

from django.core.cache import cache
from django.db import connection
from drf_spectacular.utils import extend_schema
from rest_framework import serializers
from rest_framework.response import Response
from rest_framework.views import APIView


class HealthSerializer(serializers.Serializer):
    status = serializers.ChoiceField(choices=["ok"])


class ReadinessSerializer(serializers.Serializer):
    status = serializers.ChoiceField(choices=["ok", "unavailable"])
    checks = serializers.DictField(child=serializers.CharField())


class HealthView(APIView):
    authentication_classes: list = []
    permission_classes: list = []

    @extend_schema(operation_id="health", summary="Liveness", responses={200: HealthSerializer}, tags=["operations"])
    def get(self, request):
        return Response({"status": "ok"})


class ReadyView(APIView):
    authentication_classes: list = []
    permission_classes: list = []

    @extend_schema(
        operation_id="ready",
        summary="Readiness: database (with pgvector) and cache",
        responses={200: ReadinessSerializer, 503: ReadinessSerializer},
        tags=["operations"],
    )
    def get(self, request):
        checks = {"database": _check_database(), "cache": _check_cache()}
        ok = all(value == "ok" for value in checks.values())
        return Response({"status": "ok" if ok else "unavailable", "checks": checks}, status=200 if ok else 503)


def _check_database() -> str:
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT extversion FROM pg_extension WHERE extname = 'vector'")
            row = cursor.fetchone()
        return "ok" if row else "pgvector extension missing"
    except Exception as exc:  # noqa: BLE001 - readiness reports the failure instead of raising it
        return f"error: {exc.__class__.__name__}"


def _check_cache() -> str:
    key = f"ready:{uuid.uuid4().hex}"
    try:
        cache.set(key, "1", 5)
        value = cache.get(key)
        cache.delete(key)
        return "ok" if value == "1" else "cache did not return what was written"
    except Exception as exc:  # noqa: BLE001
        return f"error: {exc.__class__.__name__}"
