"""SQL queries per hot endpoint (the figures `make bench` records): a fixed number, however many rows,
order lines or results a page holds. Each request is a cold one: the response cache starts empty."""

from decimal import Decimal

import pytest
from django.core.cache import cache

from catalog.tests.factories import ProductFactory
from featured.models import FeaturedItem
from orders.models import OrderStatus
from orders.tests.checkout import payload
from orders.tests.factories import OrderFactory, OrderItemFactory
from payments.tests.factories import PaymentFactory

pytestmark = pytest.mark.django_db


def catalogue(size):
    for category in ("Audio", "Laptops", "Smart Home"):
        ProductFactory.create_batch(size, category=category, description="A wireless gadget")
    ProductFactory.create_batch(size, category="Audio", name="Walkman", description="Tape")
    return ProductFactory(category="Audio")


STOREFRONT_READS = [
    ("/api/categories", 0),
    ("/api/products?category=Audio&ordering=price&limit=24", 2),  # count, page
    ("/api/products?category=Audio&ordering=price&limit=24&offset=5", 2),
    # The synonyms (kept in the cache after the first search), matching ids, those ids in order, the page's rows.
    ("/api/products?search=walkman&limit=24", 4),
    ("/api/products?category=Audio&search=wireless&searchFields=name,brand,description&limit=24", 4),
    ("/api/products", 2),  # count (X-Total-Count), the first 500
    ("/api/products/home", 2),  # newest in stock per category, then sold-out ones to fill
]


@pytest.mark.parametrize(("path", "budget"), STOREFRONT_READS)
@pytest.mark.parametrize("size", [3, 30])
def test_storefront_reads_cost_the_same_at_any_catalogue_size(
    api_client, django_assert_max_num_queries, path, budget, size
):
    catalogue(size)

    with django_assert_max_num_queries(budget):
        assert api_client.get(path).status_code == 200


def test_a_product_page_and_the_featured_item_cost_one_query_each(api_client, django_assert_num_queries):
    product = catalogue(5)
    FeaturedItem.objects.create(product=product, title="t", subtitle="s", button_text="b", button_link="/audio")

    with django_assert_num_queries(1):
        assert api_client.get(f"/api/products/{product.pk}").status_code == 200
    with django_assert_num_queries(2):  # the item, its product
        assert api_client.get("/api/featured-items/active").json()["product"]["id"] == product.pk


def test_a_cached_read_costs_no_query(api_client, django_assert_num_queries):
    catalogue(3)
    api_client.get("/api/products/home")

    with django_assert_num_queries(0):
        assert api_client.get("/api/products/home").status_code == 200


@pytest.mark.parametrize("lines", [1, 5])
def test_checkout_costs_the_same_for_one_line_or_many(api_client, django_assert_max_num_queries, lines):
    products = [ProductFactory(price=Decimal("10.00"), stock=20) for _ in range(lines)]

    # Look up the client's recent declines (card testing); count the attempt in the rate limit's table (no
    # REDIS_URL) per address, phone and card; authorise the total (the test gateway's row) and record the payment
    # with its first ledger event; lock the products (two statements on SQLite), read the risk signals, insert the
    # order, its lines, give it the payment, take the stock, count it in the day's figures. The test runs in a
    # transaction, so each of the three transactions is a savepoint and its release.
    with django_assert_max_num_queries(21):
        response = api_client.post("/api/orders", payload([(product, 2) for product in products]), format="json")

    assert response.status_code == 201
    assert len(response.json()["items"]) == lines


@pytest.mark.parametrize(("orders", "lines"), [(2, 1), (25, 4)])
def test_staff_reads_cost_the_same_for_any_number_of_orders_and_lines(
    staff_client, django_assert_max_num_queries, orders, lines
):
    for _ in range(orders):
        order = OrderFactory(status=OrderStatus.PENDING)
        OrderItemFactory.create_batch(lines, order=order)
        PaymentFactory(order=order)
    cancelled = OrderFactory(status=OrderStatus.PENDING)
    OrderItemFactory.create_batch(lines, order=cancelled)
    PaymentFactory(order=cancelled)

    # session, user, permissions, count, orders, their lines, their payments, the payments' ledgers
    with django_assert_max_num_queries(8):
        assert staff_client.get("/api/orders", {"status": OrderStatus.PENDING, "limit": 20}).status_code == 200
    # session, user, permissions, totals, days, active products, 5 newest, overdue, next to be overdue, time to
    # verification
    with django_assert_max_num_queries(10):
        assert staff_client.get("/api/admin/analytics").status_code == 200
    with django_assert_max_num_queries(6):  # session, user, permissions, matching ids, ids in order, rows
        assert staff_client.get("/api/admin/products", {"search": "phone", "limit": 20}).status_code == 200
    # Session, user, the roles' permissions, savepoint and release, lock the order, its payment and then its
    # products (two statements each on SQLite); void the hold (the gateway's row: lock and save), save the payment,
    # its ledger event and audit entry; the order's lines, give stock back, save the status, move it in the day's
    # figures (2), the audit entry, then the order, its lines, payment and ledger for the answer.
    with django_assert_max_num_queries(27):
        response = staff_client.patch(f"/api/orders/{cancelled.pk}/status", {"status": "Canceled"}, format="json")
    assert response.status_code == 200
    cache.clear()


@pytest.mark.parametrize("path", ["/api/orders", "/api/featured-items", "/api/products", "/api/admin/products"])
@pytest.mark.parametrize(
    ("params", "field", "message"),
    [
        ({"limit": "0"}, "limit", "limit must be a whole number of 1 or more"),
        ({"limit": "-1"}, "limit", "limit must be a whole number of 1 or more"),
        ({"limit": "abc"}, "limit", "limit must be a whole number of 1 or more"),
        ({"limit": "5", "offset": "-3"}, "offset", "offset must be a whole number of 0 or more"),
        ({"offset": "x"}, "offset", "offset must be a whole number of 0 or more"),
        ({"offset": "19929308706934634563783090449154048"}, "offset", "offset must be at most 1000000000"),
    ],
)
def test_every_list_refuses_a_bad_limit_or_offset_alike(staff_client, path, params, field, message):
    response = staff_client.get(path, params)

    assert response.status_code == 400
    assert response.json() == {"message": message, "errors": {field: [message]}}
