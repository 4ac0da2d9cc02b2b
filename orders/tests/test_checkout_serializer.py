"""The checkout body's serializer reuses its fields within a thread (core.fields.FieldsBuiltOncePerThread):
bodies validated one after another, or in two threads, never see each other's data or errors."""

import gc
import threading
import weakref

from orders.serializers.inputs import CheckoutSerializer

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

    assert current.fields["address"].root.initial_data is current.initial_data
    assert current.fields["items"].child.root.initial_data is current.initial_data
    assert earlier.initial_data is not current.initial_data


def test_a_validated_body_is_not_kept_in_memory_once_its_serializer_is_gone():
    class JustDeclaredCheckoutSerializer(CheckoutSerializer):
        """Its fields are built by the first instance below, in this thread."""

    first = JustDeclaredCheckoutSerializer(data=_body())
    first.is_valid()
    second = JustDeclaredCheckoutSerializer(data=_body())
    second.is_valid()
    kept = [weakref.ref(first), weakref.ref(second)]
    del first, second
    gc.collect()

    assert [ref() for ref in kept] == [None, None]


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
