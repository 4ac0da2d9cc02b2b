"""Voltcart settings: one module, read from the environment (12-factor).

Safe by default: DEBUG is off unless the environment turns it on (`make run` and `make test` do),
so a deployment that forgets it gets production behaviour. Production sets SECRET_KEY and
ALLOWED_HOSTS (docs/configuration.md; decision 0013).
"""

import os
from pathlib import Path

import dj_database_url
from csp.constants import NONE, SELF
from django.core.exceptions import ImproperlyConfigured

from core.logs import logging_config
from uploads.storage import bucket_storage, local_storage

BASE_DIR = Path(__file__).resolve().parent.parent


def env_bool(name, default):
    value = os.environ.get(name)
    if value is None or value == "":
        return default
    return value.strip().lower() in {"1", "true", "yes", "on"}


def env_list(name, default):
    value = os.environ.get(name)
    if not value:
        return default
    return [item.strip() for item in value.split(",") if item.strip()]


DEBUG = env_bool("DEBUG", False)

SECRET_KEY = os.environ.get("SECRET_KEY", "")
if not SECRET_KEY:
    if not DEBUG:
        raise ImproperlyConfigured("SECRET_KEY must be set when DEBUG is off.")
    SECRET_KEY = "dev-only-insecure-key-do-not-use-in-production"

ALLOWED_HOSTS = env_list("ALLOWED_HOSTS", ["127.0.0.1", "localhost", "[::1]"] if DEBUG else [])
CSRF_TRUSTED_ORIGINS = env_list("CSRF_TRUSTED_ORIGINS", [])

INSTALLED_APPS = [
    "staff.apps.VoltcartAdminConfig",  # django.contrib.admin behind the staff login limit
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "django.contrib.sitemaps",
    # Trigram search index on PostgreSQL (catalog migration 0002); harmless on SQLite.
    "django.contrib.postgres",
    "corsheaders",
    "rest_framework",
    "drf_spectacular",
    "drf_spectacular_sidecar",
    "django_vite",
    "core.apps.CoreConfig",  # shared by the apps below, imports none of them (rate-limit counters)
    "catalog",
    "orders",
    "featured",
    "staff",
    "audit",
    "uploads",
    "web",
    "demo",
    "payments",
    "ops",  # GET /metrics and the periodic jobs (run_jobs), on top of the apps
]

MIDDLEWARE = [
    # Outermost: each request's id (X-Request-ID, on every answer but a static file's), its log line and its metrics,
    # whatever answers it.
    "core.middleware.RequestLogMiddleware",
    # Static files, before SecurityMiddleware: its headers are for documents (HSTS, COOP and Referrer-Policy have
    # no effect on a script or a picture), and behind nginx, which speaks HTTP/2 without indexing response headers,
    # they cost every file ~120 bytes (decision 0039). Scripts keep nosniff (WHITENOISE_ADD_HEADERS_FUNCTION); the
    # bundle's hashed files go without validators (whitenoise's middleware, less those).
    "core.middleware.StaticFilesMiddleware",
    # Every /api/ answer passes it, a 503 or a refused Host included.
    "core.middleware.PrivateAnswersMiddleware",
    # A foreign Host on /api/: the JSON 400 and one WARNING line.
    "core.middleware.ApiHostMiddleware",
    "django.middleware.security.SecurityMiddleware",
    # API answers and pages are compressed (static files come precompressed from whitenoise; photos are left alone).
    "core.middleware.GZipMiddleware",
    "core.middleware.DatabaseUnavailableMiddleware",
    # Inside it: a lock wait or a statement past its limit is an OperationalError, answered with the JSON 503.
    "core.db_limits.DatabaseLimitsMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "corsheaders.middleware.CorsMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "csp.middleware.CSPMiddleware",
]

ROOT_URLCONF = "shop.urls"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

WSGI_APPLICATION = "shop.wsgi.application"

DATABASES = {
    "default": dj_database_url.config(
        default=f"sqlite:///{BASE_DIR / 'db.sqlite3'}",
        conn_max_age=int(os.environ.get("CONN_MAX_AGE", "60")),
        conn_health_checks=True,
    )
}
# What one web request may cost PostgreSQL, set for it (core/db_limits.py): how long it waits for a row
# lock and runs one statement (then a JSON 503 with Retry-After), and the memory of a sort or bitmap. A search
# reads its matches through a bitmap of the products' pages, exact only while it fits in work_mem: with
# PostgreSQL's default 4 MB it turns lossy past ~60,000 pages (a million products) and every row of a lossy page
# is checked again (decision 0019). Staff imports and
# exports get LONG_STATEMENT_TIMEOUT.
DATABASE_LOCK_TIMEOUT = os.environ.get("DATABASE_LOCK_TIMEOUT", "5s")
DATABASE_STATEMENT_TIMEOUT = os.environ.get("DATABASE_STATEMENT_TIMEOUT", "15s")
LONG_STATEMENT_TIMEOUT = os.environ.get("LONG_STATEMENT_TIMEOUT", "5min")
DATABASE_WORK_MEM = os.environ.get("DATABASE_WORK_MEM", "32MB")

