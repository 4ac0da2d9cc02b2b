"""Bulk actions on the staff product list: by ids or by the list's filter, one
request, all-or-nothing, each change audited; skipped products counted with their reasons."""

from decimal import Decimal

import pytest
from django.contrib.auth.models import Permission

from audit.models import AuditEntry
from catalog import services
from catalog.models import MAX_STOCK, Product
from catalog.product_bulk import MAX_BULK_PRODUCTS
from catalog.tests.factories import ProductFactory
from catalog.tests.race_bulk import FIRST_STOCK, bulk_during_checkouts
from conftest import make_client
from core.data_versions import data_version
from core.public_cache import CATALOG
from shop.tests.subprocess_race import race_result

pytestmark = pytest.mark.django_db

URL = "/api/admin/products/bulk"


def staff_with(django_user_model, username, *codenames):
    user = django_user_model.objects.create_user(username, password="s3cret-pass", is_staff=True)
    user.user_permissions.set(Permission.objects.filter(content_type__app_label="catalog", codename__in=codenames))
    return user


@pytest.fixture
def editor(django_user_model):
    """A catalogue member: may change and delete products."""
    return staff_with(django_user_model, "editor", "change_product", "delete_product")


@pytest.fixture
def client(editor):
    return make_client(editor)


def bulk(client, **body):
    return client.post(URL, body, format="json")


def ids(*products):
    return [product.pk for product in products]


def entries(product, **filters):
    return list(
        AuditEntry.objects.filter(subject="product", subject_id=product.pk, **filters)
        .order_by("field")
        .values_list("field", "old", "new", "actor_name", "note")
    )


def test_deactivate_by_ids_changes_each_product_and_audits_it_with_the_actor(client):
    one, two, three = ProductFactory.create_batch(3)
    untouched = ProductFactory()

    response = bulk(client, ids=ids(one, two, three), action="deactivate")

    assert response.status_code == 200
    assert response.json() == {"done": 3, "skipped": []}
    assert list(Product.objects.filter(is_active=False).order_by("pk")) == [one, two, three]
    untouched.refresh_from_db()
    assert untouched.is_active
    for product in (one, two, three):
        assert entries(product) == [("is_active", "True", "False", "editor", "Bulk action")]
        assert AuditEntry.objects.get(subject_id=product.pk).actor.username == "editor"
    assert not entries(untouched)


def test_activate_skips_products_already_active(client):
    hidden = ProductFactory(is_active=False)
    shown = ProductFactory(is_active=True)

    response = bulk(client, ids=ids(hidden, shown), action="activate")

    assert response.json() == {"done": 1, "skipped": [{"id": shown.pk, "reason": "Already active"}]}
    hidden.refresh_from_db()
    assert hidden.is_active
    assert entries(hidden) == [("is_active", "False", "True", "editor", "Bulk action")]
    assert not entries(shown)


def test_deactivate_skips_products_already_inactive(client):
    hidden = ProductFactory(is_active=False)

    assert bulk(client, ids=[hidden.pk], action="deactivate").json() == {
        "done": 0,
        "skipped": [{"id": hidden.pk, "reason": "Already inactive"}],
    }


def test_the_discount_halves_prices_and_skips_products_already_on_sale_in_the_single_discounts_words(client):
    phone = ProductFactory(price=Decimal("999.99"))
    on_sale = ProductFactory(price=Decimal("300.00"), original_price=Decimal("600.00"))

    response = bulk(client, ids=ids(phone, on_sale), action="discount-50")

    assert response.json() == {"done": 1, "skipped": [{"id": on_sale.pk, "reason": "Product is already discounted"}]}
    phone.refresh_from_db()
    on_sale.refresh_from_db()
    # The single discount's rule: the price becomes originalPrice, the price halves rounded half-up to cents.
    assert (phone.price, phone.original_price) == (Decimal("500.00"), Decimal("999.99"))
    assert (on_sale.price, on_sale.original_price) == (Decimal("300.00"), Decimal("600.00"))
    assert entries(phone) == [
        ("original_price", "", "999.99", "editor", "Bulk action"),
        ("price", "999.99", "500.00", "editor", "Bulk action"),
    ]
    assert not entries(on_sale)
    assert services.ALREADY_DISCOUNTED == "Product is already discounted"


def test_set_stock_sets_every_products_stock_and_skips_those_that_have_it(client):
    low, empty, right = ProductFactory(stock=2), ProductFactory(stock=0), ProductFactory(stock=25)

    response = bulk(client, ids=ids(low, empty, right), action="set-stock", value=25)

    assert response.json() == {"done": 2, "skipped": [{"id": right.pk, "reason": "Stock is already 25"}]}
    assert sorted(Product.objects.values_list("stock", flat=True)) == [25, 25, 25]
    assert entries(low) == [("stock", "2", "25", "editor", "Bulk action")]
    assert entries(empty) == [("stock", "0", "25", "editor", "Bulk action")]


