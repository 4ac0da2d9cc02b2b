"""`check --deploy` warns a shop about to take real orders with the test gateway."""

from django.core.checks import run_checks

from payments.checks import warn_of_test_payments


def test_the_test_gateway_in_production_is_a_deploy_warning(settings):
    settings.DEBUG, settings.PAYMENT_PROVIDER = False, "test"

    [warning] = warn_of_test_payments(None)

    assert warning.id == "payments.W001"
    assert "no card is ever charged" in warning.msg
    assert warning.id in {message.id for message in run_checks(include_deployment_checks=True)}


def test_no_warning_with_stripe_or_in_development(settings):
    settings.DEBUG, settings.PAYMENT_PROVIDER = False, "stripe"
    assert warn_of_test_payments(None) == []
    settings.DEBUG, settings.PAYMENT_PROVIDER = True, "test"
    assert warn_of_test_payments(None) == []
