from django.urls import path

from . import views

urlpatterns = [
    path("admin/login", views.LoginView.as_view(), name="admin-login"),
    path("admin/logout", views.LogoutView.as_view(), name="admin-logout"),
    path("admin/me", views.MeView.as_view(), name="admin-me"),
    path("admin/analytics", views.AnalyticsView.as_view(), name="admin-analytics"),
]