def test_delete_removes_the_products_and_records_each_deletion(client):
    doomed, also, kept = ProductFactory.create_batch(3)

    response = bulk(client, ids=ids(doomed, also), action="delete")

    assert response.json() == {"done": 2, "skipped": []}
    assert list(Product.objects.all()) == [kept]
    for product in (doomed, also):
        assert entries(product) == [("", "", "", "editor", "Deleted by bulk action")]


def test_ids_that_do_not_exist_are_skipped_as_not_found_and_repeats_count_once(client):
    product = ProductFactory()

    response = bulk(client, ids=[product.pk, 999_999, product.pk, 888_888], action="deactivate")

    assert response.json() == {
        "done": 1,
        "skipped": [{"id": 888_888, "reason": "Product not found"}, {"id": 999_999, "reason": "Product not found"}],
    }


def test_a_filter_chooses_every_product_the_staff_list_shows_for_it(client):
    audio = ProductFactory.create_batch(2, category="Audio", name="Volt Speaker")
    hidden_audio = ProductFactory(category="Audio", name="Volt Buds", is_active=False)
    other_audio = ProductFactory(category="Audio", name="Quiet Buds")
    phone = ProductFactory(category="Smartphones", name="Volt Phone")

    response = bulk(client, filter={"search": "volt", "category": "Audio"}, action="set-stock", value=7)

    assert response.json() == {"done": 3, "skipped": []}
    stock = dict(Product.objects.values_list("pk", "stock"))
    assert [stock[p.pk] for p in (*audio, hidden_audio)] == [7, 7, 7]
    assert (stock[other_audio.pk], stock[phone.pk]) == (10, 10)


def test_an_empty_filter_is_every_product(client):
    products = ProductFactory.create_batch(3)

    assert bulk(client, filter={}, action="deactivate").json() == {"done": 3, "skipped": []}
    assert not Product.objects.filter(pk__in=ids(*products), is_active=True).exists()


def test_a_filter_matching_more_products_than_one_action_may_change_is_refused(client, monkeypatch):
    monkeypatch.setattr("catalog.product_bulk.MAX_BULK_PRODUCTS", 2)
    ProductFactory.create_batch(3)

    response = bulk(client, filter={}, action="deactivate")

    assert response.status_code == 400
    assert response.json()["message"].startswith("A bulk action changes at most")
    assert Product.objects.filter(is_active=True).count() == 3


def test_all_or_nothing_when_a_part_fails_nothing_is_written(client, monkeypatch):
    first, second = ProductFactory.create_batch(2)

    def failing(*args, **kwargs):
        raise RuntimeError("audit store down")

    monkeypatch.setattr(AuditEntry.objects, "bulk_create", failing)
    client.raise_request_exception = False

    response = bulk(client, ids=ids(first, second), action="deactivate")

    assert response.status_code == 500
    assert Product.objects.filter(is_active=True).count() == 2


def test_a_delete_that_fails_part_way_deletes_nothing(client, monkeypatch):
    first, second, third = ProductFactory.create_batch(3)
    monkeypatch.setattr("catalog.product_bulk.BATCH", 1)
    calls = []
    real = services.products_delete_locked

    def fails_on_the_second_batch(products):
        calls.append(products)
        if len(calls) == 2:
            raise RuntimeError("storage down")
        real(products)

    monkeypatch.setattr("catalog.product_bulk.products_delete_locked", fails_on_the_second_batch)
    client.raise_request_exception = False

    response = bulk(client, ids=ids(first, second, third), action="delete")

    assert response.status_code == 500
    assert Product.objects.count() == 3
    assert not AuditEntry.objects.exists()


def test_a_bulk_action_retires_cached_catalogue_reads(client, django_capture_on_commit_callbacks):
    product = ProductFactory()
    before = data_version(CATALOG)

    with django_capture_on_commit_callbacks(execute=True):
        bulk(client, ids=[product.pk], action="deactivate")

    assert data_version(CATALOG) != before


