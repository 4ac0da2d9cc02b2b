"""A refusal names the service's arguments; the API answers with the body's field paths."""

import pytest
from rest_framework import serializers

from core.api_errors import errors_named_by
from core.errors import RuleViolation


class LineBody(serializers.Serializer):
    productId = serializers.IntegerField(source="product_id")


class AddressBody(serializers.Serializer):
    zipCode = serializers.CharField(source="zip_code")


class OrderBody(serializers.Serializer):
    address = AddressBody(source="*")
    items = serializers.ListField(source="lines", child=LineBody())
    note = serializers.CharField()


def test_a_refusal_is_answered_with_the_bodys_field_paths():
    with pytest.raises(RuleViolation) as refused, errors_named_by(OrderBody()):
        raise RuleViolation(
            "Refused",
            errors={"lines.1.product_id": ["Gone"], "zip_code": ["Unknown"], "lines": ["Empty"], "note": ["Long"]},
        )

    assert refused.value.errors == {
        "items.1.productId": ["Gone"],
        "address.zipCode": ["Unknown"],
        "items": ["Empty"],
        "note": ["Long"],
    }


def test_a_path_the_body_does_not_have_is_kept_as_it_is():
    with pytest.raises(RuleViolation) as refused, errors_named_by(OrderBody()):
        raise RuleViolation("Refused", errors={"card": ["Declined"]})

    assert refused.value.errors == {"card": ["Declined"]}
