"""`make bench`: the shop at catalogue scale, served as in production, measured from a separate process.

1. PostgreSQL from DATABASE_URL (default: database `voltcart_bench` on the local server, `voltcart_bench_N` for
   another --products N), seeded to
   --products synthetic products and --orders past orders; an already seeded database is reused.
2. gunicorn with gunicorn.conf.py, DEBUG=false, whitenoise, the same settings a deployment uses
   (Redis for the cache when one answers on REDIS_URL or 127.0.0.1:6379).
3. wrk (Debian package) for each endpoint: a warm-up, then a fixed duration and concurrency;
   requests/s, p50/p95/p99, errors, and the ratio to GET /healthz (the floor) measured in the same run.
4. POST /api/orders across many products: orders/s, then the stock is checked for oversells.
5. SQL queries per endpoint (Django test client in a subprocess), the gzipped JavaScript of the
   first storefront view (Vite manifest) and Lighthouse on three pages: mobile (simulated and devtools
   throttling) and desktop, through an HTTPS and HTTP/2 front (nginx, bench/nginx.conf) as in a deployment,
   and mobile (simulated) against gunicorn's plain HTTP/1.1 as well.

Prints one table and writes bench/results/latest-<size>.json (latest-100k.json, latest-1m.json), the latest run per
catalogue size, which scripts/render_bench_results.py puts in bench/RESULTS.md.
"""

import argparse
import gzip
import json
import os
import platform
import random
import re
import secrets
import shutil
import socket
import ssl
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from contextlib import contextmanager
from datetime import UTC, datetime, timedelta
from pathlib import Path
from string import Template
from urllib.parse import urlsplit

import brotli
import psycopg

ROOT = Path(__file__).resolve().parent.parent
BENCH = ROOT / "bench"
RESULTS = BENCH / "results"
PYTHON = ROOT / ".venv" / "bin" / "python"
GUNICORN = ROOT / ".venv" / "bin" / "gunicorn"
DEFAULT_PRODUCTS = 100_000


def default_database_url(products):
    """voltcart_bench for the default catalogue, a database of its own for any other size (voltcart_bench_1000000):
    a million products never replace the 100k the usual runs measure."""
    name = "voltcart_bench" if products == DEFAULT_PRODUCTS else f"voltcart_bench_{products}"
    return f"postgres://postgres@127.0.0.1:5432/{name}"


def catalogue_size(products):
    """100k, 1m: how a run's file names its catalogue."""
    for unit, scale in (("m", 1_000_000), ("k", 1_000)):
        if products % scale == 0:
            return f"{products // scale}{unit}"
    return str(products)


DEFAULT_REDIS_URL = "redis://127.0.0.1:6379/2"
STAFF_USERNAME = "bench-staff"
STAFF_PASSWORD = secrets.token_urlsafe(16)
CSRF_TOKEN = secrets.token_hex(16)  # 32 characters: a valid CSRF secret for cookie and header alike

# Search terms chosen for the share of the synthetic catalogue they match (printed with each run).
SEARCH_TERMS = {"search_15pct": "pro", "search_1pct": "sennheiser", "search_0_1pct": "fairphone"}


def endpoints(product_id, order_id, export_day):
    """(name, path, needs a staff session): every hot read the issues list."""
    return [
        ("categories", "/api/categories", False),
        ("category_page", "/api/products?category=Laptops&ordering=price&limit=24", False),
        ("category_deep_page", "/api/products?category=Laptops&ordering=price&limit=24&offset=5000", False),
        ("category_by_name", "/api/products?category=Audio&limit=24", False),
        *[(name, f"/api/products?search={term}&limit=24", False) for name, term in SEARCH_TERMS.items()],
        (
            "search_in_category",
            "/api/products?category=Audio&search=wireless&searchFields=name%2Cbrand%2Cdescription&limit=24",
            False,
        ),
        (
            "scooter_band",
            "/api/products?category=Electric%20Scooters&minPrice=500&maxPrice=1000&ordering=name&limit=24",
            False,
        ),
        ("home", "/api/products/home", False),
        ("suggest", "/api/products/suggest?q=senn", False),
        ("suggest_typo", "/api/products/suggest?q=sennhiser", False),
        ("product_detail", f"/api/products/{product_id}", False),
        ("unpaged_list", "/api/products", False),
        ("storefront_page", "/", False),
        ("staff_orders", "/api/orders?status=Pending%20Verification&limit=20", True),
        ("staff_product_search", "/api/admin/products?limit=20&search=pro", True),
        ("analytics", "/api/admin/analytics", True),
        ("verification_queue", "/api/admin/verification-queue?limit=20", True),
        ("order_history", f"/api/orders/{order_id}/history", True),
        ("order_calls", f"/api/orders/{order_id}/calls", True),
        ("orders_export_day", f"/api/orders/export.csv?from={export_day}&to={export_day}", True),
    ]


# The cache-defeating mixes (issue 28): thousands of distinct URLs drawn with a fixed seed, so no cache answers
# them and every run measures the same requests: searches of one or two words (a third in a category, the four
# orderings or the default, the first nine pages; from session 19 a third of them two words in a shopper's order,
# a brand and a kind of product: "sony headphones"), category pages (orderings, pages, subcategories, price bands,
# in stock, from session 19 a third with the brand facet asked, as the first page of a category page asks it) and
# suggestions (prefixes of catalogue words, some with a typo). From session 25 the searches' first pages alone
# (`search_first_mix`, drawn as `search_mix` is): what most shoppers' searches ask.
MIXES = ("search_mix", "search_first_mix", "category_mix", "suggest_mix")
MIX_SEED = 28
MIX_PATHS = 20_000
MIX_ORDERINGS = ("name", "-name", "price", "-price")
MIX_PAGES = 9
PAGE_SIZE = 24


