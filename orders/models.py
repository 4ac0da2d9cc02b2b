from django.conf import settings
from django.core.exceptions import ObjectDoesNotExist
from django.db import models
from django.db.models import Q
from django.utils import timezone

from payments.cards import masked_card


class OrderStatus(models.TextChoices):
    PENDING = "Pending Verification"
    VERIFIED = "Verified"
    SHIPPED = "Shipped"
    DELIVERED = "Delivered"
    CANCELED = "Canceled"


class PaymentMethod(models.TextChoices):
    CREDIT = "Credit Card"
    DEBIT = "Debit Card"


class Order(models.Model):
    customer_name = models.CharField(max_length=200)
    phone = models.CharField(max_length=40)
    street = models.CharField(max_length=255)
    city = models.CharField(max_length=120)
    zip_code = models.CharField(max_length=20)
    payment_method = models.CharField(max_length=20, choices=PaymentMethod.choices, default=PaymentMethod.CREDIT)
    # Only what staff need to verify by phone: never the full number, never the CVV.
    cardholder_name = models.CharField(max_length=200)
    card_brand = models.CharField(max_length=30, blank=True, default="")
    card_last4 = models.CharField(max_length=4)
    card_expiry = models.CharField(max_length=5)
    total = models.DecimalField(max_digits=10, decimal_places=2)
    status = models.CharField(max_length=30, choices=OrderStatus.choices, default=OrderStatus.PENDING)
    # A default rather than auto_now_add, so imports and `seed_orders` can keep an order's real date.
    created_at = models.DateTimeField(default=timezone.now, editable=False)
    # The verification call (orders.services.order_call_record): how many, how many failed, and when it succeeded.
    call_attempts = models.PositiveIntegerField(default=0)
    failed_calls = models.PositiveIntegerField(default=0)
    unreachable = models.BooleanField(default=False)
    verified_at = models.DateTimeField(null=True, blank=True)
    # Checkout velocity and risk signals (orders.velocity): keys that find an order's other orders,
    # and the signals they gave when it was placed. The card fingerprint is an HMAC of the number keyed with
    # SECRET_KEY, never the number; orders placed before fingerprints existed have none ("").
    phone_key = models.CharField(max_length=10, blank=True, default="")
    card_fingerprint = models.CharField(max_length=64, blank=True, default="")
    address_key = models.CharField(max_length=64, blank=True, default="")
    cardholder_key = models.CharField(max_length=64, blank=True, default="")
    risk = models.JSONField(default=list, blank=True)

    class Meta:
        ordering = ["-created_at", "-id"]
        # The sales figures of the dashboard: an Owner's (staff.roles), not every staff member's.
        permissions = [("view_analytics", "Can view the sales analytics")]
        indexes = [
            models.Index(fields=["status", "-created_at"], name="order_status_created"),
            models.Index(fields=["-created_at"], name="order_created"),
            models.Index(fields=["phone_key", "created_at"], name="order_phone_created"),
            models.Index(fields=["card_fingerprint", "created_at"], name="order_card_created"),
            models.Index(fields=["address_key", "created_at"], name="order_address_created"),
        ]
        constraints = [
            models.CheckConstraint(condition=Q(total__gte=0), name="order_total_not_negative"),
        ]

    def __str__(self):
        return f"Order #{self.pk} – {self.customer_name}"

    @property
    def masked_card(self):
        return masked_card(self.card_last4)

    @property
    def payment_or_none(self):
        """The order's payment (payments.Payment), None for an order placed before payments."""
        try:
            return self.payment
        except ObjectDoesNotExist:
            return None

    @property
    def payment_status_words(self):
        payment = self.payment_or_none
        return payment.status_words if payment else None


class RiskKind(models.TextChoices):
    """What an order's risk signals say (orders.velocity)."""

    SAME_PHONE = "same_phone", "Other orders with this phone in the last 24 h"
    SAME_CARD = "same_card", "Other orders with this card in the last 24 h"
    CARD_MANY_NAMES = "card_many_names", "This card used with several cardholder names"
    ADDRESS_MANY_PHONES = "address_many_phones", "This address used with several phones"


