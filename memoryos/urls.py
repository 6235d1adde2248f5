from django.contrib import admin
from django.urls import include, path
from drf_spectacular.views import SpectacularJSONAPIView, SpectacularRedocView, SpectacularSwaggerView

from memoryos.api import schema  # noqa: F401 - registers the schema extensions (bearer auth, strict bodies)
from memoryos.api.health import HealthView, MetricsView, ReadyView

api_v1 = [
    path("", include("memories.urls")),
    path("", include("search.urls")),
    path("", include("tenants.urls")),
    path("", include("ingestion.urls")),
    path("", include("users.urls")),
    path("openapi.json", SpectacularJSONAPIView.as_view(), name="openapi"),
]

urlpatterns = [
    path("v1/", include(api_v1)),
    path("docs", SpectacularSwaggerView.as_view(url_name="openapi"), name="docs"),
    path("redoc", SpectacularRedocView.as_view(url_name="openapi"), name="redoc"),
    path("health", HealthView.as_view(), name="health"),
    path("ready", ReadyView.as_view(), name="ready"),
    path("metrics", MetricsView.as_view(), name="metrics"),
    path("admin/", admin.site.urls),
]

handler400 = "memoryos.api.exceptions.handler400"
handler403 = "memoryos.api.exceptions.handler403"
handler404 = "memoryos.api.exceptions.handler404"
handler500 = "memoryos.api.exceptions.handler500"
