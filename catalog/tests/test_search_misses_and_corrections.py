"""A search that finds nothing is retried with a corrected text and says so, on PostgreSQL and SQLite alike;
either way staff see what shoppers could not find, counted on every answer (cached ones too), without personal
data."""

import runpy
import time
from datetime import timedelta

import pytest
from django.conf import settings as settings_module
from django.db import connection
from django.utils import timezone

from catalog.models import Product, SearchMiss, SearchWord
from catalog.search import misses as search_misses
from catalog.search.correction import search_correction
from catalog.tests.factories import ProductFactory
from catalog.tests.test_listing_at_scale import names, plans_while
from conftest import make_client, postgresql_only
from staff.roles import CATALOGUE, VERIFIER
from staff.services import staff_member_create

pytestmark = pytest.mark.django_db

REPORT = "/api/admin/reports/zero-result-searches"


@pytest.fixture
def catalogue():
    ProductFactory(name="iPhone 15 Pro", brand="Apple", description="Titanium phone")
    ProductFactory(name="Galaxy S24", brand="Samsung", description="Android phone")
    ProductFactory(name="Momentum 4 Wireless", brand="Sennheiser", category="Audio", description="Headphones")


def search(client, text, **params):
    return client.get("/api/products", {"search": text, "limit": 24, **params})


def test_a_typo_that_finds_nothing_is_answered_for_the_corrected_text(api_client, catalogue):
    body = search(api_client, "iphnoe").json()

    assert body["correctedQuery"] == "iphone"
    assert names(body) == ["iPhone 15 Pro"] and body["count"] == 1
    assert search(api_client, "Momentm 4").json()["correctedQuery"] == "momentum 4"
    assert search(api_client, "sennhiser").json()["correctedQuery"] == "sennheiser"


def test_the_exact_text_and_texts_nothing_resembles_are_not_corrected(api_client, catalogue):
    exact = search(api_client, "iphnoe", exact="true").json()
    unlike = search(api_client, "qwzxv").json()
    found = search(api_client, "iphone").json()
    unpaged = api_client.get("/api/products", {"search": "iphnoe"})

    assert exact["count"] == 0 and "correctedQuery" not in exact
    assert unlike["count"] == 0 and "correctedQuery" not in unlike
    assert found["count"] == 1 and "correctedQuery" not in found
    assert unpaged.json() == [] and unpaged["X-Total-Count"] == "0"


@postgresql_only(
    "PostgreSQL's triggers keep the words table; SQLite lists its small catalogue's words when a "
    "correction needs them (catalog.search.correction)"
)
def test_the_words_corrections_use_are_kept_by_the_database_whatever_writes_a_product(db):
    Product.objects.bulk_create([ProductFactory.build(name="Walkman Classic", brand="Sony", model="WM-2")])
    ProductFactory(name="Hidden Gadget", is_active=False)
    product = ProductFactory(name="Plain", description="Titanium frame", subcategory="Rugged phones")
    Product.objects.filter(pk=product.pk).update(name="Zephyrus Duo")

    words = set(SearchWord.objects.values_list("word", flat=True))

    assert {"walkman", "classic", "sony", "zephyrus", "duo"} <= words
    assert not {"hidden", "gadget", "wm"} & words  # inactive products' words, and words under 3 letters
    # Every searched field's words: descriptions', categories' and subcategories' too.
    assert {"titanium", "frame", "rugged", "smartphones"} <= words


def test_a_bad_exact_flag_is_a_400(api_client):
    response = search(api_client, "phone", exact="maybe")

    assert response.status_code == 400
    assert response.json()["errors"] == {"exact": ["exact must be true or false"]}


def test_staff_see_the_searches_that_found_nothing_most_often_first(api_client, catalogue, staff_client):
    for text in ["Nokia 3310", "  nokia   3310 ", "NOKIA 3310", "walkman", "iphone"]:
        search(api_client, text, exact="true")
    # A cached answer is a shopper's search too; a later page past the end is not a search of its own.
    assert api_client.get("/api/products", {"search": "walkman"}).status_code == 200
    search(api_client, "walkman", offset=24)

    report = staff_client.get(REPORT).json()

    assert [(row["query"], row["count"]) for row in report] == [("nokia 3310", 3), ("walkman", 2)]
    assert report[0]["lastSeen"]