# Cached reads are shared by every worker and instance: Redis when REDIS_URL is set, else the database
# cache (created by a core migration); per-process memory only in DEBUG. Rate limits never count in this
# cache: Redis when REDIS_URL is set, else core.RateCounter (core/ratelimit.py), in DEBUG too.
REDIS_URL = os.environ.get("REDIS_URL", "")
# Redis only speeds the shop up: each call waits at most REDIS_TIMEOUT seconds, and after a failure the shop
# answers from the database without asking Redis for REDIS_RETRY_SECONDS (core/redis_guard.py).
REDIS_TIMEOUT = float(os.environ.get("REDIS_TIMEOUT", "0.25"))
REDIS_RETRY_SECONDS = float(os.environ.get("REDIS_RETRY_SECONDS", "5"))
# The database cache's table exists whatever this process's cache is: a database migrated with DEBUG on (or Redis)
# may later serve a production process without Redis.
DATABASE_CACHE_TABLE = "django_cache"
if REDIS_URL:
    CACHES = {"default": {"BACKEND": "core.redis_cache.GuardedRedisCache", "LOCATION": REDIS_URL}}
elif DEBUG:
    CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache", "LOCATION": "voltcart"}}
else:
    CACHES = {"default": {"BACKEND": "django.core.cache.backends.db.DatabaseCache", "LOCATION": DATABASE_CACHE_TABLE}}

# A streaming replica of the database for the public catalogue reads (core/db_router.py): shoppers' listings,
# searches, products, categories, home rows and the featured item; writes, checkout, staff screens and everything
# else read the primary. Its answers may lag the primary by the replica's delay. A replica that cannot be reached
# sends those reads to the primary for DATABASE_REPLICA_RETRY_SECONDS; connect_timeout bounds the wait for one
# that does not answer (a request pays it once per period, then reads the primary).
DATABASE_REPLICA_URL = os.environ.get("DATABASE_REPLICA_URL", "")
DATABASE_REPLICA_RETRY_SECONDS = float(os.environ.get("DATABASE_REPLICA_RETRY_SECONDS", "5"))
if DATABASE_REPLICA_URL:
    DATABASES["replica"] = dj_database_url.parse(
        DATABASE_REPLICA_URL, conn_max_age=DATABASES["default"]["CONN_MAX_AGE"], conn_health_checks=True
    )
    DATABASES["replica"].setdefault("OPTIONS", {}).setdefault("connect_timeout", 2)
    # Tests see one database: the replica alias opens the primary's test database.
    DATABASES["replica"]["TEST"] = {"MIRROR": "default"}
    DATABASE_ROUTERS = ["core.db_router.ReplicaRouter"]

# "transaction": the app reaches PostgreSQL through a pooler in transaction mode (PgBouncer's pool_mode =
# transaction; deploy/pgbouncer/), where consecutive transactions of one connection may run on different server
# connections. So no server-side prepared statement (psycopg prepares a query run 5 times on its connection) and no
# server-side cursor (`.iterator()` declares one WITH HOLD outside a transaction): both live in a server connection
# the next transaction may not get. The operator says so: nothing in the protocol tells a pooler from a server.
DATABASE_POOLING = os.environ.get("DATABASE_POOLING", "")
if DATABASE_POOLING not in ("", "transaction"):
    raise ImproperlyConfigured('DATABASE_POOLING must be empty or "transaction".')
if DATABASE_POOLING:
    for database in DATABASES.values():
        if "options" in database.setdefault("OPTIONS", {}):
            raise ImproperlyConfigured("PgBouncer refuses a startup `options` parameter: remove it from the URL.")
        database["OPTIONS"]["prepare_threshold"] = None
        database["DISABLE_SERVER_SIDE_CURSORS"] = True

AUTHENTICATION_BACKENDS = ["core.auth_backend.SessionUserBackend"]
AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]

LANGUAGE_CODE = "en-us"
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True

