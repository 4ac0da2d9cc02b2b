from django.urls import path

from . import views

urlpatterns = [
    path("admin/login", views.LoginApi.as_view(), name="admin-login"),
    path("admin/logout", views.LogoutApi.as_view(), name="admin-logout"),
    path("admin/me", views.MeApi.as_view(), name="admin-me"),
    path("admin/analytics", views.AnalyticsApi.as_view(), name="admin-analytics"),
]
