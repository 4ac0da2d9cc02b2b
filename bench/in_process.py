"""What a mix's requests cost one at a time: the first N distinct paths of a cache-defeating mix (bench/run.py),
each asked once through Django's test client in this process, with nothing else in flight. Prints the total and
p50/p95/p99 in ms as JSON, and the slowest paths.

    DATABASE_URL=postgres://postgres@127.0.0.1:5432/voltcart_bench REDIS_URL=redis://127.0.0.1:6379/5 \
        .venv/bin/python bench/in_process.py search_mix 1000

Run from a worktree of another commit (with this file copied in) to compare code on the same database and paths.
"""

import json
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "bench")]
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "shop.settings")
os.environ.setdefault("DEBUG", "false")
os.environ.setdefault("SECRET_KEY", "bench-in-process")
os.environ.setdefault("ALLOWED_HOSTS", "testserver")
os.environ.setdefault("PUBLIC_CACHE_SECONDS", "0")  # every path is asked once anyway: no cache answers it

import django  # noqa: E402

django.setup()

from django.core.cache import cache  # noqa: E402
from django.test import Client  # noqa: E402
from run import mix_paths, mix_vocabulary  # noqa: E402


def percentile(values, share):
    return statistics.quantiles(values, n=100, method="inclusive")[share - 1]


def percentiles(ms):
    """p50, p95 and p99 of these times, rounded as the bench scripts print them."""
    return {
        "p50_ms": round(statistics.median(ms), 1),
        "p95_ms": round(percentile(ms, 95), 1),
        "p99_ms": round(percentile(ms, 99), 1),
    }


def mix_paths_from_start(name, count):
    """The first `count` distinct paths of the mix `name` on the catalogue at DATABASE_URL."""
    return mix_paths(name, *mix_vocabulary(os.environ["DATABASE_URL"]))[:count]


def asked_one_at_a_time(paths):
    """Each path asked once through Django's test client, the shared cache emptied first: (ms, path) as each
    answers. An answer other than 200 ends the run. A listing is asked first, untimed: a process's first request
    pays for its database connection and Django's first-use set-up (~140 ms), which no later one does."""
    client = Client()
    client.get("/api/products?limit=1", secure=True)
    cache.clear()
    for path in paths:
        started = time.perf_counter()
        response = client.get(path, secure=True)
        elapsed = (time.perf_counter() - started) * 1000
        if response.status_code != 200:
            raise SystemExit(f"{path}: {response.status_code} {response.content[:200]!r}")
        yield elapsed, path


def main():
    name, count = sys.argv[1], int(sys.argv[2])
    paths = mix_paths_from_start(name, count)
    timings = list(asked_one_at_a_time(paths))
    ms = [timing for timing, _ in timings]
    print(
        json.dumps(
            {
                "mix": name,
                "paths": len(paths),
                "total_s": round(sum(ms) / 1000, 2),
                **percentiles(ms),
                "slowest": [[round(timing, 1), path] for timing, path in sorted(timings, reverse=True)[:5]],
            },
            indent=1,
        )
    )


if __name__ == "__main__":
    main()
