"""The search box's suggestions as the shopper types: up to six products whose name, brand or model hold every
typed word, and the categories whose name holds the text."""

from django.contrib.postgres.search import TrigramWordSimilarity
from django.db import connection
from django.db.models import Case, Subquery, Value, When
from django.db.models.functions import Lower, Upper

from ..categories import CATEGORIES
from ..models import SUGGESTED_FIELDS, Product, suggestion_document
from .correction import search_correction
from .planning import THROUGH_THE_TRIGRAM_INDEX, settings_for_this_query
from .query import SearchQuery, named_candidates

SUGGESTIONS = 6


# Suggestions are ranked among this many matches at most (_containing).
SUGGESTION_CANDIDATES = 300


# How alike a word of a product must be to two typed letters (0..1) to be suggested.
TYPO_SIMILARITY = 0.4


def _containing(term: str) -> list:
    """Products whose name, brand or model hold every word of `term`, names starting with it first, then by name:
    among the first SUGGESTION_CANDIDATES matches the trigram index finds. A common text ("dell", "phones": 16,000
    matches at a million products) would otherwise read and sort every match for each keystroke (55-134 ms)."""
    words = SearchQuery.of(term, SUGGESTED_FIELDS).words
    candidates = named_candidates(Product.objects.active(), words).order_by().values("pk")[:SUGGESTION_CANDIDATES]
    ranked = Product.objects.filter(pk__in=Subquery(candidates)).order_by(
        Case(When(name__istartswith=term, then=0), default=1), Lower("name"), "id"
    )[:SUGGESTIONS]
    with settings_for_this_query(THROUGH_THE_TRIGRAM_INDEX):
        return list(ranked)


def _similar(term: str) -> list:
    """PostgreSQL: products with a word starting with the two letters of `term`, most alike first."""
    with settings_for_this_query({"pg_trgm.word_similarity_threshold": TYPO_SIMILARITY}):
        document = Upper(suggestion_document())
        return list(
            Product.objects.active()
            .alias(document=document)
            .filter(document__trigram_word_similar=term.upper())
            .annotate(likeness=TrigramWordSimilarity(Value(term.upper()), document))
            .order_by("-likeness", Lower("name"), "id")[:SUGGESTIONS]
        )


def product_suggestions(*, q: str = "") -> dict:
    """Up to 6 products and the categories matching what the shopper typed.

    Words as substrings from three characters on PostgreSQL (the shortest a trigram index can look up; the index
    of migration 0004), a word starting with two characters there, and when no product holds the words (a typo),
    the text as search_correction corrects it. SQLite matches substrings from two.
    """
    term = (q or "").strip()
    if len(term) < 2:
        return {"products": [], "categories": []}
    postgres = connection.vendor == "postgresql"
    short = len(term) < 3
    products = [] if postgres and short else _containing(term)
    if not products:
        if postgres and short:
            products = _similar(term)
        elif not short and (corrected := search_correction(term)) is not None:
            products = _containing(corrected)
    categories = [
        {"name": category["name"], "path": f"/{category['slug']}"}
        for category in CATEGORIES
        if term.casefold() in category["name"].casefold()
    ]
    return {"products": products, "categories": categories}
