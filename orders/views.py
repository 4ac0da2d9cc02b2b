"""Orders API: public checkout, staff list and status changes. Views validate, call a selector or a
service, and serialize."""

from django.conf import settings
from django.core.exceptions import RequestDataTooBig
from django.utils import timezone
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import extend_schema
from rest_framework import status
from rest_framework.exceptions import APIException
from rest_framework.response import Response
from rest_framework.views import APIView

from audit.models import AuditEntry
from audit.selectors import audit_history
from audit.serializers import AuditEntrySerializer
from core import metrics
from core.api_errors import RateLimited, errors_named_by
from core.csv_export import CSVDownloadNegotiation, csv_response
from core.data_versions import cached_under
from core.errors import DomainError, PaymentRefused
from core.idempotency import idempotency_key, idempotency_key_parameter
from core.pagination import PageParamsSerializer, paged_response
from core.permissions import PUBLIC_READ
from core.ratelimit import client_address
from core.schema import STAFF_ERRORS, error_responses, list_response

from . import cache_keys, card_testing, selectors, services
from .cache_keys import ORDERS
from .serializers.inputs import (
    CallInputSerializer,
    CheckoutSerializer,
    ExportParamsSerializer,
    OrderListParamsSerializer,
    PaymentIntentInputSerializer,
    StatusChangeSerializer,
    StripeCheckoutSerializer,
    TrackInputSerializer,
)
from .serializers.outputs import (
    CheckoutChallengeSerializer,
    OrderCallSerializer,
    OrderReceiptSerializer,
    OrderSerializer,
    PaymentIntentSerializer,
    QueueEntrySerializer,
    ReceiptDetailSerializer,
    TrackingSerializer,
    queue_entry_waiting,
)
from .throttles import CheckoutRateThrottle, TrackRateThrottle

# A signed browser-session cookie lists the orders this browser placed, so their receipts can be shown
# again; a cookie rather than the server session keeps checkout free of a session write.
PLACED_ORDERS_COOKIE = "placed_orders"
PLACED_ORDERS_SALT = "orders.receipts"
KEPT_RECEIPTS = 20


def _placed_orders(request) -> list[int]:
    value = request.get_signed_cookie(PLACED_ORDERS_COOKIE, default="", salt=PLACED_ORDERS_SALT)
    return [int(part) for part in value.split(",") if part.isdigit()]


def _remember_placed_order(request, response, order_id: int) -> None:
    placed = [pk for pk in _placed_orders(request) if pk != order_id][-(KEPT_RECEIPTS - 1) :] + [order_id]
    response.set_signed_cookie(
        PLACED_ORDERS_COOKIE,
        ",".join(map(str, placed)),
        salt=PLACED_ORDERS_SALT,
        secure=settings.SESSION_COOKIE_SECURE,
        httponly=True,
        samesite="Lax",
    )


def checkout_client(request) -> str:
    """Who an Idempotency-Key belongs to (a key is scoped to the session or client that first used it): the
    browser's CSRF secret, which every checkout sends (CSRF is enforced on it, anonymous shoppers included)
    and which a retry from the same browser sends again; without one (never with CSRF enforced), the address.
    It is only ever stored inside the key's HMAC (orders.services.checkout_fingerprint)."""
    secret = request.META.get("CSRF_COOKIE")
    return f"csrf:{secret}" if secret else f"address:{request.META.get('REMOTE_ADDR', '')}"


def checkout_serializer():
    """The checkout body: the card's details, or with Stripe the PaymentIntent its Card Element confirmed."""
    return StripeCheckoutSerializer if settings.PAYMENT_PROVIDER == "stripe" else CheckoutSerializer


def _staff_orders_json(page):
    return [OrderSerializer.represent(order) for order in selectors.orders_with_items(page)]


