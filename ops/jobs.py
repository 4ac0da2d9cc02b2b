"""The shop's periodic work, run from one place: `manage.py run_jobs` (docs/operations.md).

Each job is a service function the apps already have (the one its own management command calls) and how often
it is due. A run is logged with what it did, and its success or failure kept in ops.JobRun, which makes the next
due time and GET /metrics's `voltcart_job_last_success_timestamp_seconds` (an alert fires when one is late).
Every job is idempotent and safe to run twice at once (a second instance, cron beside the loop): each deletes
what has expired, in its own statements.
"""

import logging
import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import timedelta

from django.utils import timezone

from catalog.search.misses import search_misses_purge
from core.ratelimit import rate_counters_purge
from orders.services import checkout_keys_purge
from payments.services import payments_expire, payments_reconcile, payments_release_abandoned
from uploads.services import uploads_unattached_sweep

from .models import JobRun

logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class Job:
    name: str
    run: Callable[[], int]
    every: timedelta
    # What the count run() returns means, for the log line.
    done: str


JOBS = (
    Job("purge_checkout_keys", checkout_keys_purge, timedelta(hours=24), "expired Idempotency-Keys forgotten"),
    Job("purge_rate_counters", rate_counters_purge, timedelta(hours=1), "ended rate-limit counters deleted"),
    Job("sweep_uploads", uploads_unattached_sweep, timedelta(hours=1), "unused uploads deleted"),
    Job("purge_search_misses", search_misses_purge, timedelta(hours=24), "old zero-result search counts deleted"),
    Job("expire_payments", payments_expire, timedelta(hours=1), "lapsed card authorisations marked expired"),
    Job(
        "release_abandoned_payments",
        payments_release_abandoned,
        timedelta(hours=1),
        "holds of checkouts that never placed their order voided",
    ),
    Job("reconcile_payments", payments_reconcile, timedelta(hours=24), "payments differ from their provider"),
)
BY_NAME = {job.name: job for job in JOBS}


def jobs_due(now=None) -> list[Job]:
    """The jobs whose last success is older than their period (or that never succeeded)."""
    now = now or timezone.now()
    last = dict(JobRun.objects.values_list("name", "last_success_at"))
    return [job for job in JOBS if last.get(job.name) is None or last[job.name] <= now - job.every]


def job_run(job: Job) -> bool:
    """Run `job` now: log what it did (or its error, with the traceback) and keep the outcome. True on success;
    a failure never stops the other jobs."""
    started = timezone.now()
    JobRun.objects.update_or_create(name=job.name, defaults={"last_started_at": started})
    clock = time.perf_counter()
    try:
        count = job.run()
    except Exception as error:
        logger.exception("Job %s failed", job.name, extra={"job": job.name})
        JobRun.objects.filter(name=job.name).update(
            last_failure_at=timezone.now(), last_outcome=f"{type(error).__name__}: {error}"[:1000]
        )
        return False
    outcome = f"{count} {job.done}"
    logger.info(
        "Job %s done: %s",
        job.name,
        outcome,
        extra={"job": job.name, "count": count, "durationMs": round((time.perf_counter() - clock) * 1000, 1)},
    )
    JobRun.objects.filter(name=job.name).update(last_success_at=timezone.now(), last_outcome=outcome)
    return True
