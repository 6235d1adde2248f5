from django.urls import path

from memories import views

urlpatterns = [
    path("memories", views.MemoryListCreateView.as_view(), name="memories"),
    path("memories/batch", views.MemoryBatchCreateView.as_view(), name="memories-batch"),
    path("memories/<uuid:memory_id>", views.MemoryDetailView.as_view(), name="memory-detail"),
    path("memories/<uuid:memory_id>/history", views.MemoryHistoryView.as_view(), name="memory-history"),
    path("admin/settings", views.AdminSettingsView.as_view(), name="admin-settings"),
]
