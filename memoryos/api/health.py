"""Liveness, readiness and Prometheus metrics, without authentication (docs/operations.md)."""

from __future__ import annotations

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiResponse, extend_schema
from prometheus_client import CONTENT_TYPE_LATEST
from rest_framework import serializers
from rest_framework.renderers import BaseRenderer
from rest_framework.response import Response
from rest_framework.views import APIView

from memoryos import checks, metrics


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
        summary="Readiness: database (with pgvector), its vector column, and cache",
        responses={200: ReadinessSerializer, 503: ReadinessSerializer},
        tags=["operations"],
    )
    def get(self, request):
        results = [check() for check in checks.READINESS]
        ok = all(result.ok for result in results)
        found = {result.name: result.status if result.ok else result.detail for result in results}
        return Response({"status": "ok" if ok else "unavailable", "checks": found}, status=200 if ok else 503)


class PrometheusTextRenderer(BaseRenderer):
    """The exposition is already text: passed through as it is."""

    media_type = "text/plain"
    format = "prometheus"
    charset = "utf-8"

    def render(self, data, accepted_media_type=None, renderer_context=None):
        return data


class MetricsView(APIView):
    authentication_classes: list = []
    permission_classes: list = []
    renderer_classes = [PrometheusTextRenderer]

    @extend_schema(
        operation_id="metrics",
        summary="Prometheus metrics: requests, latency, ingestion queue, lifecycle runs",
        responses={(200, "text/plain"): OpenApiResponse(OpenApiTypes.STR, description="Prometheus text format")},
        tags=["operations"],
    )
    def get(self, request):
        return Response(metrics.exposition(), content_type=CONTENT_TYPE_LATEST)