STATIC_URL = "/static/"
STATIC_ROOT = BASE_DIR / "staticfiles"
VITE_OUT_DIR = BASE_DIR / "frontend" / "dist"
STATICFILES_DIRS = [BASE_DIR / "static", VITE_OUT_DIR]
# Product photos (uploads/): under MEDIA_ROOT, served at /media/ by the app itself (uploads.views.media_file), or in
# an S3-compatible bucket named by MEDIA_BUCKET_URL (uploads.storage.bucket_storage).
MEDIA_ROOT = Path(os.environ.get("MEDIA_ROOT") or BASE_DIR / "media")
MEDIA_URL = os.environ.get("MEDIA_URL", "/media/")
MEDIA_BUCKET_URL = os.environ.get("MEDIA_BUCKET_URL", "")
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    # Vite already content-hashes its output, so no manifest storage is needed.
    "staticfiles": {"BACKEND": "whitenoise.storage.CompressedStaticFilesStorage"},
    "uploads": bucket_storage(MEDIA_BUCKET_URL) if MEDIA_BUCKET_URL else local_storage(MEDIA_ROOT, MEDIA_URL),
}
WHITENOISE_USE_FINDERS = DEBUG


def _is_vite_hashed(path, url):
    # Vite writes assets/<name>-<hash>.<ext>; those never change, so cache them forever.
    return url.startswith(f"{STATIC_URL}assets/")


WHITENOISE_IMMUTABLE_FILE_TEST = _is_vite_hashed
# The shop's pages load its static files from their own origin: no Access-Control-Allow-Origin needed.
WHITENOISE_ALLOW_ALL_ORIGINS = False


def _static_file_headers(headers, path, url):
    # SecurityMiddleware, after whitenoise, sets this on the app's answers only; a script or sheet still needs it.
    headers["X-Content-Type-Options"] = "nosniff"


WHITENOISE_ADD_HEADERS_FUNCTION = _static_file_headers

DJANGO_VITE = {
    "default": {
        "dev_mode": env_bool("VITE_DEV", False),
        "dev_server_port": int(os.environ.get("VITE_PORT", "5173")),
        "manifest_path": VITE_OUT_DIR / "manifest.json",
    }
}

# Storefront pages arrive rendered by the app's own React code (web/server_render.py), built into this bundle
# by `npm run build`. Off with Vite's dev server: the bundle would not match the modules the browser runs.
SERVER_RENDER_BUNDLE = BASE_DIR / "frontend" / "dist-server" / "serverRender.js"
SERVER_RENDERING = env_bool("SERVER_RENDERING", not DJANGO_VITE["default"]["dev_mode"])

DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

REST_FRAMEWORK = {
    "DEFAULT_AUTHENTICATION_CLASSES": ["core.api_auth.CsrfEnforcedSessionAuthentication"],
    # Staff-only unless a view lists `public_methods` (core.permissions).
    "DEFAULT_PERMISSION_CLASSES": ["core.permissions.StaffOrPublicMethod"],
    "DEFAULT_RENDERER_CLASSES": ["rest_framework.renderers.JSONRenderer"],
    "DEFAULT_PARSER_CLASSES": ["core.parsers.ShopJSONParser"],
    "EXCEPTION_HANDLER": "core.api_errors.exception_handler",
    "DEFAULT_SCHEMA_CLASS": "core.schema.ShopAutoSchema",
    "UNAUTHENTICATED_USER": "django.contrib.auth.models.AnonymousUser",
    # How many proxies (nginx: 1) put the client's address in X-Forwarded-For; unset, the header is ignored and
    # rate limits and METRICS_ALLOWED_IPS read REMOTE_ADDR.
    "NUM_PROXIES": int(os.environ["NUM_PROXIES"]) if os.environ.get("NUM_PROXIES") else None,
}
if DEBUG:
    REST_FRAMEWORK["DEFAULT_RENDERER_CLASSES"].append("rest_framework.renderers.BrowsableAPIRenderer")

# Public catalogue reads are cached whole this long (and browsers may keep them as long); 0 turns it off.
PUBLIC_CACHE_SECONDS = int(os.environ.get("PUBLIC_CACHE_SECONDS", "30"))
# Staff lists read alike by every staff member are cached under their data's version (any write bumps it) at
# most this long; 0 turns it off.
STAFF_CACHE_SECONDS = int(os.environ.get("STAFF_CACHE_SECONDS", "30"))
# Searches that found nothing are counted in memory and written this long after the first one a process holds
# (catalog.search.misses): search never waits on a write of its own, and the report lags by this much at most.
SEARCH_MISS_FLUSH_SECONDS = float(os.environ.get("SEARCH_MISS_FLUSH_SECONDS", "3"))
# A listing's brand counts and price range are kept this long at most (any product write retires them sooner).
FACETS_CACHE_SECONDS = int(os.environ.get("FACETS_CACHE_SECONDS", "300"))

