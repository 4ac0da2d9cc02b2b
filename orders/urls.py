from django.urls import path

from . import views

urlpatterns = [
    path("orders", views.OrderCollectionView.as_view(), name="orders"),
    path("orders/<int:pk>/status", views.OrderStatusView.as_view(), name="order-status"),
]