class OrderCollectionApi(APIView):
    """GET: staff order list. POST: public checkout."""

    staff_permissions = {"GET": ("orders.view_order",)}

    public_methods = ("POST",)

    def get_throttles(self):
        return [CheckoutRateThrottle()] if self.request.method == "POST" else []

    def throttled(self, request, wait):
        metrics.order_refused("rate_limited")
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
        status_filter = params.validated_data.get("status")
        orders = selectors.order_list(status=status_filter)
        return paged_response(
            request, orders, _staff_orders_json, shared_as=(ORDERS, cache_keys.order_list(status_filter))
        )

    @extend_schema(
        operation_id="orders_create",
        summary="Place an order (public checkout)",
        description=(
            "Validates every field with the checkout form's rules, then in one transaction locks the products, refuses "
            "unavailable products, quantities above stock and a client total that differs from the one "
            "recomputed from database prices, decrements stock and stores the order. The total is authorised on the "
            "card first (402 with a sentence per reason when declined: nothing stored or taken; 503 when the "
            "payment service does not answer) and released at once when the order is then refused. Only the "
            "cardholder, card brand, last 4 digits and expiry are stored. Rate limited per client address "
            "(CHECKOUT_RATE), and per phone (CHECKOUT_PHONE_RATE) and per card (CHECKOUT_CARD_RATE) from any "
            "address: past those, "
            '429 "Too many orders with these details. Please call us to complete your order." with Retry-After.'
        ),
        request=CheckoutSerializer,
        parameters=[
            idempotency_key_parameter(
                "fresh per checkout attempt and reused on a retry: the same key and body within 24 hours answer the "
                "first order again; the same key with another body, or from another browser (its CSRF cookie) than "
                "the one that first used it, is 422; while the first request runs, 409."
            )
        ],
        responses={201: OrderReceiptSerializer, **error_responses(400, 402, 403, 409, 422, 429, 503)},
        auth=[],
    )
    def post(self, request):
        try:
            order = self._place(request)
        except DomainError as refusal:  # a business rule (stock, prices, velocity, the key), a declined card
            metrics.order_refused(refusal.code or "other")
            if isinstance(refusal, PaymentRefused):
                card_testing.decline_recorded(address=client_address(request), session=checkout_client(request))
            raise
        except (APIException, RequestDataTooBig):  # the body or the Idempotency-Key
            metrics.order_refused("invalid")
            raise
        response = Response(OrderReceiptSerializer(order).data, status=status.HTTP_201_CREATED)
        # This browser may read the receipt again (the confirmation page, after a reload too).
        _remember_placed_order(request, response, order.pk)
        return response

    @staticmethod
    def _place(request):
        key = idempotency_key(request)
        serializer = checkout_serializer()(data=request.data)
        serializer.is_valid(raise_exception=True)
        fields = serializer.validated_data
        client = checkout_client(request)
        with errors_named_by(serializer):
            card_testing.challenge_check(
                address=client_address(request), session=client, solution=fields.pop("altcha", "")
            )
            if key is None:
                return services.order_place(**fields)
            order, _ = services.order_place_once(idempotency_key=key, client=client, **fields)
        return order


class OrderDetailApi(APIView):
    staff_permissions = {"GET": ("orders.view_order",)}

    @extend_schema(
        operation_id="orders_retrieve",
        summary="One order with its lines (staff)",
        responses={200: OrderSerializer, **error_responses(404), **STAFF_ERRORS},
    )
    def get(self, request, pk):
        return Response(OrderSerializer(selectors.order_get(pk)).data)


class OrderStatusApi(APIView):
    staff_permissions = {"PATCH": ("orders.change_order",)}

    @extend_schema(
        operation_id="orders_status_update",
        summary="Change an order's status (staff)",
        description=(
            "Pending Verification → Verified | Canceled; Verified → Shipped | Canceled; Shipped → Delivered. "
            'Anything else is 400 "Cannot change status from X to Y". Verified captures the authorised payment '
            'first: when the capture is refused, 409 "The payment could not be captured: <reason>. The order is '
            'still pending." (or the authorisation has expired), the order unchanged. Cancelling voids the hold or '
            "refunds what was captured, and returns the stock. 503 when the payment service does not answer."
        ),
        request=StatusChangeSerializer,
        responses={
            200: OrderSerializer,
            **error_responses(400, 404, 409, 503),
            **STAFF_ERRORS,
        },
    )
    def patch(self, request, pk):
        serializer = StatusChangeSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        services.order_status_change(pk, serializer.validated_data["status"], actor=request.user)
        return Response(OrderSerializer(selectors.order_get(pk)).data)


