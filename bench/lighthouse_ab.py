"""Lighthouse, mobile (simulated throttling, or devtools with --throttling), many times over, on one or more builds
of the shop served side by side: the A/B of a front-end change, with the main thread's work broken down
(bench/RESULTS.md history, session 19).

Each side is a checkout (the current one, or a worktree of another commit with `npm run build` done in it), served
by its own gunicorn (DEBUG=false, whitenoise, `gunicorn.conf.py`) behind its own HTTPS/HTTP2 front (nginx,
bench/nginx.conf), from the same database, each with a Redis server of its own: the kept pages are keyed by the
build's entry script, which two builds share when only the pages or the lazy chunks changed, and a shared cache
then served one side's pages on both (bench/RESULTS.md history, session 20). Each round runs every page on every side in
turn, the sides' order reversed every other round, so a machine whose load moves charges both sides alike. The
summary gives each figure's median and range per page and side, and the main-thread breakdown, script bootup, long
tasks and bytes received of the median run (by TBT).

    .venv/bin/python bench/lighthouse_ab.py --side before=/work/s19-before --side after=. --runs 5 \
        --output bench/results/session19-lighthouse-ab.json

The full Lighthouse reports (and, with --traces, their traces) stay in a temporary directory unless --keep DIR.
"""

import argparse
import json
import os
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from contextlib import ExitStack
from datetime import UTC, datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))

from run import (  # noqa: E402
    PYTHON,
    default_database_url,
    ensure_port_free,
    https_front,
    log,
    machine,
    scalar,
    server_env,
    start_server,
)

CHROME_FLAGS = (
    "--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update "
    "--no-first-run --disable-sync --disable-dev-shm-usage --ignore-certificate-errors"
)
FIGURES = {
    "performance": None,
    "lcp_ms": "largest-contentful-paint",
    "tbt_ms": "total-blocking-time",
    "fcp_ms": "first-contentful-paint",
    "si_ms": "speed-index",
    "cls": "cumulative-layout-shift",
    # When the main thread goes quiet after the first paint: the page hydrated and usable (with --throttling
    # devtools, what a change that lets the picture go first costs the script).
    "tti_ms": "interactive",
}


def serve(stack, side, root, env, port):
    """gunicorn from `root` on `port`, its static files collected; stopped when `stack` closes."""
    side_env = {**env, "PORT": str(port)}
    subprocess.run([str(PYTHON), "manage.py", "collectstatic", "--noinput", "-v0"], cwd=root, env=side_env, check=True)
    process = start_server(side_env, port, root=root, log_name=f"gunicorn-{side}.log", seconds=60)

    def stop():
        process.terminate()
        process.wait(timeout=30)

    stack.callback(stop)
    return process