@pytest.mark.parametrize(
    ("body", "field", "message"),
    [
        ({"action": "activate"}, "ids", "Choose the products: send ids or a filter"),
        ({"ids": [1], "filter": {}, "action": "activate"}, "ids", "Send ids or a filter, not both"),
        ({"ids": [], "action": "activate"}, "ids", "Choose at least one product"),
        ({"ids": "1,2", "action": "activate"}, "ids", "ids must be a list of product ids"),
        ({"ids": [0], "action": "activate"}, "ids.0", "Each id must be a product id"),
        ({"ids": [1, "2"], "action": "activate"}, "ids.1", "Each id must be a product id"),
        ({"ids": [1.5], "action": "activate"}, "ids.0", "Each id must be a product id"),
        ({"ids": [2**63], "action": "activate"}, "ids.0", "Each id must be a product id"),
        ({"ids": [10**18 - 1], "action": "activate"}, None, None),
        (
            {"ids": list(range(1, MAX_BULK_PRODUCTS + 2)), "action": "activate"},
            "ids",
            "At most 10,000 products in one bulk action",
        ),
        ({"ids": [1]}, "action", "action must be one of activate, deactivate, discount-50, set-stock, delete"),
        (
            {"ids": [1], "action": "explode"},
            "action",
            "action must be one of activate, deactivate, discount-50, set-stock, delete",
        ),
        ({"ids": [1], "action": "set-stock"}, "value", "Stock is required to set the stock"),
        ({"ids": [1], "action": "set-stock", "value": None}, "value", "Stock is required to set the stock"),
        ({"ids": [1], "action": "activate", "value": None}, "value", "value is only for set-stock"),
        ({"ids": [1], "action": "set-stock", "value": -1}, "value", "Stock must be 0 or greater"),
        ({"ids": [1], "action": "set-stock", "value": MAX_STOCK + 1}, "value", f"Stock must be at most {MAX_STOCK}"),
        ({"ids": [1], "action": "set-stock", "value": "5"}, "value", "Stock must be a whole number"),
        ({"ids": [1], "action": "set-stock", "value": 2.5}, "value", "Stock must be a whole number"),
        ({"ids": [1], "action": "activate", "value": 5}, "value", "value is only for set-stock"),
        ({"filter": {"category": "Toasters"}, "action": "activate"}, "filter.category", None),
        ({"filter": "Audio", "action": "activate"}, "filter", "filter must be an object with search and category"),
        ({"filter": None, "action": "activate"}, "filter", "filter must be an object with search and category"),
    ],
)
def test_bad_bodies_are_400_naming_the_field(client, body, field, message):
    product = ProductFactory(pk=1, stock=3)

    response = bulk(client, **body)

    if field is None:  # a valid body, for contrast
        assert response.json() == {"done": 0, "skipped": [{"id": 10**18 - 1, "reason": "Product not found"}]}
        return
    assert response.status_code == 400, response.json()
    answer = response.json()
    assert field in answer["errors"], answer
    if message is not None:
        assert answer["errors"][field] == [message]
        assert answer["message"] == message
    product.refresh_from_db()
    assert (product.is_active, product.stock) == (True, 3)


def test_a_body_that_is_not_an_object_is_400(client):
    response = client.post(URL, [1, 2], format="json")

    assert response.status_code == 400
    assert "message" in response.json()


def test_anonymous_is_401_and_a_shopper_403(api_client, customer_client):
    product = ProductFactory()
    body = {"ids": [product.pk], "action": "delete"}

    assert api_client.post(URL, body, format="json").status_code == 401
    assert customer_client.post(URL, body, format="json").status_code == 403
    assert Product.objects.filter(pk=product.pk).exists()


def test_staff_whose_roles_may_not_change_products_are_refused(django_user_model):
    product = ProductFactory()
    reader = make_client(staff_with(django_user_model, "reader", "view_product"))

    response = bulk(reader, ids=[product.pk], action="deactivate")

    assert response.status_code == 403
    assert response.json()["message"] == "Your role does not allow this"
    product.refresh_from_db()
    assert product.is_active


def test_deleting_needs_the_permission_to_delete_products(django_user_model):
    product = ProductFactory()
    changer = make_client(staff_with(django_user_model, "changer", "change_product"))

    refused = bulk(changer, ids=[product.pk], action="delete")
    allowed = bulk(changer, ids=[product.pk], action="deactivate")

    assert refused.status_code == 403
    assert refused.json()["message"] == "Your role does not allow this"
    assert allowed.json() == {"done": 1, "skipped": []}
    assert Product.objects.filter(pk=product.pk).exists()


def test_an_owner_superuser_may_do_everything(django_user_model):
    product = ProductFactory()
    owner = django_user_model.objects.create_superuser("owner", password="s3cret-pass")

    assert bulk(make_client(owner), ids=[product.pk], action="delete").json() == {"done": 1, "skipped": []}


def test_ten_thousand_products_in_one_request_by_filter(client):
    Product.objects.bulk_create(
        ProductFactory.build(model=f"BULK-{n}", name=f"Bulk {n}") for n in range(MAX_BULK_PRODUCTS)
    )

    response = bulk(client, filter={"search": "Bulk"}, action="discount-50")

    assert response.json() == {"done": MAX_BULK_PRODUCTS, "skipped": []}
    assert AuditEntry.objects.count() == 2 * MAX_BULK_PRODUCTS
    assert not Product.objects.filter(original_price__isnull=True).exists()


@pytest.mark.django_db(transaction=True)
def test_bulk_actions_and_checkouts_of_the_same_product_queue_instead_of_failing(tmp_path):
    result = race_result("catalog.tests.race_bulk", bulk_during_checkouts, tmp_path)

    assert result["counts"] == {"placed": 20, "edited": 20}, result
    # The last stock set was FIRST_STOCK + 19; the checkouts that came after it took one each.
    assert FIRST_STOCK + 19 - 20 <= result["stock"] <= FIRST_STOCK + 19
