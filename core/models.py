from django.db import models


class RateCounter(models.Model):
    """The current window of one rate limit (core.ratelimit) for one client, when Redis is not configured.

    One row per scope and key, counted by an atomic upsert that also opens a new window when the row's has
    ended; rows whose window has ended are deleted by `manage.py purge_rate_counters`, never one still open.
    """

    scope = models.CharField(max_length=40)  # what is limited and per how long, e.g. "login/60"
    key = models.CharField(max_length=64)  # SHA-256 (hex) of who is limited: a client address, a username
    window_start = models.BigIntegerField()  # Unix time in milliseconds: the window's first event
    window_end = models.BigIntegerField(db_index=True)  # window_start + the window's length; the sweep reads it
    count = models.IntegerField(default=0)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["scope", "key"], name="core_ratecounter_scope_key")]

    def __str__(self):
        return f"{self.scope} {self.key[:12]}… {self.count} until {self.window_end}"
