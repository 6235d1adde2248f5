from django.urls import path

from tenants import views

urlpatterns = [
    path("usage", views.UsageView.as_view(), name="usage"),
    path("admin/keys", views.AdminKeyListCreateView.as_view(), name="admin-keys"),
    path("admin/keys/<uuid:key_id>", views.AdminKeyDetailView.as_view(), name="admin-key-detail"),
    path("admin/keys/<uuid:key_id>/rotate", views.AdminKeyRotateView.as_view(), name="admin-key-rotate"),
]
