from django.db import models


class JobRun(models.Model):
    """The last runs of one periodic job (ops.jobs), whatever process ran it: `run_jobs` decides from it what is
    due, and GET /metrics exposes its last success."""

    name = models.CharField(max_length=64, primary_key=True)
    last_started_at = models.DateTimeField(null=True)
    last_success_at = models.DateTimeField(null=True)
    last_failure_at = models.DateTimeField(null=True)
    # What the last run did ("12 expired Idempotency-Keys forgotten.") or the error that stopped it.
    last_outcome = models.TextField(blank=True, default="")

    def __str__(self):
        return self.name
