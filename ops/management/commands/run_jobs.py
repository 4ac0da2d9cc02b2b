"""`manage.py run_jobs [--once] [--job NAME ...] [--every SECONDS]`: the shop's periodic jobs (ops/jobs.py).

Without --once, a loop an operator starts beside gunicorn (deploy/voltcart-jobs.service): every `--every` seconds
(default 60) it runs the jobs that are due, until SIGTERM or SIGINT, finishing the job under way. With --once it
runs the due jobs and exits, for cron or a systemd timer (deploy/voltcart-jobs.timer); its exit status is 1 when a
job failed. `--job` names jobs to run now whether due or not.
"""

import signal
import threading

from django.core.management.base import BaseCommand, CommandError

from ops.jobs import BY_NAME, job_run, jobs_due


class Command(BaseCommand):
    help = "Run the periodic jobs (purge Idempotency-Keys and rate-limit counters, sweep unused uploads)."

    def add_arguments(self, parser):
        parser.add_argument("--once", action="store_true", help="Run the jobs that are due once, then exit.")
        parser.add_argument(
            "--job", action="append", choices=sorted(BY_NAME), help="Run this job now, due or not (repeatable)."
        )
        parser.add_argument("--every", type=float, default=60.0, help="Seconds between two looks for due jobs.")

    def handle(self, *args, once=False, job=None, every=60.0, **options):
        if job:
            once = True
        stop = threading.Event()
        if not once:
            for sign in (signal.SIGTERM, signal.SIGINT):
                signal.signal(sign, lambda *_: stop.set())
        while True:
            jobs = [BY_NAME[name] for name in job] if job else jobs_due()
            failed = [each.name for each in jobs if not job_run(each)]
            if once:
                if failed:
                    raise CommandError(f"Failed: {', '.join(failed)} (see the log).")
                return
            if stop.wait(every):
                return
