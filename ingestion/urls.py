from django.urls import path

from ingestion import views

urlpatterns = [
    path("sessions", views.SessionCreateView.as_view(), name="sessions"),
    path("sessions/<uuid:session_id>", views.SessionDetailView.as_view(), name="session-detail"),
    path("admin/sessions", views.AdminSessionListView.as_view(), name="admin-sessions"),
    path(
        "admin/sessions/<uuid:session_id>/replay", views.AdminSessionReplayView.as_view(), name="admin-session-replay"
    ),
]
