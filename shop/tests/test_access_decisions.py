"""Every API operation found in the URLconf has an access decision, and the server keeps it: a new
endpoint (or method) without one fails here. Staff operations are 401 anonymous and 403 for a signed-in
shopper before anything else happens, and 403 "Your role does not allow this" for staff of the other roles;
public ones answer anonymous shoppers."""

import pytest
from django.urls import URLPattern, URLResolver, get_resolver, reverse

from conftest import make_client
from core.permissions import ROLE_REFUSAL
from staff.roles import CATALOGUE as CATALOGUE_ROLE
from staff.roles import OWNER, ROLES, VERIFIER
from staff.services import staff_member_create

pytestmark = pytest.mark.django_db

PUBLIC = "public"
# A staff operation's decision is the roles that may use it (staff.roles).
OWNER_ONLY = frozenset({OWNER})
CATALOGUE = frozenset({OWNER, CATALOGUE_ROLE})
ORDERS = frozenset({OWNER, VERIFIER})
EVERY_ROLE = frozenset(ROLES)
DECISIONS = {
    ("category-list", "GET"): PUBLIC,
    ("product-list", "GET"): PUBLIC,
    ("product-list", "POST"): CATALOGUE,
    ("product-home", "GET"): PUBLIC,
    ("product-subcategories", "GET"): PUBLIC,
    ("product-detail", "GET"): PUBLIC,
    ("product-suggest", "GET"): PUBLIC,
    ("product-detail", "PUT"): CATALOGUE,
    ("product-detail", "DELETE"): CATALOGUE,
    ("product-discount", "PATCH"): CATALOGUE,
    ("product-main-image", "PUT"): CATALOGUE,
    ("product-images", "POST"): CATALOGUE,
    ("product-images", "PUT"): CATALOGUE,
    ("product-image-detail", "DELETE"): CATALOGUE,
    ("staff-product-list", "GET"): EVERY_ROLE,
    ("staff-product-export", "GET"): EVERY_ROLE,
    ("staff-product-import", "POST"): CATALOGUE,
    ("staff-product-bulk", "POST"): CATALOGUE,
    ("orders", "GET"): ORDERS,
    ("orders", "POST"): PUBLIC,
    ("order-detail", "GET"): ORDERS,
    ("order-status", "PATCH"): ORDERS,
    ("order-receipt", "GET"): PUBLIC,
    ("order-track", "POST"): PUBLIC,
    ("order-challenge", "GET"): PUBLIC,
    ("payment-intents", "POST"): PUBLIC,
    ("order-calls", "GET"): ORDERS,
    ("order-calls", "POST"): ORDERS,
    ("order-history", "GET"): ORDERS,
    ("order-export", "GET"): ORDERS,
    ("verification-queue", "GET"): ORDERS,
    ("product-history", "GET"): EVERY_ROLE,
    ("low-stock-report", "GET"): EVERY_ROLE,
    ("zero-result-searches-report", "GET"): CATALOGUE,
    ("search-synonyms", "GET"): CATALOGUE,
    ("search-synonyms", "POST"): CATALOGUE,
    ("search-synonym-detail", "DELETE"): CATALOGUE,
    ("featured-active", "GET"): PUBLIC,
    ("featured-list", "GET"): EVERY_ROLE,
    ("featured-create", "POST"): CATALOGUE,
    ("featured-detail", "PUT"): CATALOGUE,
    ("featured-detail", "DELETE"): CATALOGUE,
    ("featured-activate", "PATCH"): CATALOGUE,
    ("admin-login", "POST"): PUBLIC,
    ("admin-logout", "POST"): PUBLIC,
    ("admin-me", "GET"): PUBLIC,
    ("admin-analytics", "GET"): OWNER_ONLY,
    ("upload-create", "POST"): CATALOGUE,
    ("order-refunds", "POST"): OWNER_ONLY,
    ("stripe-webhook", "POST"): PUBLIC,
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


STAFF_OPERATIONS = [key for key, access in DECISIONS.items() if access != PUBLIC]


@pytest.mark.parametrize(("name", "method"), STAFF_OPERATIONS)
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


@pytest.mark.parametrize("role", ROLES)
@pytest.mark.parametrize(("name", "method"), STAFF_OPERATIONS)
def test_staff_operations_answer_the_roles_decided_and_refuse_the_others(name, method, role):
    member = make_client(staff_member_create(f"{role.lower()}-member", password="s3cret-pass", roles=[role]))

    response = getattr(member, method.lower())(_url(name), {}, format="json")

    if role in DECISIONS[(name, method)]:
        # It may refuse the empty body or a missing id, but not the role.
        assert response.status_code not in (401, 403), response.content
    else:
        assert response.status_code == 403, response.content
        assert response.json() == {"message": ROLE_REFUSAL}
