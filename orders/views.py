"""Orders API: public checkout, staff list and status changes. Views validate, call a selector or a
service, and serialize."""

import re

from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import status
from rest_framework.response import Response
from rest_framework.views import APIView

from shop.api_errors import ApiError, RateLimited
from shop.pagination import PageParamsSerializer, paged_response
from shop.schema import STAFF_ERRORS, error_responses, list_response

from . import selectors, services
from .serializers import (
    CheckoutSerializer,
    OrderListParamsSerializer,
    OrderReceiptSerializer,
    OrderSerializer,
    StatusChangeSerializer,
)
from .throttles import CheckoutRateThrottle

IDEMPOTENCY_KEY_RULE = "Idempotency-Key must be 1 to 255 printable characters"


def _idempotency_key(request):
    """The checkout's Idempotency-Key header (DESIGN.md: Checkout additions), None when absent."""
    key = request.headers.get("Idempotency-Key")
    if key is None:
        return None
    if not re.fullmatch(r"[\x20-\x7e]{1,255}", key):
        raise ApiError(IDEMPOTENCY_KEY_RULE, errors={"Idempotency-Key": [IDEMPOTENCY_KEY_RULE]})
    return key


class OrderCollectionApi(APIView):
    """GET: staff order list. POST: public checkout."""

    public_methods = ("POST",)

    def get_throttles(self):
        return [CheckoutRateThrottle()] if self.request.method == "POST" else []

    def throttled(self, request, wait):
        raise RateLimited("Too many checkout attempts.", wait=wait)

    @extend_schema(
        operation_id="orders_list",
        summary="List orders (staff), newest first",
        description=(
            "Without `limit` a plain array of at most 500 (X-Total-Count, Link to the rest); with it the "
            "{count, next, previous, results} envelope."
        ),
        parameters=[OrderListParamsSerializer, PageParamsSerializer],
        responses={200: list_response("Order", OrderSerializer), **error_responses(400), **STAFF_ERRORS},
    )
    def get(self, request):
        params = OrderListParamsSerializer(data=request.query_params)
        params.is_valid(raise_exception=True)
        orders = selectors.order_list(**params.validated_data)
        return paged_response(request, orders, lambda rows: OrderSerializer(rows, many=True).data)

    @extend_schema(
        operation_id="orders_create",
        summary="Place an order (public checkout)",
        description=(
            "Validates with the SPEC.md section 5 rules, then in one transaction locks the products, refuses "
            "unavailable products, quantities above stock and a client total that differs from the one "
            "recomputed from database prices, decrements stock and stores the order. Only the cardholder, "
            "card brand, last 4 digits and expiry are stored. Rate limited per client address (CHECKOUT_RATE)."
        ),
        request=CheckoutSerializer,
        parameters=[
            OpenApiParameter(
                "Idempotency-Key",
                {"type": "string", "pattern": "^[ -~]{1,255}$"},
                OpenApiParameter.HEADER,
                required=False,
                description="1 to 255 printable characters, fresh per checkout attempt and reused on a retry: the "
                "same key and body within 24 hours answer the first order again; the same key with another body "
                "is 422; while the first request runs, 409.",
            )
        ],
        responses={201: OrderReceiptSerializer, **error_responses(400, 403, 409, 422, 429)},
        auth=[],
    )
    def post(self, request):
        key = _idempotency_key(request)
        serializer = CheckoutSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        if key is None:
            order = services.order_place(**serializer.validated_data)
        else:
            order, _ = services.order_place_once(idempotency_key=key, **serializer.validated_data)
        return Response(OrderReceiptSerializer(order).data, status=status.HTTP_201_CREATED)


class OrderStatusApi(APIView):
    @extend_schema(
        operation_id="orders_status_update",
        summary="Change an order's status (staff)",
        description=(
            "Pending Verification → Verified | Canceled; Verified → Shipped | Canceled; Shipped → Delivered. "
            'Anything else is 400 "Cannot change status from X to Y". Cancelling returns the stock.'
        ),
        request=StatusChangeSerializer,
        responses={
            200: OrderSerializer,
            **error_responses(400, 404),
            **STAFF_ERRORS,
        },
    )
    def patch(self, request, pk):
        serializer = StatusChangeSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        services.order_status_change(pk, serializer.validated_data["status"])
        return Response(OrderSerializer(selectors.order_get(pk)).data)
