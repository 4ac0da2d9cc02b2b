from django.urls import path

from . import views

urlpatterns = [
    path("admin/orders/<dbint:pk>/refunds", views.RefundApi.as_view(), name="order-refunds"),
    path("payments/stripe/webhook", views.StripeWebhookApi.as_view(), name="stripe-webhook"),
]