# Rates in DRF syntax ("10/min"); tests and load runs raise them.
LOGIN_RATE = os.environ.get("LOGIN_RATE", "10/min")
LOGIN_ADDRESS_RATE = os.environ.get("LOGIN_ADDRESS_RATE", "30/min")
CHECKOUT_RATE = os.environ.get("CHECKOUT_RATE", "30/min")
# Orders per phone (its last 10 digits) and per card (its fingerprint), from any address (orders.velocity).
CHECKOUT_PHONE_RATE = os.environ.get("CHECKOUT_PHONE_RATE", "5/hour")
CHECKOUT_CARD_RATE = os.environ.get("CHECKOUT_CARD_RATE", "5/hour")
TRACK_RATE = os.environ.get("TRACK_RATE", "20/min")

# Payments (payments/): "test", the built-in test gateway that charges nothing (the default, and a deploy check
# warns of it), or "stripe" with its keys. Amounts are authorised at checkout in PAYMENT_CURRENCY.
PAYMENT_PROVIDER = os.environ.get("PAYMENT_PROVIDER", "test")
if PAYMENT_PROVIDER not in ("test", "stripe"):
    raise ImproperlyConfigured('PAYMENT_PROVIDER must be "test" or "stripe".')
PAYMENT_CURRENCY = os.environ.get("PAYMENT_CURRENCY", "usd").lower()
STRIPE_SECRET_KEY = os.environ.get("STRIPE_SECRET_KEY", "")
STRIPE_PUBLISHABLE_KEY = os.environ.get("STRIPE_PUBLISHABLE_KEY", "")
STRIPE_WEBHOOK_SECRET = os.environ.get("STRIPE_WEBHOOK_SECRET", "")
# Stripe's own by default; tests point them at a local stand-in (localstripe).
STRIPE_API_BASE = os.environ.get("STRIPE_API_BASE", "https://api.stripe.com")
STRIPE_JS_URL = os.environ.get("STRIPE_JS_URL", "https://js.stripe.com/v3/")
# After 3 declines from a client within an hour its checkouts need an ALTCHA proof of work (orders.card_testing):
# the browser tries on average half this many SHA-256 hashes (about a second on a phone).
ALTCHA_MAX_NUMBER = int(os.environ.get("ALTCHA_MAX_NUMBER", "100000"))
if PAYMENT_PROVIDER == "stripe" and not (STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET):
    raise ImproperlyConfigured(
        "PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET."
    )

SPECTACULAR_SETTINGS = {
    "TITLE": "Voltcart API",
    "DESCRIPTION": "Storefront and staff back-office API of the Voltcart electronics shop.",
    "VERSION": "1.0.0",
    "SERVE_INCLUDE_SCHEMA": False,
    "COMPONENT_SPLIT_REQUEST": True,
    # Swagger UI served from our own static files, never a CDN.
    "SWAGGER_UI_DIST": "SIDECAR",
    "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
    "REDOC_DIST": "SIDECAR",
    # One name for each set of choices, wherever it appears.
    "ENUM_NAME_OVERRIDES": {"OrderStatusEnum": "orders.models.OrderStatus", "RiskKindEnum": "orders.models.RiskKind"},
    "PATH_CONVERTER_OVERRIDES": {"dbint": {"type": "integer", "minimum": 0, "maximum": 10**18 - 1}},
    "POSTPROCESSING_HOOKS": [
        "drf_spectacular.hooks.postprocess_schema_enums",
        "core.schema.allow_empty_query_values",
        "core.schema.nullable_answers",
        "core.schema.uri_too_long",
    ],
}

CORS_ALLOWED_ORIGINS = env_list(
    "CORS_ALLOWED_ORIGINS", ["http://127.0.0.1:5173", "http://localhost:5173"] if DEBUG else []
)
CORS_ALLOW_CREDENTIALS = True

