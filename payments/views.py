"""Payments API: staff refunds (the Stripe intents and webhook are in views of their own below)."""

from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import status
from rest_framework.response import Response
from rest_framework.views import APIView

from core.idempotency import idempotency_key
from core.schema import STAFF_ERRORS, error_responses

from . import selectors, services
from .serializers import PaymentSerializer, RefundInputSerializer


class RefundApi(APIView):
    staff_permissions = {"POST": ("payments.refund_payment",)}

    @extend_schema(
        operation_id="admin_orders_refunds_create",
        summary="Refund part or all of an order's charged payment (Owner)",
        description="Never above what was captured and not yet refunded (400). The same Idempotency-Key refunds "
        "once: a repeat answers the payment as it is; with another amount, 422. 201 with the payment.",
        request=RefundInputSerializer,
        parameters=[
            OpenApiParameter(
                "Idempotency-Key",
                {"type": "string", "pattern": "^[ -~]{1,255}$"},
                OpenApiParameter.HEADER,
                required=False,
                description="1 to 255 printable characters, fresh per refund and reused on a retry.",
            )
        ],
        responses={201: PaymentSerializer, **error_responses(400, 404, 409, 422, 503), **STAFF_ERRORS},
    )
    def post(self, request, pk):
        key = idempotency_key(request)
        serializer = RefundInputSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        services.payment_refund(pk, actor=request.user, request_key=key or "", **serializer.validated_data)
        return Response(PaymentSerializer.represent(selectors.payment_of_order(pk)), status=status.HTTP_201_CREATED)