def test_texts_that_look_like_personal_data_are_never_kept(api_client):
    for text in ["me@example.com", "555-010-2000", "+1 (555) 010 2000", "4242 4242 4242 4242", "rtx 4090"]:
        search(api_client, text)
    search_misses.search_misses_flush()

    assert list(SearchMiss.objects.values_list("query", flat=True)) == ["rtx 4090"]


def test_counts_are_written_in_bulk_and_added_to_the_days_row(api_client, settings):
    settings.SEARCH_MISS_FLUSH_SECONDS = 3600
    for _ in range(3):
        search(api_client, "betamax")

    assert not SearchMiss.objects.exists()  # held in memory until the next flush
    assert search_misses.search_misses_flush() == 1
    search(api_client, "betamax")
    search_misses.search_misses_flush()
    assert SearchMiss.objects.get().count == 4


@pytest.mark.django_db(transaction=True)
def test_counts_are_written_within_seconds_without_another_search(settings):
    # The same text in other case and spacing is one row, counted three times, with no later search to flush it.
    settings.SEARCH_MISS_FLUSH_SECONDS = 0.2
    for text in ("Zork Gadget", " zork   gadget", "ZORK GADGET"):
        search(make_client(), text)

    def written():
        return list(SearchMiss.objects.values_list("query", "count"))

    # The first flush may come between two of the searches; the one after it is due as soon.
    deadline = time.monotonic() + 10
    while written() != [("zork gadget", 3)] and time.monotonic() < deadline:
        time.sleep(0.05)
    assert written() == [("zork gadget", 3)]


def test_a_worker_that_stops_writes_what_it_holds(api_client):
    search(api_client, "laserdisc")
    gunicorn_settings = runpy.run_path(str(settings_module.BASE_DIR / "gunicorn.conf.py"))

    gunicorn_settings["worker_exit"](None, None)

    assert list(SearchMiss.objects.values_list("query", "count")) == [("laserdisc", 1)]


def test_the_report_covers_the_days_asked(staff_client):
    today = timezone.localdate()
    moment = timezone.now()
    SearchMiss.objects.create(query="old", day=today - timedelta(days=40), count=9, last_seen=moment)
    SearchMiss.objects.create(query="recent", day=today - timedelta(days=6), count=2, last_seen=moment)

    assert [row["query"] for row in staff_client.get(REPORT).json()] == ["recent"]
    assert [row["query"] for row in staff_client.get(REPORT, {"days": 90}).json()] == ["old", "recent"]
    assert staff_client.get(REPORT, {"days": 6}).json() == []
    bad = staff_client.get(REPORT, {"days": 0})
    assert bad.status_code == 400 and bad.json()["errors"] == {"days": ["days must be a whole number from 1 to 90"]}


def test_counts_older_than_the_kept_days_are_purged():
    today = timezone.localdate()
    SearchMiss.objects.create(query="old", day=today - timedelta(days=91), count=1, last_seen=timezone.now())
    SearchMiss.objects.create(query="kept", day=today - timedelta(days=90), count=1, last_seen=timezone.now())

    assert search_misses.search_misses_purge() == 1
    assert list(SearchMiss.objects.values_list("query", flat=True)) == ["kept"]


def test_the_catalogue_role_reads_the_report_and_a_verifier_does_not(db):
    catalogue_member = staff_member_create("cat", password="pw-123456789", roles=[CATALOGUE])
    verifier = staff_member_create("ver", password="pw-123456789", roles=[VERIFIER])

    assert make_client(catalogue_member).get(REPORT).status_code == 200
    refused = make_client(verifier).get(REPORT)
    assert refused.status_code == 403 and refused.json() == {"message": "Your role does not allow this"}


@postgresql_only("the trigram index, and the planner's choice of a scan, are PostgreSQL's")
def test_checking_that_a_typed_word_occurs_reads_the_trigram_index_not_the_table():
    """A correction first checks whether each unknown word occurs in some product ("activi" in "activity"): then it
    is a real word, left as typed. For that one row the planner would rather scan the table until a row holds it,
    which costs wherever the table's order puts such products (a million products in category order: 889,000
    rows, 622 ms); through the trigram index it costs the word's lookup."""
    Product.objects.bulk_create(ProductFactory.build_batch(2000))
    Product.objects.bulk_create(ProductFactory.build_batch(500, description="Tracks every activity"))
    with connection.cursor() as cursor:
        cursor.execute("ANALYZE catalog_product")
    plans, corrected = plans_while(lambda: search_correction("activi"), of="search_text")

    assert corrected is None
    assert plans and all("product_search_text_trgm" in plan for plan in plans)
