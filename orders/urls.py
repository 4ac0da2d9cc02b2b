from django.urls import path

from . import views

urlpatterns = [
    path("orders", views.OrderCollectionApi.as_view(), name="orders"),
    path("orders/track", views.OrderTrackApi.as_view(), name="order-track"),
    path("orders/challenge", views.CheckoutChallengeApi.as_view(), name="order-challenge"),
    path("orders/<dbint:pk>/receipt", views.OrderReceiptApi.as_view(), name="order-receipt"),
    path("orders/export.csv", views.OrderExportApi.as_view(), name="order-export"),
    path("orders/<dbint:pk>", views.OrderDetailApi.as_view(), name="order-detail"),
    path("orders/<dbint:pk>/status", views.OrderStatusApi.as_view(), name="order-status"),
    path("orders/<dbint:pk>/calls", views.OrderCallListApi.as_view(), name="order-calls"),
    path("orders/<dbint:pk>/history", views.OrderHistoryApi.as_view(), name="order-history"),
    path("payments/intents", views.PaymentIntentApi.as_view(), name="payment-intents"),
    path("admin/verification-queue", views.VerificationQueueApi.as_view(), name="verification-queue"),
]