class CallOutcome(models.TextChoices):
    VERIFIED = "verified"
    NO_ANSWER = "no_answer"
    WRONG_NUMBER = "wrong_number"
    CUSTOMER_CANCELED = "customer_canceled"


class OrderCall(models.Model):
    """A verification call staff made about an order."""

    order = models.ForeignKey(Order, related_name="calls", on_delete=models.CASCADE)
    outcome = models.CharField(max_length=20, choices=CallOutcome.choices)
    note = models.TextField(blank=True, default="")
    staff = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+")
    staff_name = models.CharField(max_length=150, blank=True, default="")
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["-created_at", "-id"]

    def __str__(self):
        return f"Order #{self.order_id}: {self.outcome}"


class OrderItem(models.Model):
    order = models.ForeignKey(Order, related_name="items", on_delete=models.CASCADE)
    # Kept when a product is later deleted: the line still names what was sold.
    product = models.ForeignKey("catalog.Product", null=True, on_delete=models.SET_NULL, related_name="order_items")
    product_id_snapshot = models.IntegerField()
    product_name = models.CharField(max_length=200)
    quantity = models.PositiveIntegerField()
    price = models.DecimalField(max_digits=10, decimal_places=2)
    selected_color = models.CharField(max_length=50, blank=True, default="")
    seat_info = models.JSONField(null=True, blank=True)

    class Meta:
        ordering = ["id"]
        constraints = [
            models.CheckConstraint(condition=Q(quantity__gt=0), name="order_item_quantity_positive"),
            models.CheckConstraint(condition=Q(price__gte=0), name="order_item_price_not_negative"),
        ]

    def __str__(self):
        return f"{self.quantity} × {self.product_name}"

    @property
    def line_total(self):
        return self.price * self.quantity


class OrderDailyStats(models.Model):
    """Orders and revenue per day and status: the dashboard reads these few rows instead of every order.

    Kept by orders.services in the same transaction as each checkout and status change; `shard`
    spreads concurrent checkouts of one day over several rows so they do not queue on one lock.
    Revenue is in whole cents so SQLite adds it exactly too.
    """

    day = models.DateField()
    status = models.CharField(max_length=30, choices=OrderStatus.choices)
    shard = models.PositiveSmallIntegerField()
    orders = models.IntegerField(default=0)
    revenue_cents = models.BigIntegerField(default=0)

    class Meta:
        verbose_name_plural = "order daily stats"
        constraints = [
            models.UniqueConstraint(fields=["day", "status", "shard"], name="order_daily_stats_key"),
        ]

    def __str__(self):
        return f"{self.day} {self.status}: {self.orders}"


class VerificationDailyStats(models.Model):
    """Orders verified per day (the day of the call), and the hours they had waited since checkout, in whole
    seconds: the dashboard's average time to verification reads these few rows instead of the month's orders.

    Kept by orders.services in the transaction that verifies an order; `shard` as in OrderDailyStats."""

    day = models.DateField()
    shard = models.PositiveSmallIntegerField()
    verified = models.IntegerField(default=0)
    waited_seconds = models.BigIntegerField(default=0)

    class Meta:
        verbose_name_plural = "verification daily stats"
        constraints = [models.UniqueConstraint(fields=["day", "shard"], name="verification_daily_stats_key")]

    def __str__(self):
        return f"{self.day}: {self.verified} verified"


class CheckoutKey(models.Model):
    """An Idempotency-Key a checkout was sent with: a retried request answers with the order the first
    one placed instead of placing a second. `fingerprint` is an HMAC of
    the order asked for (never of the card number or CVV), so a key reused for another order is refused."""

    key = models.CharField(max_length=255, unique=True)
    fingerprint = models.CharField(max_length=64)
    order = models.OneToOneField(Order, null=True, on_delete=models.CASCADE, related_name="+")
    created_at = models.DateTimeField(default=timezone.now)
    claimed_at = models.DateTimeField(default=timezone.now)

    class Meta:
        indexes = [models.Index(fields=["created_at"], name="checkout_key_created")]

    def __str__(self):
        return self.key
