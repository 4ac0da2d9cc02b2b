"""Storefront pages arrive rendered by the app's React code (web/server_render.py; run `npm run build` first),
and a page the server cannot render still arrives, empty, for the browser to render."""

import logging
import os
import re
import runpy
import shutil
import subprocess
import sys

import pytest
from django.conf import settings

from catalog.tests.factories import ProductFactory
from web import server_render

pytestmark = pytest.mark.django_db

ROOT = re.compile(r'<div id="root">(.*?)</div>\s*<script id="initial-data"', re.S)


def _root(response) -> str:
    return ROOT.search(response.content.decode()).group(1)


@pytest.fixture
def products():
    return [
        ProductFactory(name="Volt Phone Mini", category="Smartphones", price="499.00"),
        ProductFactory(name="Volt Buds", category="Audio", price="129.00"),
    ]


def test_category_home_and_product_pages_arrive_with_their_content(client, products):
    phone, buds = products

    category = _root(client.get("/smartphones"))
    home = _root(client.get("/"))
    product = _root(client.get(f"/product/{buds.pk}"))

    assert '<main class="container page" id="main"' in category
    assert "Volt Phone Mini" in category and "$499.00" in category and "Volt Buds" not in category
    # Its buttons and selects wait for the app (a press before hydration would be lost); links work.
    assert '<fieldset class="app-frame" disabled="" role="presentation">' in category
    assert "Volt Phone Mini" in home and "Volt Buds" in home
    assert "<h1" in product and "Volt Buds" in product and "$129.00" in product and "Add to Cart" in product


@pytest.mark.parametrize("path", ["/smartphones", "/", "/?q=volt"])
def test_a_rendered_page_is_painted_only_once_its_html_is_parsed_whole(client, products, path):
    # The browser may paint a document it has parsed in part: the header's buttons without their text yet, which
    # then moved as it arrived (a layout shift). Rendering waits for the embedded data, the element after the app.
    response = client.get(path)
    html = response.content.decode()
    head = html[: html.index("</head>")]

    assert '<link rel="expect" href="#initial-data" blocking="render">' in head
    assert _root(response)  # the app's HTML, and the embedded data right after it


def test_the_not_found_page_arrives_rendered_with_its_404(client):
    response = client.get("/no-such-page")

    assert response.status_code == 404
    assert "404 Page Not Found" in _root(response)


def test_a_missing_product_arrives_rendered_with_its_404_and_the_app_need_not_ask_again(client):
    hidden = ProductFactory(name="Secret Prototype", is_active=False)

    for path in ("/product/987654", f"/products/{hidden.pk}"):
        response = client.get(path)
        html = response.content.decode()
        assert response.status_code == 404
        assert "Product Not Found" in _root(response) and "Secret Prototype" not in html
        # Embedded as null: the app shows Product Not Found from it instead of fetching a 404 of its own.
        assert re.search(r'"/api/products/\d+": null', html)


@pytest.mark.parametrize("path", ["/admin", "/admin/orders", "/track"])
def test_pages_whose_first_screen_is_not_embedded_arrive_empty(client, path):
    assert _root(client.get(path)) == ""


def test_text_from_the_catalogue_is_escaped(client):
    ProductFactory(name='<img src=x onerror="alert(1)">', category="Audio")

    root = _root(client.get("/audio"))

    assert "&lt;img src=x onerror=" in root
    assert "<img src=x" not in root


@pytest.mark.parametrize("test_payments", [True, False])
def test_the_test_payments_banner_is_in_the_rendered_page_as_the_embedded_settings_say(
    client, products, settings, test_payments
):
    # The browser hydrates from the same settings (frontend/src/main.jsx): the bar is in both renders or in neither.
    settings.PAYMENT_PROVIDER = "test" if test_payments else "stripe"

    root = _root(client.get("/smartphones"))

    assert "Volt Phone Mini" in root
    assert ('<p class="test-payments-banner" role="status">' in root) is test_payments


def test_turned_off_the_pages_arrive_empty(client, products, settings):
    settings.SERVER_RENDERING = False

    assert _root(client.get("/smartphones")) == ""


@pytest.fixture
def bundle(settings, tmp_path):
    """A stand-in for the built renderer, written by each test: its first screens read the categories, and its
    page's HTML is `render_body` (a function body of `url` and `answers`)."""

    def write(render_body):
        path = tmp_path / f"bundle-{len(list(tmp_path.iterdir()))}.js"
        path.write_text(
            "globalThis.prepareServerRender = () => Promise.resolve();\n"
            "globalThis.firstScreenReads = (url, answers) =>\n"
            "  JSON.stringify('/api/categories' in JSON.parse(answers) ? [] : [{url: '/api/categories'}]);\n"
            "globalThis.renderPage = (url, answers, origin, render) => {\n"
            f"  const html = ((url, answers) => {{ {render_body} }})(url, answers);\n"
            "  return JSON.stringify({status: 200, title: 'Stand-in', description: '', indexable: true,\n"
            "    private: false, image: '', leadImage: '', leadImageSrcset: '', leadImageSizes: '',\n"
            "    structuredData: null, chunk: null, embedded: {}, html});\n"
            "};\n"
        )
        settings.SERVER_RENDER_BUNDLE = path

    return write


