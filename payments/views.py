"""Payments API: staff refunds, and Stripe's webhook."""

import logging

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema, inline_serializer
from rest_framework import serializers, status
from rest_framework.response import Response
from rest_framework.views import APIView

from core.api_errors import ApiError
from core.idempotency import idempotency_key, idempotency_key_parameter
from core.schema import STAFF_ERRORS, ErrorBodySerializer, error_responses

from . import selectors, services
from .providers import provider
from .providers.base import BadWebhook
from .serializers import PaymentSerializer, RefundInputSerializer

logger = logging.getLogger(__name__)

BAD_SIGNATURE = "Invalid webhook signature"


class RefundApi(APIView):
    staff_permissions = {"POST": ("payments.refund_payment",)}

    @extend_schema(
        operation_id="admin_orders_refunds_create",
        summary="Refund part or all of an order's charged payment (Owner)",
        description="Never above what was captured and not yet refunded (400). The same Idempotency-Key refunds "
        "once: a repeat answers the payment as it is; with another amount, 422. 201 with the payment.",
        request=RefundInputSerializer,
        parameters=[idempotency_key_parameter("fresh per refund and reused on a retry.")],
        responses={201: PaymentSerializer, **error_responses(400, 404, 409, 422, 503), **STAFF_ERRORS},
    )
    def post(self, request, pk):
        key = idempotency_key(request)
        serializer = RefundInputSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        services.payment_refund(pk, actor=request.user, request_key=key or "", **serializer.validated_data)
        return Response(PaymentSerializer.represent(selectors.payment_of_order(pk)), status=status.HTTP_201_CREATED)


class StripeWebhookApi(APIView):
    """Stripe's events about our PaymentIntents. The signature of the raw body is the authentication: no session,
    no CSRF token (Stripe has neither), and the body is read as the bytes Stripe signed, never parsed first."""

    public_methods = ("POST",)
    # No session authentication, so no CSRF check; no parser, so nothing can consume the body before it is verified.
    authentication_classes = ()
    parser_classes = ()

    @extend_schema(
        operation_id="payments_stripe_webhook",
        summary="Stripe's webhook (signed by Stripe)",
        description="A Stripe event, signed in the Stripe-Signature header with the endpoint's secret "
        "(STRIPE_WEBHOOK_SECRET) and at most 300 seconds old, else 400. Each event is handled once: a repeated one "
        "answers 200 and changes nothing. The payment's state is read again from Stripe, never taken from the event, "
        "so events arriving out of order settle on Stripe's state. An event about no payment of the shop answers 200. "
        "503 when Stripe could not be asked: Stripe sends the event again later.",
        request={"application/json": OpenApiTypes.OBJECT},
        parameters=[
            OpenApiParameter(
                "Stripe-Signature",
                str,
                OpenApiParameter.HEADER,
                required=True,
                description='t=TIMESTAMP,v1=HMAC-SHA256 of "TIMESTAMP." and the raw body, keyed with the secret.',
            )
        ],
        responses={
            200: inline_serializer(
                name="WebhookReceipt",
                fields={
                    "received": serializers.BooleanField(),
                    "duplicate": serializers.BooleanField(help_text="The event was handled before: nothing changed."),
                },
            ),
            400: OpenApiResponse(
                ErrorBodySerializer,
                description="The signature is missing, wrong or older than 300 seconds, or the body is not an event",
            ),
            **error_responses(503),
        },
    )
    def post(self, request):
        body = request.body  # the bytes Stripe signed, before anything could parse them
        gateway = provider("stripe")
        try:
            event = gateway.parse_webhook(body, request.headers)
        except BadWebhook as refusal:
            logger.warning("Stripe webhook refused: %s", refusal.reason)
            raise ApiError(BAD_SIGNATURE) from None
        handled = services.payment_webhook_handle(gateway.name, event)
        return Response({"received": True, "duplicate": not handled})