# Content-Security-Policy (django-csp): only the site's own scripts, style sheets, images and API; no inline
# script runs (the page's initial data is a JSON data block, Swagger UI loads its start-up script from a URL).
# The SPA's pages add their inlined style sheet's hash and, with PAYMENT_PROVIDER=stripe, Stripe.js's script, frames
# and API (web/views.py spa, web/spa.py payment_sources).
CONTENT_SECURITY_POLICY = {
    "DIRECTIVES": {
        "default-src": [SELF],
        "script-src": [SELF],
        "style-src": [SELF],
        # style="" attributes (React's inline layout values, Swagger UI's widgets); never <style> or scripts.
        "style-src-attr": ["'unsafe-inline'"],
        "img-src": [SELF, "data:"],
        "font-src": [SELF],
        "connect-src": [SELF],
        "object-src": [NONE],
        "base-uri": [SELF],
        "form-action": [SELF],
        "frame-ancestors": [NONE],
    }
}
# Covering (INCLUDE) indexes are a PostgreSQL speed-up; SQLite builds them without the extra columns.
SILENCED_SYSTEM_CHECKS = ["models.W040"]

if env_bool("VITE_DEV", False):
    # The Vite dev server serves the bundle and hot reload from its own origin.
    CONTENT_SECURITY_POLICY["DIRECTIVES"].update(
        {
            "script-src": [SELF, "http://127.0.0.1:5173", "'unsafe-inline'"],
            "style-src": [SELF, "'unsafe-inline'"],
            "connect-src": [SELF, "http://127.0.0.1:5173", "ws://127.0.0.1:5173"],
        }
    )

# Sessions stay in the database (a Redis restart keeps nobody logged out); with Redis they are read
# through it, which saves every staff request a query.
SESSION_ENGINE = "django.contrib.sessions.backends." + ("cached_db" if REDIS_URL else "db")
SESSION_COOKIE_HTTPONLY = True
CSRF_COOKIE_HTTPONLY = False  # the SPA reads csrftoken to send X-CSRFToken
SESSION_COOKIE_SAMESITE = "Lax"
X_FRAME_OPTIONS = "DENY"
SECURE_CONTENT_TYPE_NOSNIFF = True
SECURE_REFERRER_POLICY = "same-origin"

if not DEBUG:
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
    SECURE_SSL_REDIRECT = env_bool("SECURE_SSL_REDIRECT", True)
    # Load balancers probe, and Prometheus scrapes, over plain HTTP.
    SECURE_REDIRECT_EXEMPT = [r"^healthz$", r"^metrics$"]
    SESSION_COOKIE_SECURE = True
    CSRF_COOKIE_SECURE = True
    SECURE_HSTS_SECONDS = int(os.environ.get("SECURE_HSTS_SECONDS", "31536000"))
    SECURE_HSTS_INCLUDE_SUBDOMAINS = True
    SECURE_HSTS_PRELOAD = True

# Operations (docs/operations.md; deploy/).
# Logs: one JSON object per line in production, readable text for `make run` (core/logs.py).
LOG_FORMAT = os.environ.get("LOG_FORMAT") or ("text" if DEBUG else "json")
if LOG_FORMAT not in ("json", "text"):
    raise ImproperlyConfigured("LOG_FORMAT must be json or text.")
LOGGING = logging_config(LOG_FORMAT, os.environ.get("LOG_LEVEL", "INFO"))
# Keep the X-Request-ID a front (nginx) sends instead of making a new id. Only behind a front that sets or
# replaces it: a client could otherwise choose the id its requests are logged under.
TRUST_X_REQUEST_ID = env_bool("TRUST_X_REQUEST_ID", False)
# GET /metrics answers a request with `Authorization: Bearer <METRICS_TOKEN>` or from one of these addresses or
# networks (client address as the rate limits read it); anything else is 404. Neither set: always 404.
METRICS_TOKEN = os.environ.get("METRICS_TOKEN", "")
METRICS_ALLOWED_IPS = env_list("METRICS_ALLOWED_IPS", [])
# A product counts as low on stock at this many units or fewer (the voltcart_products_low_stock gauge).
LOW_STOCK_THRESHOLD = int(os.environ.get("LOW_STOCK_THRESHOLD", "5"))
# Error reports (sentry-sdk, core/error_reports.py): off unless a DSN is given.
SENTRY_DSN = os.environ.get("SENTRY_DSN", "")
if SENTRY_DSN:
    from core.error_reports import start_error_reports  # sentry-sdk is imported only when it reports

    start_error_reports(
        SENTRY_DSN,
        environment=os.environ.get("SENTRY_ENVIRONMENT", "development" if DEBUG else "production"),
        release=os.environ.get("SENTRY_RELEASE", ""),
    )
