from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import generics, mixins, status
from rest_framework.permissions import AllowAny, IsAdminUser
from rest_framework.response import Response
from rest_framework.views import APIView

from shop.api_errors import ApiError, RateLimited
from shop.pagination import OptionalLimitOffsetPagination
from shop.schema import STAFF_ERRORS, error_responses

from . import services
from .models import Order
from .serializers import (
    STATUS_VALUES,
    CheckoutSerializer,
    OrderReceiptSerializer,
    OrderSerializer,
    StatusChangeSerializer,
    invalid_status_message,
)
from .throttles import CheckoutRateThrottle


class OrderCollectionView(mixins.ListModelMixin, generics.GenericAPIView):
    """GET: staff order list. POST: public checkout."""

    serializer_class = OrderSerializer
    pagination_class = OptionalLimitOffsetPagination

    def get_permissions(self):
        if self.request.method == "POST":
            return [AllowAny()]
        return [IsAdminUser()]

    def get_throttles(self):
        if self.request.method == "POST":
            return [CheckoutRateThrottle()]
        return []

    def throttled(self, request, wait):
        raise RateLimited("Too many checkout attempts.", wait=wait)

    def get_queryset(self):
        queryset = Order.objects.prefetch_related("items")
        value = self.request.query_params.get("status")
        if value:
            if value not in STATUS_VALUES:
                message = invalid_status_message(value)
                raise ApiError(message, errors={"status": [message]})
            queryset = queryset.filter(status=value)
        return queryset

    @extend_schema(
        operation_id="orders_list",
        summary="List orders (staff), newest first",
        description="A plain array without `limit`; the {count, next, previous, results} envelope with it.",
        parameters=[OpenApiParameter("status", str, enum=STATUS_VALUES, description="Only orders in this status")],
        responses={200: OrderSerializer(many=True), **error_responses(400), **STAFF_ERRORS},
    )
    def get(self, request, *args, **kwargs):
        return self.list(request, *args, **kwargs)

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
        responses={201: OrderReceiptSerializer, **error_responses(400, 403, 429)},
        auth=[],
    )
    def post(self, request, *args, **kwargs):
        serializer = CheckoutSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        order = serializer.place_order()
        return Response(OrderReceiptSerializer(order).data, status=status.HTTP_201_CREATED)


class OrderStatusView(APIView):
    permission_classes = [IsAdminUser]

    @extend_schema(
        operation_id="orders_status_update",
        summary="Change an order's status (staff)",
        description=(
            "Pending Verification → Verified | Canceled; Verified → Shipped | Canceled; Shipped → Delivered. "
            "Anything else is 400 \"Cannot change status from X to Y\". Cancelling returns the stock."
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
        services.change_status(pk, serializer.validated_data["status"])
        order = Order.objects.prefetch_related("items").get(pk=pk)
        return Response(OrderSerializer(order).data)
