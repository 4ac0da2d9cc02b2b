"""The checkout body's serializer reuses its fields within a thread (shop.fields.FieldsBuiltOncePerThread):
bodies validated one after another, or in two threads, never see each other's data or errors."""

import threading

from orders.serializers import CheckoutSerializer

from .checkout import payload


def _body(city="London", **overrides):
    body = payload([{"productId": 7, "quantity": 2}], total="10.00", **overrides)
    body["address"]["city"] = city
    return body


def _validate(body):
    serializer = CheckoutSerializer(data=body)
    serializer.is_valid()
    return serializer


def test_bodies_validated_one_after_another_keep_their_own_data_and_errors():
    first = _validate(_body(city="Paris"))
    refused = _validate(_body(city="", phone="12"))
    second = _validate(_body(city="Rome"))

    assert first.errors == {} and first.validated_data["city"] == "Paris"
    assert set(refused.errors) == {"address", "phone"}
    assert refused.errors["address"] == {"city": ["City is required"]}
    assert second.errors == {} and second.validated_data["city"] == "Rome"
    assert second.validated_data["lines"] == [{"product_id": 7, "quantity": 2, "selected_color": "", "seat_info": None}]


def test_nested_fields_answer_to_the_serializer_validating_now():
    earlier = _validate(_body())
    current = _validate(_body())

    assert current.fields["address"].root is current
    assert current.fields["items"].child.root is current
    assert earlier is not current


def test_each_thread_builds_its_own_fields():
    here = _validate(_body()).fields["address"]
    elsewhere = {}

    def validate_in_another_thread():
        serializer = _validate(_body(city="Oslo"))
        elsewhere["address"] = serializer.fields["address"]
        elsewhere["city"] = serializer.validated_data["city"]

    thread = threading.Thread(target=validate_in_another_thread)
    thread.start()
    thread.join()

    assert elsewhere["city"] == "Oslo"
    assert elsewhere["address"] is not here
    assert _validate(_body()).fields["address"] is here
