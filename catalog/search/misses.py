"""The searches that found nothing, counted for staff without slowing search: each process adds them up in memory
and writes what it holds in one statement SEARCH_MISS_FLUSH_SECONDS after the first count it holds (a timer thread,
so no later search needs to come), when it exits, and before it reads the report, adding to the day's row of each
text. A crash loses at most those seconds of one process's counts, which a report of the top searches can spare.

Only the text is kept, normalised (trimmed, lower-case, spaces collapsed, at most 100 characters), and a text that
looks like personal data (an e-mail address, or 10 digits or more: a phone or card number) is not kept at all."""

import atexit
import logging
import re
import threading
from collections import Counter
from datetime import timedelta

from django.conf import settings
from django.db import DatabaseError, connection, connections
from django.db.models import Max, Sum
from django.utils import timezone

from ..models import SearchMiss

logger = logging.getLogger(__name__)

MAX_QUERY_LENGTH = 100
REPORT_SIZE = 50
# Kept this long, then deleted by search_misses_purge (a run_jobs job).
KEEP_DAYS = 90
PERSONAL = re.compile(r"@|(?:\d\D{0,2}){10}")

_lock = threading.Lock()
_pending: Counter = Counter()  # (query, day) -> searches not yet written
_last_seen: dict = {}  # (query, day) -> when the latest of them was made
_timer: threading.Timer | None = None  # the flush due for the counts held


def search_miss_normalise(text: str) -> str | None:
    """The text as the report keeps it, or None for a text that is empty or looks like personal data."""
    query = " ".join(text.split()).lower()[:MAX_QUERY_LENGTH]
    if not query or PERSONAL.search(query):
        return None
    return query


def search_miss_record(text: str) -> None:
    """Count one search for `text` that found nothing (written by the flush due SEARCH_MISS_FLUSH_SECONDS after the
    first count not yet written)."""
    global _timer
    query = search_miss_normalise(text)
    if query is None:
        return
    moment = timezone.now()
    key = (query, timezone.localdate(moment))
    with _lock:
        _pending[key] += 1
        _last_seen[key] = moment
        if _timer is None:
            _timer = threading.Timer(settings.SEARCH_MISS_FLUSH_SECONDS, _flush_in_background)
            _timer.daemon = True  # an exiting process flushes through atexit instead
            _timer.start()


def _flush_in_background() -> None:
    global _timer
    with _lock:
        _timer = None
    try:
        search_misses_flush()
    finally:
        connections.close_all()  # this thread's own connection


def search_misses_flush() -> int:
    """Write this process's pending counts (one INSERT … ON CONFLICT adding to each day's row); how many rows.
    Counts a failed write could not keep are put back for the next flush."""
    pending, last_seen = _take_pending()
    if not pending:
        return 0
    table = SearchMiss._meta.db_table
    rows = [(query, day, count, last_seen[query, day]) for (query, day), count in pending.items()]
    sql = (
        f"INSERT INTO {table} (query, day, count, last_seen) VALUES {', '.join(['(%s, %s, %s, %s)'] * len(rows))} "
        f"ON CONFLICT (query, day) DO UPDATE SET count = {table}.count + excluded.count, "
        f"last_seen = excluded.last_seen"
    )
    try:
        with connection.cursor() as cursor:
            cursor.execute(sql, [value for row in rows for value in row])
    except DatabaseError:
        logger.warning("Searches that found nothing could not be counted; kept for the next flush", exc_info=True)
        with _lock:
            _pending.update(pending)
            for key, moment in last_seen.items():
                _last_seen[key] = max(moment, _last_seen.get(key, moment))
        return 0
    return len(rows)


def _take_pending() -> tuple[dict, dict]:
    """The counts not yet written and their last times, leaving none behind."""
    with _lock:
        taken = dict(_pending), dict(_last_seen)
        _pending.clear()
        _last_seen.clear()
    return taken


def search_misses_discard() -> None:
    """Forget the counts not yet written and the flush due for them (each test starts with none)."""
    global _timer
    with _lock:
        if _timer is not None:
            _timer.cancel()
            _timer = None
    _take_pending()


def search_misses_top(*, days: int) -> list[dict]:
    """The REPORT_SIZE texts searched most often in the last `days` days (today included) that found nothing:
    [{query, count, last_seen}], most often first."""
    search_misses_flush()
    since = timezone.localdate() - timedelta(days=days - 1)
    return list(
        SearchMiss.objects.filter(day__gte=since)
        .values("query")
        .annotate(count=Sum("count"), last_seen=Max("last_seen"))
        .order_by("-count", "query")[:REPORT_SIZE]
    )


def search_misses_purge() -> int:
    """Delete the counts older than KEEP_DAYS; how many day rows went."""
    deleted, _ = SearchMiss.objects.filter(day__lt=timezone.localdate() - timedelta(days=KEEP_DAYS)).delete()
    return deleted


def search_misses_flush_at_exit() -> None:
    """Write what this process holds before it goes (gunicorn's worker_exit, and any other exit through atexit)."""
    if _pending:
        search_misses_flush()


atexit.register(search_misses_flush_at_exit)