def mix_vocabulary(url):
    """Categories, subcategories by category, the words of product names, brands and descriptions (3 letters
    or more, sorted so a seed draws the same ones from the same catalogue), and what a shopper types for a kind of
    product: each brand with the subcategories and name words of its products."""
    with psycopg.connect(url) as conn:
        kinds = conn.execute(
            "SELECT DISTINCT lower(brand), lower(subcategory) FROM catalog_product "
            "WHERE is_active AND subcategory <> '' ORDER BY 1, 2"
        ).fetchall()
        pairs = conn.execute(
            "SELECT DISTINCT category, subcategory FROM catalog_product WHERE is_active ORDER BY 1, 2"
        ).fetchall()
        texts = conn.execute(
            "SELECT name, brand, description FROM catalog_product WHERE is_active ORDER BY id LIMIT 5000"
        ).fetchall()
    subcategories = {}
    for category, subcategory in pairs:
        subcategories.setdefault(category, [])
        if subcategory:
            subcategories[category].append(subcategory)
    words = sorted({word for row in texts for text in row for word in re.findall(r"[a-z0-9+]{3,}", text.lower())})
    shopper_terms = sorted({f"{brand} {kind}" for brand, kind in kinds})
    # A brand and the second word of one of its names ("sony wh-1000xm5"), as a shopper names a model.
    shopper_terms += sorted(
        {f"{brand.lower()} {word}" for name, brand, _ in texts for word in name.lower().split()[1:2]}
    )
    return subcategories, words, shopper_terms


def _query(params):
    return "&".join(f"{name}={urllib.request.quote(str(value))}" for name, value in params)


def mix_paths(name, subcategories, words, shopper_terms):
    """MIX_PATHS distinct paths of the mix `name`, the same for the same catalogue."""
    rng = random.Random(f"{MIX_SEED}-{name}")
    categories = sorted(subcategories)
    paths = set()
    for _ in range(MIX_PATHS * 10):  # bounded: a tiny catalogue has fewer distinct paths
        if len(paths) == MIX_PATHS:
            break
        if name in ("search_mix", "search_first_mix"):
            if rng.random() < 0.33:
                term = rng.choice(shopper_terms)
            else:
                term = " ".join(rng.sample(words, rng.choice((1, 1, 2))))
            page = rng.randrange(MIX_PAGES)  # drawn in both mixes, so search_mix's draws stay the same as before
            offset = 0 if name == "search_first_mix" else page * PAGE_SIZE
            params = [("search", term), ("limit", PAGE_SIZE), ("offset", offset)]
            if rng.random() < 0.33:
                params.append(("category", rng.choice(categories)))
            if (ordering := rng.choice((None, *MIX_ORDERINGS))) is not None:
                params.append(("ordering", ordering))
            paths.add("/api/products?" + _query(params))
        elif name == "category_mix":
            category = rng.choice(categories)
            params = [("category", category), ("ordering", rng.choice(MIX_ORDERINGS)), ("limit", PAGE_SIZE)]
            params.append(("offset", rng.randrange(MIX_PAGES * 4) * PAGE_SIZE))
            if subcategories[category] and rng.random() < 0.3:
                params.append(("subcategory", rng.choice(subcategories[category])))
            if rng.random() < 0.3:
                low = rng.randrange(0, 1500, 50)
                params += [("minPrice", low), ("maxPrice", low + rng.choice((100, 250, 500)))]
            if rng.random() < 0.3:
                params.append(("inStock", "true"))
            if rng.random() < 0.33:
                params.append(("facets", "brand"))
            paths.add("/api/products?" + _query(params))
        else:
            word = rng.choice(words)
            typed = word[: rng.randrange(3, len(word) + 1)]
            if len(typed) > 4 and rng.random() < 0.3:  # two letters swapped
                at = rng.randrange(1, len(typed) - 1)
                typed = typed[:at] + typed[at + 1] + typed[at] + typed[at + 2 :]
            if rng.random() < 0.3:  # a second word begun
                typed = f"{rng.choice(words)} {typed}"
            paths.add("/api/products/suggest?" + _query([("q", typed)]))
    # Shuffled from a sorted list: a set's order changes with each process's string hashing.
    drawn = sorted(paths)
    rng.shuffle(drawn)
    return drawn


