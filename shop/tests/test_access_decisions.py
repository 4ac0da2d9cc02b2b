"""Every API operation found in the URLconf has an access decision, and the server keeps it: a new
endpoint (or method) without one fails here. Staff operations are 401 anonymous and 403 for a signed-in
shopper before anything else happens; public ones answer anonymous shoppers."""

import pytest
from django.urls import URLPattern, URLResolver, get_resolver, reverse

pytestmark = pytest.mark.django_db

PUBLIC, STAFF = "public", "staff"
DECISIONS = {
    ("category-list", "GET"): PUBLIC,
    ("product-list", "GET"): PUBLIC,
    ("product-list", "POST"): STAFF,
    ("product-home", "GET"): PUBLIC,
    ("product-subcategories", "GET"): PUBLIC,
    ("product-detail", "GET"): PUBLIC,
    ("product-suggest", "GET"): PUBLIC,
    ("product-detail", "PUT"): STAFF,
    ("product-detail", "DELETE"): STAFF,
    ("product-discount", "PATCH"): STAFF,
    ("product-main-image", "PUT"): STAFF,
    ("product-images", "POST"): STAFF,
    ("product-images", "PUT"): STAFF,
    ("product-image-detail", "DELETE"): STAFF,
    ("staff-product-list", "GET"): STAFF,
    ("staff-product-export", "GET"): STAFF,
    ("staff-product-import", "POST"): STAFF,
    ("staff-product-bulk", "POST"): STAFF,
    ("orders", "GET"): STAFF,
    ("orders", "POST"): PUBLIC,
    ("order-detail", "GET"): STAFF,
    ("order-status", "PATCH"): STAFF,
    ("order-receipt", "GET"): PUBLIC,
    ("order-track", "POST"): PUBLIC,
    ("order-calls", "GET"): STAFF,
    ("order-calls", "POST"): STAFF,
    ("order-history", "GET"): STAFF,
    ("order-export", "GET"): STAFF,
    ("verification-queue", "GET"): STAFF,
    ("product-history", "GET"): STAFF,
    ("low-stock-report", "GET"): STAFF,
    ("featured-active", "GET"): PUBLIC,
    ("featured-list", "GET"): STAFF,
    ("featured-create", "POST"): STAFF,
    ("featured-detail", "PUT"): STAFF,
    ("featured-detail", "DELETE"): STAFF,
    ("featured-activate", "PATCH"): STAFF,
    ("admin-login", "POST"): PUBLIC,
    ("admin-logout", "POST"): PUBLIC,
    ("admin-me", "GET"): PUBLIC,
    ("admin-analytics", "GET"): STAFF,
    ("upload-create", "POST"): STAFF,
}
METHODS = ("get", "post", "put", "patch", "delete")


def _patterns(resolver=None, prefix=""):
    for pattern in (resolver or get_resolver()).url_patterns:
        if isinstance(pattern, URLResolver):
            yield from _patterns(pattern, prefix + str(pattern.pattern))
        elif isinstance(pattern, URLPattern):
            yield prefix + str(pattern.pattern), pattern


def api_operations():
    """{(url name, METHOD): view class} for every DRF view the URLconf routes under api/."""
    operations = {}
    for route, pattern in _patterns():
        view_class = getattr(pattern.callback, "cls", None)
        if not route.startswith("api/") or view_class is None or view_class.__module__.startswith("drf_spectacular"):
            continue
        for method in METHODS:
            if hasattr(view_class, method):
                operations[(pattern.name, method.upper())] = view_class
    return operations


def test_every_api_operation_has_an_access_decision():
    assert set(api_operations()) == set(DECISIONS)


def test_each_view_declares_the_decided_access():
    for (name, method), view_class in api_operations().items():
        public = method in getattr(view_class, "public_methods", ())
        assert public == (DECISIONS[(name, method)] == PUBLIC), (name, method)


def _url(name):
    pattern = next(p for _, p in _patterns() if p.name == name)
    return reverse(name, kwargs=dict.fromkeys(pattern.pattern.converters, 1))


@pytest.mark.parametrize(("name", "method"), [key for key, access in DECISIONS.items() if access == STAFF])
def test_staff_operations_refuse_anonymous_and_shoppers_first(api_client, customer_client, name, method):
    anonymous = getattr(api_client, method.lower())(_url(name), {}, format="json")
    shopper = getattr(customer_client, method.lower())(_url(name), {}, format="json")

    assert anonymous.status_code == 401, anonymous.content
    assert shopper.status_code == 403, shopper.content


@pytest.mark.parametrize(("name", "method"), [key for key, access in DECISIONS.items() if access == PUBLIC])
def test_public_operations_answer_anonymous_shoppers(api_client, name, method):
    response = getattr(api_client, method.lower())(_url(name), {}, format="json")

    # A public operation may refuse the empty body or a missing id, but never for want of a session.
    assert response.status_code not in (401, 403) or name == "admin-me", response.content
