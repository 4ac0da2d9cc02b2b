from django.urls import path

from . import views

urlpatterns = [
    path("orders", views.OrderCollectionApi.as_view(), name="orders"),
    path("orders/<int:pk>/status", views.OrderStatusApi.as_view(), name="order-status"),
]
