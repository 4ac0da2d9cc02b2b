from django.db import models


class RateCounter(models.Model):
    """The events of one rate-limit window (core.ratelimit), when Redis is not configured.

    One row per scope, key and window, counted by an atomic upsert; rows are deleted once their window has
    ended (`manage.py purge_rate_counters`), never while it is open.
    """

    scope = models.CharField(max_length=40)  # what is limited, e.g. "login" or "checkout"
    key = models.CharField(max_length=64)  # SHA-256 (hex) of who is limited: a client address, a username
    window_start = models.BigIntegerField()  # Unix seconds, a multiple of the window's length
    window_end = models.BigIntegerField(db_index=True)  # Unix seconds; the sweep deletes by it
    count = models.IntegerField(default=0)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["scope", "key", "window_start"], name="core_ratecounter_window"),
        ]

    def __str__(self):
        return f"{self.scope} {self.key[:12]}… {self.count} until {self.window_end}"