class VerificationQueueApi(APIView):
    staff_permissions = {"GET": ("orders.view_order",)}

    @extend_schema(
        operation_id="admin_verification_queue",
        summary="Orders waiting for their verification call, oldest first (staff)",
        description="Each with how long it has waited, whether that is past the 24-hour promise, the calls made "
        "so far, whether three failed, and the risk signals computed when it was placed. Paged like every list.",
        parameters=[PageParamsSerializer],
        responses={200: list_response("QueueEntry", QueueEntrySerializer), **error_responses(400), **STAFF_ERRORS},
    )
    def get(self, request):
        now = timezone.now()
        return paged_response(
            request,
            selectors.verification_queue(),
            lambda orders: [QueueEntrySerializer.represent(order) for order in orders],
            shared_as=(ORDERS, cache_keys.VERIFICATION_QUEUE),
            per_read=lambda entries: [queue_entry_waiting(entry, now) for entry in entries],
        )


class OrderCallListApi(APIView):
    staff_permissions = {"GET": ("orders.view_order",), "POST": ("orders.change_order",)}

    @extend_schema(
        operation_id="orders_calls_list",
        summary="The verification calls of an order, newest first (staff)",
        responses={200: OrderCallSerializer(many=True), **error_responses(404), **STAFF_ERRORS},
    )
    def get(self, request, pk):
        return Response(
            cached_under(
                ORDERS,
                cache_keys.order_calls(pk),
                lambda: OrderCallSerializer(selectors.order_calls(pk), many=True).data,
                settings.STAFF_CACHE_SECONDS,
            )
        )

    @extend_schema(
        operation_id="orders_calls_create",
        summary="Record a verification call (staff)",
        description='"verified" moves the order to Verified and "customer_canceled" to Canceled (stock returned) '
        "through the transition rules; after 3 calls answered no_answer or wrong_number the order is "
        'unreachable and stays Pending for a staff decision. A "verified" call whose payment capture is refused is '
        "kept, and answers 409 with the reason; the order stays pending.",
        request=CallInputSerializer,
        responses={201: OrderCallSerializer, **error_responses(400, 404, 409, 503), **STAFF_ERRORS},
    )
    def post(self, request, pk):
        serializer = CallInputSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        call = services.order_call_record(pk, actor=request.user, **serializer.validated_data)
        return Response(OrderCallSerializer(call).data, status=status.HTTP_201_CREATED)


class OrderHistoryApi(APIView):
    staff_permissions = {"GET": ("orders.view_order",)}

    @extend_schema(
        operation_id="orders_history",
        summary="Status changes and calls of an order, newest first (staff)",
        responses={200: AuditEntrySerializer(many=True), **error_responses(404), **STAFF_ERRORS},
    )
    def get(self, request, pk):
        def history():
            selectors.order_check_exists(pk)
            entries = audit_history(subject=AuditEntry.Subject.ORDER, subject_id=pk)
            return AuditEntrySerializer(entries, many=True).data

        # Every call and status change saves the order, so the orders' version covers its history.
        return Response(cached_under(ORDERS, cache_keys.order_history(pk), history, settings.STAFF_CACHE_SECONDS))


EXPORT_COLUMNS = ["id", "createdAt", "customerName", "phone", "status", "total", "items"]


