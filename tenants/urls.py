from django.urls import path

from tenants import views

urlpatterns = [path("usage", views.UsageView.as_view(), name="usage")]
