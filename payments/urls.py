from django.urls import path

from . import views

urlpatterns = [
    path("admin/orders/<dbint:pk>/refunds", views.RefundApi.as_view(), name="order-refunds"),
]
