"""`manage.py run_jobs`: each periodic job runs the service its own command calls, logs
what it did and keeps its last success; --once runs what is due, the loop until it is stopped."""

from datetime import timedelta
from decimal import Decimal
from unittest import mock

import pytest
from django.core.files.storage import storages
from django.core.management import CommandError, call_command
from django.utils import timezone

from catalog.models import SearchMiss
from core.models import RateCounter
from ops import jobs
from ops.models import JobRun
from orders.models import CheckoutKey
from orders.tests.factories import OrderFactory
from payments.models import Payment, PaymentStatus, TestGatewayAuthorisation
from payments.providers.base import Card
from payments.services import payment_authorise
from payments.tests.factories import PaymentFactory
from uploads.models import Upload
from uploads.tests.test_services import files_exist, stored_upload

pytestmark = pytest.mark.django_db

JOB_NAMES = [
    "purge_checkout_keys",
    "purge_rate_counters",
    "sweep_uploads",
    "purge_search_misses",
    "expire_payments",
    "release_abandoned_payments",
    "reconcile_payments",
]


def authorised(amount="50.00"):
    """An authorisation the test gateway gave for a checkout."""
    return payment_authorise(amount=Decimal(amount), source=Card(number="4242424242424242", expiry="12/30"))


@pytest.fixture
def expired_work(limit_clock):
    """One of each thing a job deletes, due for deletion, and one of each that must stay."""
    old = timezone.now() - timedelta(hours=25)
    CheckoutKey.objects.create(key="old", fingerprint="f", created_at=old, claimed_at=old)
    CheckoutKey.objects.create(key="fresh", fingerprint="f")
    now_ms = int(limit_clock() * 1000)
    RateCounter.objects.create(scope="login/60", key="a", window_start=now_ms - 120_000, window_end=now_ms - 60_000)
    RateCounter.objects.create(scope="login/60", key="b", window_start=now_ms, window_end=now_ms + 60_000)
    unused = stored_upload()
    Upload.objects.filter(pk=unused.pk).update(unattached_since=old)
    today = timezone.localdate()
    SearchMiss.objects.create(query="old", day=today - timedelta(days=91), count=1, last_seen=old)
    SearchMiss.objects.create(query="recent", day=today, count=1, last_seen=old)
    # A hold past its capture-by time, one whose checkout died 20 minutes ago, one fresh; and a payment our record
    # says captured that the gateway never captured.
    PaymentFactory(order=OrderFactory(), capture_before=timezone.now() - timedelta(minutes=1))
    abandoned = authorised()
    TestGatewayAuthorisation.objects.filter(reference=abandoned.state.reference).update(
        created_at=timezone.now() - timedelta(minutes=20)
    )
    authorised()
    drifted = PaymentFactory(order=OrderFactory())
    Payment.objects.filter(pk=drifted.pk).update(status=PaymentStatus.CAPTURED, captured=drifted.authorized)
    return unused


def test_once_runs_every_job_logs_what_it_did_and_keeps_its_success(expired_work, caplog):
    caplog.set_level("INFO", logger="ops.jobs")

    call_command("run_jobs", "--once")

    assert list(CheckoutKey.objects.values_list("key", flat=True)) == ["fresh"]
    assert list(RateCounter.objects.values_list("key", flat=True)) == ["b"]
    assert not Upload.objects.exists()
    assert list(SearchMiss.objects.values_list("query", flat=True)) == ["recent"]
    assert sorted(Payment.objects.values_list("status", flat=True)) == ["captured", "expired"]
    # The abandoned checkout's hold is released; the fresh one and the two payments' are not.
    abandoned = TestGatewayAuthorisation.objects.get(created_at__lt=timezone.now() - timedelta(minutes=15))
    assert abandoned.canceled is True
    assert TestGatewayAuthorisation.objects.filter(canceled=False).count() == 3
    assert Payment.objects.get(status="captured").drift == (
        "ours captured (captured 499.00, refunded 0.00), theirs authorized (captured 0.00, refunded 0.00)"
    )
    assert [record.getMessage() for record in caplog.records if record.name == "ops.jobs"] == [
        "Job purge_checkout_keys done: 1 expired Idempotency-Keys forgotten",
        "Job purge_rate_counters done: 1 ended rate-limit counters deleted",
        "Job sweep_uploads done: 1 unused uploads deleted",
        "Job purge_search_misses done: 1 old zero-result search counts deleted",
        "Job expire_payments done: 1 lapsed card authorisations marked expired",
        "Job release_abandoned_payments done: 1 holds of checkouts that never placed their order voided",
        "Job reconcile_payments done: 1 payments differ from their provider",
    ]
    assert [record.job for record in caplog.records if record.name == "ops.jobs"] == JOB_NAMES
    runs = {run.name: run for run in JobRun.objects.all()}
    assert sorted(runs) == sorted(JOB_NAMES)
    assert all(run.last_success_at is not None and run.last_failure_at is None for run in runs.values())
    assert runs["sweep_uploads"].last_outcome == "1 unused uploads deleted"


def test_the_sweep_deletes_the_uploads_files_too(expired_work):
    call_command("run_jobs", "--once", "--job", "sweep_uploads")
    assert not any(files_exist(storages["uploads"], expired_work))


def test_once_again_runs_only_what_is_due(caplog):
    call_command("run_jobs", "--once")
    caplog.set_level("INFO", logger="ops.jobs")
    caplog.clear()

    call_command("run_jobs", "--once")
    assert [record for record in caplog.records if record.name == "ops.jobs"] == []

    # An hour later the hourly jobs are due again, the daily one is not.
    JobRun.objects.update(last_success_at=timezone.now() - timedelta(hours=1, seconds=1))
    JobRun.objects.filter(name="purge_checkout_keys").update(last_success_at=timezone.now() - timedelta(hours=23))
    call_command("run_jobs", "--once")
    assert [record.job for record in caplog.records if record.name == "ops.jobs"] == [
        "purge_rate_counters",
        "sweep_uploads",
        "expire_payments",
        "release_abandoned_payments",
    ]


def test_a_failing_job_is_logged_kept_and_does_not_stop_the_others(expired_work, caplog):
    caplog.set_level("INFO", logger="ops.jobs")
    broken = jobs.Job("purge_checkout_keys", mock.Mock(side_effect=RuntimeError("disk full")), timedelta(1), "x")

    with (
        mock.patch.object(jobs, "JOBS", (broken, *jobs.JOBS[1:])),
        pytest.raises(CommandError, match="Failed: purge_checkout_keys"),
    ):
        call_command("run_jobs", "--once")

    [failure] = [record for record in caplog.records if record.levelname == "ERROR"]
    assert failure.getMessage() == "Job purge_checkout_keys failed"
    assert failure.exc_info[1].args == ("disk full",)
    failed = JobRun.objects.get(name="purge_checkout_keys")
    assert (failed.last_success_at, failed.last_outcome) == (None, "RuntimeError: disk full")
    assert failed.last_failure_at is not None
    # The others ran.
    assert not Upload.objects.exists()
    assert JobRun.objects.filter(last_success_at__isnull=False).count() == len(JOB_NAMES) - 1


def test_the_loop_runs_due_jobs_until_it_is_stopped():
    # The loop waits on an event a signal sets; here the wait answers "stopped" at once, after one round.
    with mock.patch("ops.management.commands.run_jobs.threading.Event.wait", return_value=True) as wait:
        call_command("run_jobs", "--every", "30")

    wait.assert_called_once_with(30.0)
    assert JobRun.objects.filter(last_success_at__isnull=False).count() == len(JOB_NAMES)
