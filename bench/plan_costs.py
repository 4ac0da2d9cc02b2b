"""Where a search's time goes, plan step by plan step (catalog.search.planning, decision 0019): the first N distinct
paths of a cache-defeating mix (bench/run.py), each asked once through Django's test client in this process, with
the time of each planning step recorded (the planner's estimate, the sorts of the matches, the walks of a listing
index). Prints p50/p95/p99 as measured and as they would be had the planner picked, for each request, the plan
that answered it first: without the sorts capped at SORTED_MATCHES_CAP that found more and the walks that found too
few, each followed by the plan that answered (the bound any choice among today's plans can reach). Then the slowest
paths with their steps.

    DATABASE_URL=postgres://postgres@127.0.0.1:5432/voltcart_bench_1000000 REDIS_URL=redis://127.0.0.1:6379/5 \
        .venv/bin/python bench/plan_costs.py search_mix 4000 --first-pages
"""

import argparse
import json
import time

# in_process sets Django up for the scripts of this folder (their paths, settings, django.setup()) as it is imported.
from in_process import asked_one_at_a_time, mix_paths_from_start, percentiles

from catalog.search import planning

steps = []  # the current request's (kind, ms, rows: those expected, or those found)


def _timed(kind_of, function):
    def timed(*args, **kwargs):
        started = time.perf_counter()
        result = function(*args, **kwargs)
        steps.append(
            (
                kind_of(args, kwargs, result),
                round((time.perf_counter() - started) * 1000, 1),
                result if isinstance(result, int) else len(result),
            )
        )
        return result

    return timed


def _sort_kind(args, kwargs, rows):
    cap = args[2] if len(args) > 2 else kwargs.get("cap")
    if cap is None:
        return "sort every match"
    return "capped sort, too many" if len(rows) > cap else "capped sort"


def _ids_kind(args, kwargs, ids):
    if kwargs.get("where") != '"hit"':
        return "listing ids"
    return "walk" if len(ids) >= kwargs["limit"] else "walk, too few"


def _wasted_ms(request_steps):
    """The time of the plans that were tried and did not answer: each is followed by another that does."""
    return sum(ms for kind, ms, _ in request_steps if kind in ("capped sort, too many", "walk, too few"))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("mix")
    parser.add_argument("count", type=int, help="how many of the mix's paths, from its start")
    parser.add_argument("--first-pages", action="store_true", help="only the paths of a first page (offset 0)")
    parser.add_argument("--slowest", type=int, default=10)
    args = parser.parse_args()
    planning.estimated_rows = _timed(lambda *_: "estimate", planning.estimated_rows)
    planning.sorted_rows = _timed(_sort_kind, planning.sorted_rows)
    planning.ids_of = _timed(_ids_kind, planning.ids_of)
    paths = mix_paths_from_start(args.mix, args.count)
    if args.first_pages:
        paths = [path for path in paths if "offset=0&" in path or path.endswith("offset=0")]
    requests = []
    for elapsed, path in asked_one_at_a_time(paths):
        requests.append((elapsed, path, list(steps)))  # the steps of the request just answered
        steps.clear()
    measured = [elapsed for elapsed, _, _ in requests]
    best_plan = [elapsed - _wasted_ms(request_steps) for elapsed, _, request_steps in requests]
    slowest = sorted(requests, key=lambda request: request[0], reverse=True)[: args.slowest]
    print(
        json.dumps(
            {
                "mix": args.mix,
                "paths": len(requests),
                "measured": percentiles(measured),
                "best_plan_first": percentiles(best_plan),
                "slowest": [
                    [round(elapsed, 1), path, [f"{kind}: {ms} ms, {rows} rows" for kind, ms, rows in request_steps]]
                    for elapsed, path, request_steps in slowest
                ],
            },
            indent=1,
        )
    )


if __name__ == "__main__":
    main()
