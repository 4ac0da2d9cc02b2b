"""Staff keep the search synonyms (Owner and Catalogue roles): list, add, remove, each change audited and in force
for the next search."""

import pytest

from audit.models import AuditEntry
from catalog.models import SearchSynonym
from catalog.tests.factories import ProductFactory
from catalog.tests.test_listing_at_scale import names
from conftest import make_client
from staff.roles import CATALOGUE, OWNER, VERIFIER
from staff.services import staff_member_create

pytestmark = pytest.mark.django_db

SYNONYMS = "/api/admin/search-synonyms"


def member(role):
    return make_client(staff_member_create(f"{role.lower()}-member", password="pw-12345678", roles=[role]))


@pytest.mark.parametrize("role", [OWNER, CATALOGUE])
def test_owner_and_catalogue_staff_add_list_and_remove_synonyms(role, django_capture_on_commit_callbacks):
    client = member(role)
    ProductFactory(name="Galaxy Buds3 Pro", subcategory="Earbuds", category="Audio")
    shopper = make_client()
    assert names(shopper.get("/api/products", {"search": "earphones"}).json()) == []

    with django_capture_on_commit_callbacks(execute=True):
        created = client.post(SYNONYMS, {"words": [" Earphones ", "earbuds", "in-ear  headphones"]}, format="json")

    assert created.status_code == 201
    synonym = created.json()
    assert synonym["words"] == ["earphones", "earbuds", "in-ear headphones"]
    assert client.get(SYNONYMS).json() == [synonym]
    assert names(shopper.get("/api/products", {"search": "earphones"}).json()) == ["Galaxy Buds3 Pro"]

    with django_capture_on_commit_callbacks(execute=True):
        removed = client.delete(f"{SYNONYMS}/{synonym['id']}")

    assert removed.status_code == 204
    assert client.get(SYNONYMS).json() == []
    assert names(shopper.get("/api/products", {"search": "earphones"}).json()) == []
    trail = AuditEntry.objects.filter(subject="synonym", subject_id=synonym["id"]).order_by("id")
    assert [(entry.note, entry.old, entry.new, entry.actor_name) for entry in trail] == [
        ("Synonyms added", "", "earphones = earbuds = in-ear headphones", f"{role.lower()}-member"),
        ("Synonyms removed", "earphones = earbuds = in-ear headphones", "", f"{role.lower()}-member"),
    ]


def test_synonyms_are_listed_by_their_first_word():
    client = member(OWNER)
    for words in (["tv", "television"], ["earphones", "earbuds"]):
        assert client.post(SYNONYMS, {"words": words}, format="json").status_code == 201

    assert [row["words"][0] for row in client.get(SYNONYMS).json()] == ["earphones", "tv"]


@pytest.mark.parametrize(
    ("body", "message"),
    [
        ({"words": ["earphones"]}, "words must be 2 to 10 different words"),
        ({"words": [f"word{n}" for n in range(11)]}, "words must be 2 to 10 different words"),
        ({"words": ["earbuds", " EARBUDS "]}, "words must be 2 to 10 different words"),
        ({"words": "earphones, earbuds"}, "words must be 2 to 10 different words"),
        ({}, "This field is required."),
    ],
)
def test_bad_sets_are_a_clear_400(body, message):
    response = member(CATALOGUE).post(SYNONYMS, body, format="json")

    assert response.status_code == 400
    assert response.json()["errors"]["words"] == [message]
    assert not SearchSynonym.objects.exists()


@pytest.mark.parametrize("word", ["e", "x" * 41, "a,b", "   ", 7, "two\nlines"])
def test_bad_words_are_a_clear_400(word):
    response = member(OWNER).post(SYNONYMS, {"words": ["earbuds", word]}, format="json")

    assert response.status_code == 400
    assert response.json()["errors"] == {
        "words": ["Each word must be 2 to 40 characters, without commas or line breaks"]
    }
    assert not SearchSynonym.objects.exists()


def test_removing_a_set_that_is_gone_is_a_404():
    response = member(OWNER).delete(f"{SYNONYMS}/999")

    assert response.status_code == 404
    assert response.json()["message"] == "Synonyms not found"


def test_verifiers_and_shoppers_may_not_touch_synonyms():
    synonym = SearchSynonym.objects.create(words=["tv", "television"])
    verifier = member(VERIFIER)

    assert verifier.get(SYNONYMS).status_code == 403
    assert verifier.post(SYNONYMS, {"words": ["a1", "b2"]}, format="json").status_code == 403
    assert verifier.delete(f"{SYNONYMS}/{synonym.pk}").status_code == 403
    assert make_client().get(SYNONYMS).status_code in (401, 403)
    assert SearchSynonym.objects.count() == 1
