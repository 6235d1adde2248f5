"""Liveness and readiness, without authentication."""

from __future__ import annotations

from drf_spectacular.utils import extend_schema
from rest_framework import serializers
from rest_framework.response import Response
from rest_framework.views import APIView

from memoryos import checks


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
        results = [check() for check in checks.READINESS]
        ok = all(result.ok for result in results)
        found = {result.name: result.status if result.ok else result.detail for result in results}
        return Response({"status": "ok" if ok else "unavailable", "checks": found}, status=200 if ok else 503)