@pytest.mark.parametrize(
    "render_body",
    [
        "throw new Error('broken component')",
        "while (true) {}",
        "const kept = []; while (true) kept.push(String(Math.random()).repeat(50));",
    ],
    ids=["throws", "never ends", "exhausts its memory"],
)
def test_a_render_that_fails_gives_the_empty_page_and_the_next_one_starts_afresh(client, bundle, caplog, render_body):
    bundle(render_body)

    with caplog.at_level(logging.ERROR, logger="web.server_render"):
        response = client.get("/smartphones")

    assert response.status_code == 200
    assert _root(response) == ""
    assert "Server rendering failed for /smartphones" in caplog.text
    bundle("return `<p>${url} ${Object.keys(JSON.parse(answers)).join(' ')}</p>`;")
    assert _root(client.get("/audio")) == "<p>/audio /api/categories site</p>"


def test_without_a_built_bundle_the_pages_arrive_empty(client, settings, tmp_path):
    settings.SERVER_RENDER_BUNDLE = tmp_path / "missing.js"

    assert _root(client.get("/smartphones")) == ""


def test_after_a_failure_the_pages_arrive_empty_for_a_while_instead_of_reloading_the_bundle(
    client, bundle, caplog, monkeypatch
):
    bundle("throw new Error('broken component')")
    clock = [1000.0]
    monkeypatch.setattr(server_render.time, "monotonic", lambda: clock[0])
    loads = count_loads(monkeypatch)

    with caplog.at_level(logging.ERROR, logger="web.server_render"):
        first = client.get("/smartphones")
        clock[0] += server_render.FIRST_BACKOFF_SECONDS / 2
        during = client.get("/audio")
        clock[0] += server_render.FIRST_BACKOFF_SECONDS
        after = client.get("/laptops")

    assert [_root(response) for response in (first, during, after)] == ["", "", ""]
    assert loads == ["loaded", "loaded"]  # not for /audio: it came during the back-off
    assert caplog.text.count("Server rendering failed") == 2
    # The second failure in a row backs off twice as long.
    clock[0] += server_render.FIRST_BACKOFF_SECONDS * 1.5
    client.get("/gaming")
    assert loads == ["loaded", "loaded"]
    clock[0] += server_render.FIRST_BACKOFF_SECONDS
    bundle("return '<p>back</p>';")  # a new build is tried at once, whatever the back-off
    assert _root(client.get("/tablets")) == "<p>back</p>"


def count_loads(monkeypatch):
    loads = []
    load = server_render._load

    def counted(path):
        loads.append("loaded")
        return load(path)

    monkeypatch.setattr(server_render, "_load", counted)
    return loads


def test_a_worker_loads_the_bundle_before_its_first_page(client, bundle, monkeypatch):
    bundle("return `<p>${url}</p>`;")
    loads = count_loads(monkeypatch)

    runpy.run_path(str(settings.BASE_DIR / "gunicorn.conf.py"))["post_worker_init"](worker=None)
    assert loads == ["loaded"]
    assert _root(client.get("/smartphones")) == "<p>/smartphones</p>"
    assert loads == ["loaded"]  # the first page used the warm context


# Loads the built bundle from two copies in turn, each on a thread of its own (as gunicorn's threads would after
# a new build), then exits: the first context is closed on another thread than the one that asked for it, and
# the second at the interpreter's exit.
RENDER_ON_TWO_THREADS = """
import sys, threading
from pathlib import Path
import django
django.setup()
from django.conf import settings
from web import server_render
def head(bundle):
    settings.SERVER_RENDER_BUNDLE = Path(bundle)
    print(server_render.render_page("/", "{}", "http://testserver", False)["title"], flush=True)
for bundle in sys.argv[1:]:
    thread = threading.Thread(target=head, args=(bundle,))
    thread.start()
    thread.join()
"""


def test_a_context_loaded_on_one_thread_is_replaced_and_closed_at_exit_without_crashing_the_process(tmp_path):
    copies = [tmp_path / "first.js", tmp_path / "second.js"]
    for copy in copies:
        shutil.copyfile(settings.SERVER_RENDER_BUNDLE, copy)
    environment = {**os.environ, "DEBUG": "true", "PYTHONPATH": str(settings.BASE_DIR)}
    environment.setdefault("DJANGO_SETTINGS_MODULE", "shop.settings")

    run = subprocess.run(
        [sys.executable, "-c", RENDER_ON_TWO_THREADS, *map(str, copies)],
        env=environment,
        capture_output=True,
        text=True,
        timeout=120,
    )

    assert run.returncode == 0, run.stderr[-2000:]
    assert run.stdout.splitlines() == ["Voltcart – Consumer Electronics"] * 2
