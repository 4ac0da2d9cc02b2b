"""SQL queries per benchmarked endpoint, as JSON: a cold request (cache cleared) through Django's test client.

Run by bench/run.py with the server's environment; BENCH_PRODUCT_ID, BENCH_ORDER_ID, BENCH_EXPORT_DAY and
BENCH_STAFF say which product, order, export day and staff user to use.
"""

import json
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "bench")]
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "shop.settings")

import django  # noqa: E402

django.setup()

from django.contrib.auth import get_user_model  # noqa: E402
from django.core.cache import cache  # noqa: E402
from django.db import connection  # noqa: E402
from django.test import Client  # noqa: E402
from django.test.utils import CaptureQueriesContext  # noqa: E402
from run import endpoints  # noqa: E402


def count(client, path):
    cache.clear()
    with CaptureQueriesContext(connection) as queries:
        response = client.get(path)
        if response.streaming:
            b"".join(response.streaming_content)  # a streamed answer queries while it is read
    assert response.status_code == 200, (path, response.status_code)
    return len(queries)


def main():
    shopper = Client()
    staff = Client()
    staff.force_login(get_user_model().objects.get(username=os.environ["BENCH_STAFF"]))
    counts = {"healthz": count(shopper, "/healthz")}
    for name, path, needs_staff in endpoints(
        int(os.environ["BENCH_PRODUCT_ID"]), int(os.environ["BENCH_ORDER_ID"]), os.environ["BENCH_EXPORT_DAY"]
    ):
        counts[name] = count(staff if needs_staff else shopper, path)
    print(json.dumps(counts))


main()