def measure_mix(base, paths, *, args, headers, cache_url):
    """wrk over distinct paths: a warm-up on the second half of the list, then the run from its start; the
    shared cache is emptied first, so an earlier run's answers are not measured."""
    if cache_url:
        import redis

        redis.Redis.from_url(cache_url).flushdb()
    paths_file = RESULTS / "mix-paths.txt"
    paths_file.write_text("\n".join(paths) + "\n")
    env = {**os.environ, "BENCH_PATHS": str(paths_file), "BENCH_THREADS": "2"}
    options = {"duration": args.warmup, "connections": args.connections, "headers": headers}
    wrk(base, **options, script="bench/wrk/paths.lua", env={**env, "BENCH_PATHS_OFFSET": str(len(paths) // 2)})
    options["duration"] = args.duration
    return wrk(base, **options, script="bench/wrk/paths.lua", env={**env, "BENCH_PATHS_OFFSET": "0"})


def log(message):
    print(f"[bench] {message}", flush=True)


# ---- database ------------------------------------------------------------------------------------


def ensure_database(url):
    parts = urlsplit(url)
    name = parts.path.lstrip("/")
    admin_url = parts._replace(path="/postgres").geturl()
    with psycopg.connect(admin_url, autocommit=True) as conn:
        if not conn.execute("SELECT 1 FROM pg_database WHERE datname = %s", [name]).fetchone():
            log(f"creating database {name}")
            conn.execute(f'CREATE DATABASE "{name}"')


def scalar(url, sql, params=()):
    with psycopg.connect(url) as conn:
        return conn.execute(sql, params).fetchone()[0]


def manage(env, *args, capture=False):
    result = subprocess.run(
        [str(PYTHON), "manage.py", *args],
        cwd=ROOT,
        env=env,
        check=True,
        text=True,
        capture_output=capture,
    )
    return result.stdout


def seed(env, url, products, orders):
    manage(env, "migrate", "--noinput", "-v0")
    from demo.synthetic import SEQUENCE_REGEX  # importable once main() has put the project on the path

    synthetic = scalar(url, "SELECT count(*) FROM catalog_product WHERE model ~ %s", [SEQUENCE_REGEX])
    seeded = False
    if synthetic < products:
        log(f"seeding {products - synthetic} synthetic products")
        manage(env, "seed_catalog", "--products", str(products - synthetic))
        seeded = True
    existing_orders = scalar(url, "SELECT count(*) FROM orders_order")
    if existing_orders < orders:
        log(f"seeding {orders - existing_orders} orders")
        manage(env, "seed_orders", "--orders", str(orders - existing_orders))
        seeded = True
    if seeded:
        with psycopg.connect(url, autocommit=True) as conn:
            conn.execute("VACUUM ANALYZE")
    # The products' table as production keeps it: in the order the weekly reorder_products writes (decision 0036).
    if shutil.which("pg_repack"):
        log("reordering the products' table (reorder_products)")
        manage(env, "reorder_products")
    else:
        log("pg_repack missing (make pg-repack): the products' table stays in the order it was written")
    manage(
        env,
        "shell",
        "-c",
        (
            "from django.contrib.auth import get_user_model; from django.contrib.auth.models import Group; "
            f"User = get_user_model(); user, _ = User.objects.get_or_create(username='{STAFF_USERNAME}'); "
            f"user.is_staff = True; user.set_password('{STAFF_PASSWORD}'); user.save(); "
            # An Owner as staff are (their permissions read per request); before the roles there is no group.
            "user.groups.add(*Group.objects.filter(name='Owner'))"
        ),
    )


def catalogue_shares(url):
    """The share of active products each search term matches (name, brand, model, category, description)."""
    shares = {}
    with psycopg.connect(url) as conn:
        active = conn.execute("SELECT count(*) FROM catalog_product WHERE is_active").fetchone()[0]
        for name, term in SEARCH_TERMS.items():
            matches = conn.execute(
                "SELECT count(*) FROM catalog_product WHERE is_active AND (name || ' ' || brand || ' ' || model "
                "|| ' ' || category || ' ' || description) ILIKE %s",
                [f"%{term}%"],
            ).fetchone()[0]
            shares[name] = {"term": term, "matches": matches, "share_pct": round(100 * matches / active, 3)}
    return active, shares


# The server settings that move these figures most, recorded with each run (docs/operations.md, PostgreSQL).
POSTGRES_SETTINGS = (
    "server_version",
    "shared_buffers",
    "effective_cache_size",
    "work_mem",
    "random_page_cost",
    "jit",
    "max_parallel_workers_per_gather",
)


def postgres_server(url):
    """The server's settings, and whether the products' table and indexes fit in its shared buffers: when they do
    not, every row a search reads past them is copied in from the operating system's cache (at a million
    products, with 128 MB, the distinct searches took 40 % longer in all than with 6 GB; decision 0033)."""
    with psycopg.connect(url) as conn:
        settings = {name: conn.execute(f"SHOW {name}").fetchone()[0] for name in POSTGRES_SETTINGS}
        buffers, catalogue = conn.execute(
            "SELECT setting::bigint * pg_size_bytes(unit), pg_total_relation_size('catalog_product') "
            "FROM pg_settings WHERE name = 'shared_buffers'"
        ).fetchone()
    return {**settings, "catalogue_bytes": catalogue, "catalogue_fits_in_shared_buffers": catalogue <= buffers}


# ---- server --------------------------------------------------------------------------------------


def redis_url():
    if os.environ.get("REDIS_URL"):
        return os.environ["REDIS_URL"]
    try:
        with socket.create_connection(("127.0.0.1", 6379), timeout=0.5) as sock:
            sock.sendall(b"PING\r\n")
            if sock.recv(16).startswith(b"+PONG"):
                return DEFAULT_REDIS_URL
    except OSError:
        pass
    return ""


def server_env(database_url, port, extra):
    env = {
        **os.environ,
        "DATABASE_URL": database_url,
        "DEBUG": "false",
        "SECRET_KEY": "bench-" + secrets.token_urlsafe(32),
        "ALLOWED_HOSTS": "127.0.0.1,localhost,testserver",
        "SECURE_SSL_REDIRECT": "false",
        "CHECKOUT_RATE": "100000000/min",
        "CHECKOUT_PHONE_RATE": "100000000/min",
        "CHECKOUT_CARD_RATE": "100000000/min",
        "PORT": str(port),
        "REDIS_URL": redis_url(),
        **extra,
    }
    return env


def ensure_port_free(port):
    # A server left on the port (an interrupted run) would be measured instead, against its own database.
    with socket.socket() as probe:
        if probe.connect_ex(("127.0.0.1", port)) == 0:
            raise SystemExit(f"port {port} is already in use: stop that server or pass --port")


def wait_until_healthy(process, url, name, log_path, seconds, context=None):
    """Polls `url` until it answers 200; stops `process` and exits if it never does or the process ends."""
    deadline = time.time() + seconds
    while time.time() < deadline and process.poll() is None:
        try:
            with urllib.request.urlopen(url, timeout=1, context=context) as response:
                if response.status == 200:
                    return
        except OSError:  # refused, reset, or a worker still booting past the 1 s read timeout
            time.sleep(0.3)
    process.terminate()
    raise SystemExit(f"{name} did not answer {url}; see {log_path}")


def start_server(env, port, root=ROOT, log_name="gunicorn.log", seconds=30):
    """gunicorn serving the checkout at `root` (another commit's worktree for an A/B, bench/lighthouse_ab.py)."""
    ensure_port_free(port)
    log_path = RESULTS / log_name
    with open(log_path, "w") as log_file:  # the child keeps its own copy open
        process = subprocess.Popen(
            [str(GUNICORN), "-c", "gunicorn.conf.py", "shop.wsgi"],
            cwd=root,
            env=env,
            stdout=log_file,
            stderr=subprocess.STDOUT,
        )
    wait_until_healthy(process, f"http://127.0.0.1:{port}/healthz", "gunicorn", log_path, seconds)
    return process


def cookies_from(response):
    cookies = {}
    for header in response.headers.get_all("Set-Cookie") or []:
        name, _, rest = header.partition("=")
        cookies[name.strip()] = rest.split(";", 1)[0]
    return cookies


def staff_session(base):
    """Log in as the bench staff user; returns the Cookie and X-CSRFToken headers of that session."""
    body = json.dumps({"username": STAFF_USERNAME, "password": STAFF_PASSWORD}).encode()
    request = urllib.request.Request(
        f"{base}/api/admin/login",
        data=body,
        method="POST",
        headers={"Content-Type": "application/json", "Cookie": f"csrftoken={CSRF_TOKEN}", "X-CSRFToken": CSRF_TOKEN},
    )
    with urllib.request.urlopen(request) as response:
        cookies = cookies_from(response)
    csrf = cookies.get("csrftoken", CSRF_TOKEN)
    return {"Cookie": f"sessionid={cookies['sessionid']}; csrftoken={csrf}", "X-CSRFToken": csrf}


def record_call(base, headers, order_id, outcome):
    request = urllib.request.Request(
        f"{base}/api/orders/{order_id}/calls",
        data=json.dumps({"outcome": outcome, "note": "bench"}).encode(),
        method="POST",
        headers={**headers, "Content-Type": "application/json"},
    )
    urllib.request.urlopen(request).close()


# ---- load ----------------------------------------------------------------------------------------


def wrk(url, *, duration, connections, headers=None, script="bench/wrk/report.lua", env=None):
    command = ["wrk", "-t2", f"-c{connections}", f"-d{duration}s", "--timeout", "10s", "-s", script]
    for name, value in (headers or {}).items():
        command += ["-H", f"{name}: {value}"]
    output = subprocess.run(command + [url], cwd=ROOT, env=env, check=True, text=True, capture_output=True).stdout
    match = re.search(r"BENCH_JSON (\{.*\})", output)
    if not match:
        raise SystemExit(f"wrk printed no figures for {url}:\n{output}")
    figures = json.loads(match.group(1))
    seconds = figures["duration_us"] / 1e6
    errors = sum(figures["errors"].values())
    return {
        "rps": round(figures["requests"] / seconds, 1),
        "p50_ms": round(figures["p50_us"] / 1000, 2),
        "p95_ms": round(figures["p95_us"] / 1000, 2),
        "p99_ms": round(figures["p99_us"] / 1000, 2),
        "requests": figures["requests"],
        "errors": errors,
        "bytes_per_response": round(figures["bytes"] / max(1, figures["requests"])),
        "statuses": figures["statuses"],
    }


def single_request(url, headers):
    started = time.perf_counter()
    with urllib.request.urlopen(urllib.request.Request(url, headers=headers), timeout=120) as response:
        size = len(response.read())
    return time.perf_counter() - started, size


def measure(base, path, *, args, headers):
    """wrk figures after a warm-up; an endpoint slower than 1 s per request gets one timed request instead,
    so a pile of queued requests does not spill into the next endpoint's figures."""
    url = base + path
    seconds, size = single_request(url, headers)
    if seconds > 1.0:
        ms = round(seconds * 1000, 1)
        return {
            "rps": round(1 / seconds, 2),
            "p50_ms": ms,
            "p95_ms": ms,
            "p99_ms": ms,
            "requests": 1,
            "errors": 0,
            "bytes_per_response": size,
            "statuses": {},
            "note": "one request: too slow to load",
        }
    wrk(url, duration=args.warmup, connections=args.connections, headers=headers)
    return wrk(url, duration=args.duration, connections=args.connections, headers=headers)


# Checkout's carts: 1-3 lines over 2,000 products with ample stock and a few scarce ones, each listed
# SCARCE_LISTINGS times so that they sell out within the first seconds and later carts holding one are refused.
# About 7 % of carts hold a scarce product, as in a sale; until session 7, 40 scarce products listed 20 times
# each made ~45 % of all checkouts refusals, and "orders/s" measured that mix more than the shop.
SCARCE_PRODUCTS = 8
SCARCE_STOCK = 3
SCARCE_LISTINGS = 10


def checkout_run(base, url, args, server_env_vars):
    """Orders/s with 1-3 lines over many products, some of them scarce; then look for oversells."""
    with psycopg.connect(url, autocommit=True) as conn:
        ample = conn.execute("SELECT id FROM catalog_product WHERE is_active ORDER BY id LIMIT 2000").fetchall()
        scarce = conn.execute(
            "SELECT id FROM catalog_product WHERE is_active ORDER BY id DESC LIMIT %s", [SCARCE_PRODUCTS]
        ).fetchall()
        ample_ids = [row[0] for row in ample]
        scarce_ids = [row[0] for row in scarce]
        conn.execute("UPDATE catalog_product SET stock = 100000 WHERE id = ANY(%s)", [ample_ids])
        conn.execute("UPDATE catalog_product SET stock = %s WHERE id = ANY(%s)", [SCARCE_STOCK, scarce_ids])
        rows = conn.execute(
            "SELECT id, (price * 100)::bigint FROM catalog_product WHERE id = ANY(%s)", [ample_ids + scarce_ids]
        ).fetchall()
        before = dict(
            conn.execute(
                "SELECT id, stock FROM catalog_product WHERE id = ANY(%s)", [ample_ids + scarce_ids]
            ).fetchall()
        )
        first_order = conn.execute("SELECT coalesce(max(id), 0) FROM orders_order").fetchone()[0]
    weights = dict.fromkeys(scarce_ids, SCARCE_LISTINGS)
    products_file = RESULTS / "checkout-products.txt"
    products_file.write_text("".join(f"{pid} {cents}\n" * weights.get(pid, 1) for pid, cents in rows))
    wrk_env = {**os.environ, "BENCH_PRODUCTS": str(products_file)}
    headers = {"Content-Type": "application/json", "Cookie": f"csrftoken={CSRF_TOKEN}", "X-CSRFToken": CSRF_TOKEN}
    result = wrk(
        f"{base}/api/orders",
        duration=args.duration,
        connections=args.connections,
        headers=headers,
        script="bench/wrk/checkout.lua",
        env=wrk_env,
    )
    # One snapshot for stock, lines and orders: a checkout still in flight when wrk stops commits whenever it
    # finishes, and under READ COMMITTED each statement would see a different moment.
    with psycopg.connect(url) as conn:
        conn.isolation_level = psycopg.IsolationLevel.REPEATABLE_READ
        after = dict(
            conn.execute("SELECT id, stock FROM catalog_product WHERE id = ANY(%s)", [list(before)]).fetchall()
        )
        sold = dict(
            conn.execute(
                "SELECT product_id, sum(quantity) FROM orders_orderitem WHERE order_id > %s GROUP BY product_id",
                [first_order],
            ).fetchall()
        )
        placed = conn.execute("SELECT count(*) FROM orders_order WHERE id > %s", [first_order]).fetchone()[0]
    oversold = [pid for pid in before if after[pid] < 0 or sold.get(pid, 0) > before[pid]]
    mismatched = [pid for pid in before if before[pid] - after[pid] != sold.get(pid, 0)]
    created = int(result["statuses"].get("201", 0))
    result.update(
        {
            "orders_per_s": round(created / args.duration, 1),
            "orders_placed": placed,
            "refused_out_of_stock": int(result["statuses"].get("400", 0)),
            "oversold_products": len(oversold),
            "stock_mismatches": len(mismatched),
            "mismatched": {
                pid: {"before": before[pid], "after": after[pid], "sold": sold.get(pid, 0)} for pid in mismatched[:10]
            },
            "scarce_units_sold": sum(sold.get(pid, 0) for pid in scarce_ids),
            "scarce_units_available": SCARCE_STOCK * len(scarce_ids),
        }
    )
    # Errors here means anything but 201 (placed) and 400 (refused: out of stock).
    result["errors"] = result["requests"] - created - result["refused_out_of_stock"]
    forget_orders_after(url, server_env_vars, first_order)
    return result


def forget_orders_after(url, env, last_kept_id):
    """Delete the orders a checkout run placed and recount the daily figures, so that every run measures the
    staff reads at the seeded number of orders (not that number plus every earlier run's checkouts)."""
    with psycopg.connect(url, autocommit=True) as conn, conn.transaction():
        # Nothing writes a payment or its ledger meanwhile: a checkout still in flight, or a job releasing a hold,
        # added an event to a payment between the two deletes, and the commit failed on its foreign key.
        conn.execute("LOCK TABLE payments_payment, payments_paymentevent IN SHARE ROW EXCLUSIVE MODE")
        # The payments' ledger and the test gateway's records of those orders go first (they refer to them).
        conn.execute(
            "DELETE FROM payments_paymentevent WHERE payment_id IN "
            "(SELECT id FROM payments_payment WHERE order_id > %s OR order_id IS NULL)",
            [last_kept_id],
        )
        conn.execute(
            "DELETE FROM payments_testgatewayauthorisation WHERE reference IN "
            "(SELECT reference FROM payments_payment WHERE order_id > %s OR order_id IS NULL)",
            [last_kept_id],
        )
        conn.execute("DELETE FROM payments_payment WHERE order_id > %s OR order_id IS NULL", [last_kept_id])
        for table, column in (
            ("orders_ordercall", "order_id"),
            ("orders_checkoutkey", "order_id"),
            ("orders_orderitem", "order_id"),
            ("orders_order", "id"),
        ):
            conn.execute(f"DELETE FROM {table} WHERE {column} > %s", [last_kept_id])
    manage(env, "rebuild_order_stats")


# ---- frontend ------------------------------------------------------------------------------------


def first_view_javascript():
    """Bytes of the JavaScript the storefront's first view loads (the entry and its static imports), and of its
    CSS: gzipped (the issue's measure) and as browsers download them (Brotli, which whitenoise serves to every
    browser that asks for it)."""
    manifest = json.loads((ROOT / "frontend" / "dist" / "manifest.json").read_text())
    seen, stack = set(), ["frontend/src/main.jsx"]
    while stack:
        key = stack.pop()
        if key in seen:
            continue
        seen.add(key)
        stack.extend(manifest[key].get("imports", []))
    files = sorted(manifest[key]["file"] for key in seen)
    css = sorted({css for key in seen for css in manifest[key].get("css", [])})
    content = {name: (ROOT / "frontend" / "dist" / name).read_bytes() for name in files + css}
    sizes = {name: len(gzip.compress(content[name], compresslevel=9)) for name in files}
    return {
        "files": sizes,
        "js_gzip_bytes": sum(sizes.values()),
        "css_gzip_bytes": sum(len(gzip.compress(content[name], compresslevel=9)) for name in css),
        "js_brotli_bytes": sum(len(brotli.compress(content[name])) for name in files),
        "css_brotli_bytes": sum(len(brotli.compress(content[name])) for name in css),
    }


@contextmanager
def https_front(upstream_port, port):
    """nginx with bench/nginx.conf before gunicorn: HTTPS and HTTP/2, as shoppers reach a deployment (the
    settings refuse plain HTTP in production). Yields its base URL, or None when nginx or openssl is missing."""
    nginx, openssl = shutil.which("nginx") or "/usr/sbin/nginx", shutil.which("openssl")
    if not Path(nginx).exists() or not openssl:
        log("nginx or openssl missing: Lighthouse measures gunicorn over HTTP/1.1 only")
        yield None
        return
    ensure_port_free(port)
    with tempfile.TemporaryDirectory(prefix="voltcart-front-") as temp:
        certificate, key = f"{temp}/certificate.pem", f"{temp}/key.pem"
        subprocess.run(
            [openssl, "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1"]
            + ["-addext", "subjectAltName=IP:127.0.0.1", "-keyout", key, "-out", certificate],
            check=True,
            capture_output=True,
        )
        config = Path(temp) / "nginx.conf"
        config.write_text(
            Template((BENCH / "nginx.conf").read_text()).safe_substitute(
                bench_temp=temp,
                bench_upstream=f"127.0.0.1:{upstream_port}",
                bench_listen=f"127.0.0.1:{port}",
                bench_certificate=certificate,
                bench_certificate_key=key,
            )
        )
        with open(RESULTS / "nginx.log", "w") as log_file:
            process = subprocess.Popen(
                [nginx, "-p", temp, "-e", f"{temp}/error.log", "-c", str(config)],
                stdout=log_file,
                stderr=subprocess.STDOUT,
            )
        base = f"https://127.0.0.1:{port}"
        trusted = ssl.create_default_context(cafile=certificate)
        try:
            wait_until_healthy(process, f"{base}/healthz", "nginx", RESULTS / "nginx.log", 10, context=trusted)
            yield base
        finally:
            process.terminate()
            process.wait(timeout=10)


def lighthouse(direct_base, front_base, pages):
    """Lighthouse on each page, through the HTTPS front when there is one (the figures the targets are read
    against), and mobile-simulated against gunicorn's HTTP/1.1 too, so runs stay comparable with earlier ones."""
    binary = ROOT / "node_modules" / ".bin" / "lighthouse"
    chromium = shutil.which("chromium") or "/usr/bin/chromium"
    if not binary.exists() or not Path(chromium).exists():
        log("lighthouse or chromium missing: skipping Lighthouse")
        return {}
    results = {}
    flags = (
        "--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update "
        "--no-first-run --disable-sync --disable-dev-shm-usage"
    )
    base, base_flags = (front_base, f"{flags} --ignore-certificate-errors") if front_base else (direct_base, flags)
    # Lighthouse's default (simulated) throttling models slow 4G from a trace taken at full speed. Over HTTP/1.1
    # it charges each of the page's parallel requests a connection of its own (handshake and slow start); over
    # HTTP/2 they share the document's connection, as they do for a shopper. "mobile-devtools" throttles the real
    # network and CPU the same way (and adds ~560 ms of latency to every request).
    forms = {
        "mobile": (base, base_flags, []),
        "desktop": (base, base_flags, ["--preset=desktop"]),
        "mobile-devtools": (base, base_flags, ["--throttling-method=devtools"]),
    }
    if front_base:
        forms["mobile-http1"] = (direct_base, flags, [])
    for page_name, path in pages.items():
        for form, (form_base, chrome_flags, form_flags) in forms.items():
            report = RESULTS / f"lighthouse-{page_name}-{form}.json"
            command = [
                str(binary),
                form_base + path,
                "--quiet",
                "--only-categories=performance",
                "--output=json",
                f"--output-path={report}",
                f"--chrome-flags={chrome_flags}",
                *form_flags,
            ]
            # Lighthouse now and then fails to see the navigation start (NO_NAVSTART): try up to 3 times.
            for _ in range(3):
                run = subprocess.run(
                    command, cwd=ROOT, env={**os.environ, "CHROME_PATH": chromium}, capture_output=True
                )
                if run.returncode == 0:
                    break
            else:
                results[f"{page_name}/{form}"] = {"error": run.stderr.decode()[-300:]}
                log(f"lighthouse {page_name} {form} failed three times")
                continue
            data = json.loads(report.read_text())
            audits = data["audits"]
            results[f"{page_name}/{form}"] = {
                "served": urlsplit(form_base).scheme,
                "performance": round(data["categories"]["performance"]["score"] * 100),
                "lcp_ms": round(audits["largest-contentful-paint"]["numericValue"]),
                "cls": round(audits["cumulative-layout-shift"]["numericValue"], 3),
                "tbt_ms": round(audits["total-blocking-time"]["numericValue"]),
                "fcp_ms": round(audits["first-contentful-paint"]["numericValue"]),
            }
            log(f"lighthouse {page_name} {form}: {results[f'{page_name}/{form}']}")
    return results


# ---- report --------------------------------------------------------------------------------------


IMPORT_ROWS = 100_000


def import_run(database_url, env, rows=IMPORT_ROWS):
    """Seconds `manage.py import_products` takes for a CSV of `rows` new products (checked only, then written),
    and for the same file again (every row unchanged), on a database of its own made afresh."""
    url = urlsplit(database_url)._replace(path="/voltcart_bench_import").geturl()
    admin_url = urlsplit(database_url)._replace(path="/postgres").geturl()
    with psycopg.connect(admin_url, autocommit=True) as conn:
        conn.execute('DROP DATABASE IF EXISTS "voltcart_bench_import"')
        conn.execute('CREATE DATABASE "voltcart_bench_import"')
    import_env = {**env, "DATABASE_URL": url}
    manage(import_env, "migrate", "--noinput", "-v0")
    line = (
        "IB-{n:06d},Import Phone {n},Volt,Smartphones,,A phone from a supplier's file,{price}.99,,{stock},true,"
        "Black,Black|White,Fast charging|OLED display,Storage: 128 GB|RAM: 8 GB,/static/products/smartphone-blue.svg,"
    )
    header = "model,name,brand,category,subcategory,description,price,originalPrice,stock,isActive,color,colorOptions,"
    header += "features,specifications,imageUrl,imageUrls"
    timings = {}
    with tempfile.NamedTemporaryFile("w", suffix=".csv", delete=False) as file:
        file.write("\n".join([header, *(line.format(n=n, price=100 + n % 900, stock=n % 50) for n in range(rows))]))
    try:
        for step, extra in (("dry_run_s", ["--dry-run"]), ("import_s", []), ("unchanged_s", [])):
            log(f"import: {rows:,} rows{' (dry run)' if extra else ''}")
            started = time.perf_counter()
            manage(import_env, "import_products", file.name, *extra, capture=True)
            timings[step] = round(time.perf_counter() - started, 1)
    finally:
        os.unlink(file.name)
    return {"rows": rows, **timings, "products": scalar(url, "SELECT count(*) FROM catalog_product")}


def machine():
    cpu = "unknown"
    cpuinfo = Path("/proc/cpuinfo")
    if cpuinfo.exists():
        match = re.search(r"model name\s*:\s*(.+)", cpuinfo.read_text())
        cpu = match.group(1).strip() if match else cpu
    memory = Path("/proc/meminfo").read_text().split("\n", 1)[0] if Path("/proc/meminfo").exists() else ""
    return {
        "cpu": cpu,
        "cores": os.cpu_count(),
        "memory": memory.split(":")[-1].strip(),
        "python": platform.python_version(),
        "platform": platform.platform(),
    }


def median_of_rounds(rounds, floors):
    """One endpoint's figures from several rounds: the median of each timing and of its ratio to the floor
    measured in the same round (the machine's load moves between rounds); errors and requests summed."""
    figures = {
        key: round(statistics.median(measured[key] for measured in rounds), 2)
        for key in ("rps", "p50_ms", "p95_ms", "p99_ms", "bytes_per_response")
    }
    figures["floor_ratio"] = round(
        statistics.median(measured["rps"] / floor["rps"] for measured, floor in zip(rounds, floors, strict=True)), 2
    )
    figures["requests"] = sum(measured["requests"] for measured in rounds)
    figures["errors"] = sum(measured["errors"] for measured in rounds)
    figures["rounds"] = [
        {key: measured[key] for key in ("rps", "p50_ms", "p95_ms", "p99_ms", "errors")} for measured in rounds
    ]
    return figures


def print_table(report):
    floor = report["floor"]["rps"]
    print()
    print(
        f"{'endpoint':24} {'req/s':>8} {'×floor':>7} {'p50 ms':>8} {'p95 ms':>8} {'p99 ms':>8} "
        f"{'errors':>7} {'bytes':>9} {'SQL':>4}"
    )
    rows = [("healthz (floor)", report["floor"], report["queries"].get("healthz"))]
    rows += [(name, figures, report["queries"].get(name)) for name, figures in report["endpoints"].items()]
    for name, figures, queries in rows:
        print(
            f"{name:24} {figures['rps']:>8} {figures.get('floor_ratio', figures['rps'] / floor):>7.2f} "
            f"{figures['p50_ms']:>8} {figures['p95_ms']:>8} {figures['p99_ms']:>8} {figures['errors']:>7} "
            f"{figures['bytes_per_response']:>9} {'' if queries is None else queries:>4}"
        )
    imported = report.get("import")
    if imported:
        print(
            f"\nimport_products, {imported['rows']:,} rows: checked {imported['dry_run_s']} s, imported "
            f"{imported['import_s']} s, again unchanged {imported['unchanged_s']} s"
        )
    checkout = report.get("checkout")
    if checkout:
        print(
            f"\nPOST /api/orders: {checkout['orders_per_s']} orders/s (p95 {checkout['p95_ms']} ms), "
            f"{checkout['rps']} checkouts answered/s, {checkout['refused_out_of_stock']} refused out of stock, "
            f"{checkout['errors']} errors, "
            f"{checkout['oversold_products']} oversold products, {checkout['stock_mismatches']} stock mismatches; "
            f"scarce units sold {checkout['scarce_units_sold']}/{checkout['scarce_units_available']}"
        )
    frontend = report.get("frontend")
    if frontend:
        print(
            f"\nFirst storefront view: {frontend['js_gzip_bytes'] / 1024:.1f} KB gzipped JS, "
            f"{frontend['css_gzip_bytes'] / 1024:.1f} KB gzipped CSS; as browsers download them (Brotli): "
            f"{frontend['js_brotli_bytes'] / 1024:.1f} KB JS, {frontend['css_brotli_bytes'] / 1024:.1f} KB CSS"
        )
    for page, figures in report.get("lighthouse", {}).items():
        if "error" in figures:
            print(f"Lighthouse {page:24} failed: {figures['error'][:80]}")
            continue
        print(
            f"Lighthouse {page:24} {figures['served']:5} performance {figures['performance']:>3}  "
            f"LCP {figures['lcp_ms']:>5} ms  CLS {figures['cls']:<6} TBT {figures['tbt_ms']:>4} ms"
        )
    postgres = report["postgres"]
    print(
        f"\nPostgreSQL {postgres['server_version']}: "
        + ", ".join(f"{name} {postgres[name]}" for name in POSTGRES_SETTINGS[1:])
        + f"; the products' table and indexes {postgres['catalogue_bytes'] / 2**30:.2f} GiB"
        + ("" if postgres["catalogue_fits_in_shared_buffers"] else ", more than shared_buffers")
    )
    print(
        f"\nCatalogue: {report['catalogue']['active_products']} active products, "
        f"{report['catalogue']['orders']} orders; search shares: "
        + ", ".join(f'"{s["term"]}" {s["share_pct"]} %' for s in report["catalogue"]["search_shares"].values())
    )


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--products", type=int, default=DEFAULT_PRODUCTS)
    parser.add_argument("--orders", type=int, default=20_000)
    parser.add_argument("--duration", type=int, default=10, help="seconds per endpoint")
    parser.add_argument("--warmup", type=int, default=2, help="seconds of warm-up per endpoint")
    parser.add_argument("--connections", type=int, default=8)
    parser.add_argument(
        "--rounds",
        type=int,
        default=1,
        help="measure the floor and the endpoints this many times in turn; each figure is the median round",
    )
    parser.add_argument("--port", type=int, default=8765)
    parser.add_argument(
        "--only", help="comma-separated endpoint names, or checkout, lighthouse or import (default: all)"
    )
    parser.add_argument("--no-checkout", action="store_true")
    parser.add_argument("--no-lighthouse", action="store_true")
    parser.add_argument("--label", default="", help="what this run measures (kept in the JSON)")
    parser.add_argument("--output", help="default: bench/results/latest-<size>.json, e.g. latest-100k.json")
    parser.add_argument(
        "--env",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="extra server environment, e.g. WEB_CONCURRENCY=3",
    )
    args = parser.parse_args()
    args.output = args.output or str(RESULTS / f"latest-{catalogue_size(args.products)}.json")

    RESULTS.mkdir(exist_ok=True)
    database_url = os.environ.get("DATABASE_URL") or default_database_url(args.products)
    if not database_url.startswith("postgres"):
        raise SystemExit("make bench needs PostgreSQL: set DATABASE_URL=postgres://…")
    ensure_database(database_url)
    env = server_env(database_url, args.port, dict(item.split("=", 1) for item in args.env))
    seed(env, database_url, args.products, args.orders)
    manage(env, "collectstatic", "--noinput", "-v0")
    active, shares = catalogue_shares(database_url)
    postgres = postgres_server(database_url)
    if not postgres["catalogue_fits_in_shared_buffers"]:
        log(
            f"the products' table and indexes ({postgres['catalogue_bytes'] / 2**30:.2f} GiB) do not fit in "
            f"shared_buffers ({postgres['shared_buffers']}): see deploy/postgresql/voltcart.conf"
        )
    product_id = scalar(
        database_url, "SELECT id FROM catalog_product WHERE is_active AND stock > 0 ORDER BY id DESC LIMIT 1"
    )
    # The oldest order waiting for its call (it gets two calls below), and a day's export a month back.
    order_id = scalar(
        database_url,
        "SELECT id FROM orders_order WHERE status = 'Pending Verification' ORDER BY created_at, id LIMIT 1",
    )
    export_day = (datetime.now(UTC).date() - timedelta(days=30)).isoformat()

    base = f"http://127.0.0.1:{args.port}"
    server = start_server(env, args.port)
    report = {
        "label": args.label,
        "started": datetime.now(UTC).isoformat(timespec="seconds"),
        "commit": subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, text=True, capture_output=True
        ).stdout.strip(),
        "machine": machine(),
        "settings": {
            "connections": args.connections,
            "duration_s": args.duration,
            "warmup_s": args.warmup,
            "rounds": args.rounds,
            "cache": "redis" if env["REDIS_URL"] else "local memory",
            "server_env": dict(item.split("=", 1) for item in args.env),
        },
        "postgres": postgres,
        "catalogue": {
            "active_products": active,
            "orders": scalar(database_url, "SELECT count(*) FROM orders_order"),
            "search_shares": shares,
        },
        "endpoints": {},
    }
    try:
        staff_headers = staff_session(base)
        for outcome in ("no_answer", "wrong_number"):
            record_call(base, staff_headers, order_id, outcome)
        browser = {"Accept-Encoding": "gzip, deflate, br"}
        selected = set(args.only.split(",")) if args.only else None
        chosen = [
            (name, path, staff)
            for name, path, staff in endpoints(product_id, order_id, export_day)
            if not selected or name in selected
        ]
        vocabulary = mix_vocabulary(database_url)
        mixes = {name: mix_paths(name, *vocabulary) for name in MIXES if not selected or name in selected}
        rounds = []
        for number in range(1, args.rounds + 1):
            prefix = f"round {number}/{args.rounds}: " if args.rounds > 1 else ""
            log(f"{prefix}floor: GET /healthz")
            measured = {"healthz": measure(base, "/healthz", args=args, headers=browser)}
            for name, path, staff in chosen:
                log(f"{prefix}{name}: GET {path}")
                measured[name] = measure(base, path, args=args, headers={**browser, **(staff_headers if staff else {})})
            for name, paths in mixes.items():
                log(f"{prefix}{name}: {len(paths)} distinct paths, e.g. GET {paths[0]}")
                measured[name] = measure_mix(base, paths, args=args, headers=browser, cache_url=env["REDIS_URL"])
            rounds.append(measured)
        if args.rounds == 1:
            report["floor"], report["endpoints"] = rounds[0].pop("healthz"), rounds[0]
        else:
            floors = [measured["healthz"] for measured in rounds]
            report["floor"] = median_of_rounds(floors, floors)
            for name in [name for name, _, _ in chosen] + list(mixes):
                report["endpoints"][name] = median_of_rounds([measured[name] for measured in rounds], floors)
        if not args.no_checkout and (not selected or "checkout" in selected):
            log("checkout: POST /api/orders")
            report["checkout"] = checkout_run(base, database_url, args, env)
        if not args.no_lighthouse and (not selected or "lighthouse" in selected):
            photo_id = subprocess.run(
                [str(PYTHON), "bench/photo_product.py"], cwd=ROOT, env=env, check=True, text=True, capture_output=True
            ).stdout.strip()
            pages = {"home": "/", "category": "/smartphones", "product": f"/product/{product_id}"}
            with https_front(args.port, args.port + 1) as front_base:
                # The product page again with a 4000×3000 JPEG uploaded as its main picture (issue 26).
                report["lighthouse"] = lighthouse(base, front_base, {**pages, "product-photo": f"/product/{photo_id}"})
    finally:
        server.terminate()
        server.wait(timeout=30)

    counts_env = {
        **env,
        "BENCH_PRODUCT_ID": str(product_id),
        "BENCH_ORDER_ID": str(order_id),
        "BENCH_EXPORT_DAY": export_day,
        "BENCH_STAFF": STAFF_USERNAME,
    }
    report["queries"] = json.loads(
        subprocess.run(
            [str(PYTHON), "bench/query_counts.py"], cwd=ROOT, env=counts_env, check=True, text=True, capture_output=True
        ).stdout
    )
    report["frontend"] = first_view_javascript()
    if not args.only or "import" in args.only.split(","):
        report["import"] = import_run(database_url, env)
    Path(args.output).write_text(json.dumps(report, indent=2) + "\n")
    print_table(report)
    log(f"wrote {args.output}")


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    main()
