"""After a checkout, no column of any table holds the card number or the CVV."""

import json

import pytest
from django.apps import apps
from django.db import models

from catalog.tests.factories import ProductFactory
from orders.tests.checkout import CARD_DIGITS, CARD_NUMBER, CVV, payload

pytestmark = pytest.mark.django_db

TEXT_FIELDS = (models.CharField, models.TextField, models.JSONField)


def every_stored_text():
    for model in apps.get_models(include_auto_created=True):
        fields = [f for f in model._meta.concrete_fields if isinstance(f, TEXT_FIELDS)]
        if not fields:
            continue
        for row in model._default_manager.values_list(*[f.attname for f in fields]):
            for field, value in zip(fields, row, strict=False):
                if value is None:
                    continue
                text = value if isinstance(value, str) else json.dumps(value)
                yield f"{model._meta.label}.{field.name}", text


def test_card_number_and_cvv_are_stored_nowhere(api_client, staff_client):
    # Something in most tables first: a staff session, a product, a featured item.
    product = ProductFactory(model="XR-77")
    staff_client.post(
        "/api/admin/featured-items",
        {"productId": product.pk, "title": "T", "subtitle": "S", "buttonText": "Go", "buttonLink": "/"},
        format="json",
    )

    response = api_client.post("/api/orders", payload([(product, 1)]), format="json")
    assert response.status_code == 201

    texts = list(every_stored_text())
    labels = {label.split(".")[0] + "." + label.split(".")[1] for label, _ in texts}
    assert {"orders.Order", "orders.OrderItem", "catalog.Product", "sessions.Session"} <= labels
    needles = [CARD_DIGITS, CARD_NUMBER, CARD_DIGITS[:12], CVV]
    leaks = [(label, needle) for label, text in texts for needle in needles if needle in text]
    assert leaks == []
    # What staff need to verify by phone is there.
    assert ("orders.Order.card_last4", CARD_DIGITS[-4:]) in texts


def test_the_response_echoes_neither(api_client):
    response = api_client.post("/api/orders", payload([(ProductFactory(), 1)]), format="json")

    assert CARD_DIGITS[:12] not in response.content.decode()
    assert CVV not in response.content.decode()
