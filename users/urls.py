from django.urls import path

from users import views

# `path:` so that user ids holding a slash (URL-encoded as %2F) still reach the view.
urlpatterns = [
    path("admin/users/<path:user_id>/export", views.AdminUserExportView.as_view(), name="admin-user-export"),
    path("admin/users/<path:user_id>", views.AdminUserEraseView.as_view(), name="admin-user"),
]