def own_redis(stack, port):
    """A Redis server of its own on `port`, nothing kept on disk, for one side's cache; its URL. Stopped when `stack`
    closes."""
    ensure_port_free(port)
    process = subprocess.Popen(
        ["redis-server", "--port", str(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
        stdout=subprocess.DEVNULL,
    )

    def stop():
        process.terminate()
        process.wait(timeout=10)

    stack.callback(stop)
    for _ in range(50):
        with socket.socket() as probe:
            if probe.connect_ex(("127.0.0.1", port)) == 0:
                return f"redis://127.0.0.1:{port}/0"
        time.sleep(0.1)
    raise SystemExit(f"redis-server did not start on port {port}")


def lighthouse_once(url, report_path, traces, throttling="simulate"):
    binary = ROOT / "node_modules" / ".bin" / "lighthouse"
    chromium = shutil.which("chromium") or "/usr/bin/chromium"
    command = [
        str(binary),
        url,
        "--quiet",
        "--only-categories=performance",
        "--output=json",
        f"--output-path={report_path}",
        f"--chrome-flags={CHROME_FLAGS}",
        f"--throttling-method={throttling}",
        *(["--save-assets"] if traces else []),
    ]
    for _ in range(3):  # now and then Lighthouse misses the navigation start (NO_NAVSTART)
        run = subprocess.run(command, cwd=ROOT, env={**os.environ, "CHROME_PATH": chromium}, capture_output=True)
        if run.returncode == 0:
            return json.loads(Path(report_path).read_text())
    raise RuntimeError(run.stderr.decode()[-300:])


def load_average():
    return [round(value, 2) for value in os.getloadavg()]


def summarise_run(data):
    """The figures of one report, and what its main thread did."""
    audits = data["audits"]
    figures = {
        name: (
            round(data["categories"]["performance"]["score"] * 100)
            if audit is None
            else round(audits[audit]["numericValue"], 3 if name == "cls" else None)
        )
        for name, audit in FIGURES.items()
    }
    breakdown = {
        item["group"]: round(item["duration"]) for item in audits["mainthread-work-breakdown"]["details"]["items"]
    }
    bootup = [
        {
            "url": item["url"].rsplit("/", 1)[-1] or item["url"],
            "total": round(item["total"]),
            "scripting": round(item["scripting"]),
            "parse_compile": round(item["scriptParseCompile"]),
        }
        for item in audits["bootup-time"]["details"]["items"]
    ]
    long_tasks = [
        {
            "url": item["url"].rsplit("/", 1)[-1] or item["url"],
            "start": round(item["startTime"]),
            "duration": round(item["duration"]),
        }
        for item in audits.get("long-tasks", {}).get("details", {}).get("items", [])
    ]
    lcp_phases = {}
    for block in audits.get("largest-contentful-paint-element", {}).get("details", {}).get("items", []):
        for item in block.get("items", []):
            if "phase" in item:
                lcp_phases[item["phase"]] = round(item["timing"])
            elif "node" in item:
                lcp_phases["element"] = item["node"].get("snippet", "")[:160]
    sent = {}
    for item in audits["network-requests"]["details"]["items"]:
        kind = item.get("resourceType", "Other").lower()
        sent[kind] = sent.get(kind, 0) + item.get("transferSize", 0)
    return {
        **figures,
        "benchmark_index": round(data["environment"]["benchmarkIndex"]),
        "bytes_sent": sent,  # by resource type, as the page received them (compressed)
        "mainthread_ms": breakdown,
        "bootup": bootup,
        "long_tasks": long_tasks,
        "lcp": lcp_phases,
    }


def spread(values):
    return {"median": statistics.median(values), "min": min(values), "max": max(values)}


def summarise(runs):
    """Per page and side: each figure's median and range over the runs, and the median run's main thread."""
    summary = {}
    for key, page_runs in runs.items():
        ok = [run for run in page_runs if "error" not in run]
        if not ok:
            summary[key] = {"error": page_runs[-1]["error"] if page_runs else "no runs"}
            continue
        by_tbt = sorted(ok, key=lambda run: run["tbt_ms"])
        median_run = by_tbt[(len(by_tbt) - 1) // 2]
        summary[key] = {
            "runs": len(ok),
            **{name: spread([run[name] for run in ok]) for name in [*FIGURES, "benchmark_index"]},
            "median_run_by_tbt": {
                name: median_run[name]
                for name in ("tbt_ms", "mainthread_ms", "bootup", "long_tasks", "lcp", "bytes_sent")
            },
        }
    return summary


def read_as_a_popular_page(url):
    """Reads the page twice before Lighthouse does, as shoppers keep reading a page they visit: kept by the first
    read if it was not (a kept page lives 30 s, less than a round), then read again, which has it recompressed at
    Brotli's best quality (decision 0038). Each run then measures the page most visitors get, and warms the worker."""
    for _ in range(2):
        subprocess.run(["curl", "-sk", "--compressed", "-o", "/dev/null", url], check=False)
    time.sleep(0.5)  # the recompression runs in the background: 80-180 ms


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--side", action="append", required=True, metavar="NAME=CHECKOUT")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--pages", default="home,category,product")
    parser.add_argument(
        "--port", type=int, default=8865, help="the first side's gunicorn; its front is port+1, its Redis port+100"
    )
    parser.add_argument("--traces", action="store_true", help="save each run's trace beside its report")
    parser.add_argument(
        "--throttling",
        choices=("simulate", "devtools"),
        default="simulate",
        help="simulate: Lighthouse's model of a slow phone from a fast load (the targets' method); devtools: the "
        "network and CPU really slowed, which shows what a shopper would see of a change the model may misread",
    )
    parser.add_argument("--keep", help="a directory for the full Lighthouse reports")
    parser.add_argument("--label", default="")
    parser.add_argument("--output", required=True)
    args = parser.parse_args()

    sides = dict(item.split("=", 1) for item in args.side)
    database_url = os.environ.get("DATABASE_URL") or default_database_url(100_000)
    product_id = scalar(
        database_url, "SELECT id FROM catalog_product WHERE is_active AND stock > 0 ORDER BY id DESC LIMIT 1"
    )
    all_pages = {"home": "/", "category": "/smartphones", "product": f"/product/{product_id}"}
    pages = {name: all_pages[name] for name in args.pages.split(",")}
    # Every side serves this checkout's product photos: a worktree of another commit has none of its own.
    env = server_env(database_url, args.port, {"MEDIA_ROOT": str(ROOT / "media")})
    keep = Path(args.keep) if args.keep else Path(tempfile.mkdtemp(prefix="voltcart-lighthouse-"))
    keep.mkdir(parents=True, exist_ok=True)

    report = {
        "label": args.label,
        "started": datetime.now(UTC).isoformat(timespec="seconds"),
        "machine": machine(),
        "method": f"Lighthouse 12 mobile ({args.throttling} throttling: slow 4G, 4x CPU), through an HTTPS/HTTP2 "
        "front per side; "
        "each round runs every page on every side in turn",
        "sides": {
            name: subprocess.run(
                ["git", "rev-parse", "--short", "HEAD"], cwd=root, text=True, capture_output=True
            ).stdout.strip()
            + (" + working tree" if subprocess.run(["git", "diff", "--quiet"], cwd=root).returncode else "")
            for name, root in sides.items()
        },
        "pages": pages,
    }
    runs = {f"{page}/{side}": [] for page in pages for side in sides}
    loads = []
    with ExitStack() as stack:
        fronts = {}
        for index, (side, root) in enumerate(sides.items()):
            port = args.port + 2 * index
            side_env = {**env, "REDIS_URL": own_redis(stack, args.port + 100 + index)}
            serve(stack, side, Path(root).resolve(), side_env, port)
            fronts[side] = stack.enter_context(https_front(port, port + 1))
            if not fronts[side]:
                raise SystemExit("the HTTPS front needs nginx and openssl (make nginx)")
        for number in range(1, args.runs + 1):
            for page, path in pages.items():
                # Each round starts with the side the previous one ended with: neither is always first.
                for side, base in list(fronts.items())[:: 1 if number % 2 else -1]:
                    report_path = keep / f"{page}-{side}-{number}.json"
                    read_as_a_popular_page(base + path)
                    loads.append(load_average()[0])
                    started = time.time()
                    try:
                        run = summarise_run(lighthouse_once(base + path, report_path, args.traces, args.throttling))
                    except (RuntimeError, KeyError) as error:
                        run = {"error": str(error)}
                    run["load_1min"] = loads[-1]
                    runs[f"{page}/{side}"].append(run)
                    log(
                        f"round {number}/{args.runs} {page} {side}: "
                        + (
                            run.get("error")
                            or f"perf {run['performance']} LCP {run['lcp_ms']} TBT {run['tbt_ms']} "
                            f"CLS {run['cls']} bench {run['benchmark_index']}"
                        )
                        + f" ({time.time() - started:.0f} s, load {loads[-1]})"
                    )
    report["load_1min"] = spread(loads)
    report["summary"] = summarise(runs)
    report["runs"] = {
        key: [{name: value for name, value in run.items() if name not in ("bootup", "lcp")} for run in page_runs]
        for key, page_runs in runs.items()
    }
    Path(args.output).write_text(json.dumps(report, indent=2) + "\n")
    log(f"wrote {args.output}; full reports in {keep}")
    for key, figures in report["summary"].items():
        if "error" in figures:
            print(f"{key:22} failed: {figures['error'][:80]}")
            continue
        print(
            f"{key:22} "
            + "  ".join(
                f"{name} {figures[name]['median']} ({figures[name]['min']}-{figures[name]['max']})"
                for name in ("performance", "lcp_ms", "tbt_ms", "cls", "tti_ms")
            )
        )


if __name__ == "__main__":
    main()