class OrderExportApi(APIView):
    staff_permissions = {"GET": ("orders.view_order",)}
    content_negotiation_class = CSVDownloadNegotiation

    @extend_schema(
        operation_id="orders_export",
        summary="Orders as CSV, streamed (staff)",
        description="Columns: " + ", ".join(EXPORT_COLUMNS) + '. `items` reads "2 × Phone; 1 × Case".',
        parameters=[ExportParamsSerializer],
        responses={(200, "text/csv"): OpenApiTypes.STR, **error_responses(400), **STAFF_ERRORS},
    )
    def get(self, request):
        params = ExportParamsSerializer(data=request.query_params)
        params.is_valid(raise_exception=True)
        rows = (
            [
                order_id,
                created_at.isoformat(),
                customer_name,
                phone,
                order_status,
                total,
                "; ".join(f"{quantity} × {product_name}" for quantity, product_name in lines),
            ]
            for order_id, created_at, customer_name, phone, order_status, total, lines in selectors.order_export_rows(
                **params.validated_data
            )
        )
        return csv_response("orders.csv", EXPORT_COLUMNS, rows)


class OrderReceiptApi(APIView):
    public_methods = PUBLIC_READ

    @extend_schema(
        operation_id="orders_receipt",
        summary="An order this browser session placed (the confirmation page)",
        description='404 {"message": "Order not found"} to any other session.',
        responses={200: ReceiptDetailSerializer, **error_responses(404)},
        auth=[],
    )
    def get(self, request, pk):
        order = selectors.order_receipt(pk, _placed_orders(request))
        return Response(ReceiptDetailSerializer(order).data)


class OrderTrackApi(APIView):
    public_methods = ("POST",)
    throttle_classes = [TrackRateThrottle]

    def throttled(self, request, wait):
        raise RateLimited("Too many tracking attempts.", wait=wait)

    @extend_schema(
        operation_id="orders_track",
        summary="Track an order with its number and phone (no account)",
        description="The phone is compared on its digits. A wrong pair answers one neutral 404, the same "
        "whether the order exists or not. Limited per client address (TRACK_RATE).",
        request=TrackInputSerializer,
        responses={200: TrackingSerializer, **error_responses(400, 403, 404, 429)},
        auth=[],
    )
    def post(self, request):
        serializer = TrackInputSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        order = selectors.order_track(**serializer.validated_data)
        order.timeline = selectors.order_timeline(order)
        return Response(TrackingSerializer(order).data)


class CheckoutChallengeApi(APIView):
    public_methods = PUBLIC_READ

    @extend_schema(
        operation_id="orders_challenge",
        summary="An ALTCHA proof-of-work challenge for checkout",
        description="`required`: whether this client's next checkout must carry a solution (`altcha` in the body), "
        "after 3 declined cards from its address or browser session within an hour. The SPA solves the challenge "
        "in the background. Never cached.",
        responses={200: CheckoutChallengeSerializer},
        auth=[],
    )
    def get(self, request):
        required = card_testing.challenge_required(address=client_address(request), session=checkout_client(request))
        response = Response({"required": required, "challenge": card_testing.challenge_create()})
        response["Cache-Control"] = "private, no-store"
        return response


class PaymentIntentApi(APIView):
    """POST /api/payments/intents (PAYMENT_PROVIDER=stripe): the card payment the checkout's Card Element confirms."""

    public_methods = ("POST",)

    def get_throttles(self):
        return [CheckoutRateThrottle()]

    def throttled(self, request, wait):
        raise RateLimited("Too many checkout attempts.", wait=wait)

    @extend_schema(
        operation_id="payments_intents_create",
        summary="Prepare the card payment of a cart (Stripe)",
        description="A PaymentIntent with manual capture for the cart's total at database prices, refused like "
        "checkout (unavailable products, short stock, a changed total). The browser confirms it with Stripe.js "
        "(3-D Secure included), then places the order with its `paymentIntentId`. 404 with the test gateway, "
        "whose card form is the shop's own. Counted in CHECKOUT_RATE.",
        request=PaymentIntentInputSerializer,
        responses={200: PaymentIntentSerializer, **error_responses(400, 403, 404, 429, 503)},
        auth=[],
    )
    def post(self, request):
        serializer = PaymentIntentInputSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        with errors_named_by(serializer):
            intent = services.payment_intent_for_cart(**serializer.validated_data)
        response = Response(intent)
        response["Cache-Control"] = "private, no-store"
        return response
