"""A search that finds nothing, corrected word by word: each word that occurs in no active product's searched fields
is replaced by the nearest word of the catalogue's vocabulary ("sony headphnoes" -> "sony headphones"). A word that
occurs anywhere, a description's included, is never replaced: it is a real word, and the search found nothing
because no product holds it with the others.

The vocabulary is every word (letters only, 3 or more) of every active product's searched fields. On PostgreSQL it
is a table the database keeps itself (catalog.models.SearchWord, by triggers on every product write), looked up
through a trigram index; on the embedded SQLite default, whose catalogue is small, it is listed from the products
when a correction needs it, and kept under the catalogue's version (docs/decisions/0004)."""

import difflib
import re

from django.contrib.postgres.search import TrigramSimilarity
from django.db import connection

from core.data_versions import cached_under
from core.public_cache import CATALOG

from ..models import SEARCHED_FIELDS, Product, SearchWord
from .planning import THROUGH_THE_TRIGRAM_INDEX, settings_for_this_query
from .query import SearchQuery

# How alike a typed word and a catalogue word must be (difflib's ratio, 0..1) to replace it in a correction: it
# weighs a swap of two letters ("iphnoe") as the small slip it is, where trigrams see a third of the word changed.
CORRECTION_LIKENESS = 0.7
# The catalogue words trigrams find first for a typed word (pg_trgm similarity at least this), of which the most
# alike by difflib is taken.
WORD_CANDIDATE_SIMILARITY = 0.2
WORD_CANDIDATES = 10
TYPED_WORD = re.compile(r"[^\W\d_]{3,}")
VOCABULARY_KEY = "search-vocabulary"
VOCABULARY_CACHE_SECONDS = 3600


def search_correction(term: str) -> str | None:
    """`term` lower-cased with each word of 3 letters or more that occurs in no active product's searched fields
    replaced by the most alike word of the vocabulary, or None when nothing would change."""
    term = term.strip().lower()
    typed = set(TYPED_WORD.findall(term))
    unknown = {word for word in typed - _known_words(typed) if not _occurs(word)}
    replacements = {word: closest for word in unknown if (closest := _closest_word(word)) is not None}
    if not replacements:
        return None
    return TYPED_WORD.sub(lambda match: replacements.get(match.group(0), match.group(0)), term)


def _known_words(words: set[str]) -> set[str]:
    """Those of `words` that are words of the vocabulary."""
    if connection.vendor == "postgresql":
        return set(SearchWord.objects.filter(word__in=words).values_list("word", flat=True))
    return words & _listed_vocabulary()


def _occurs(word: str) -> bool:
    """Whether an active product's searched fields hold `word` as part of a longer one ("phon" of "phones"). Through
    the trigram index: for its first row, the planner would scan the table until one holds it, which is wherever the
    table's order puts the products of that kind ("activi" at a million products in category order: 889,000 rows,
    622 ms)."""
    with settings_for_this_query(THROUGH_THE_TRIGRAM_INDEX):
        return SearchQuery.of(word, SEARCHED_FIELDS).in_document(Product.objects.active()).exists()


def _closest_word(typed: str) -> str | None:
    """The vocabulary's word most like `typed`, if alike enough (CORRECTION_LIKENESS)."""
    if connection.vendor != "postgresql":
        found = difflib.get_close_matches(typed, sorted(_listed_vocabulary()), n=1, cutoff=CORRECTION_LIKENESS)
        return found[0] if found else None
    with settings_for_this_query({"pg_trgm.similarity_threshold": WORD_CANDIDATE_SIMILARITY}):
        candidates = list(
            SearchWord.objects.filter(word__trigram_similar=typed)
            .annotate(likeness=TrigramSimilarity("word", typed))
            .order_by("-likeness", "word")
            .values_list("word", flat=True)[:WORD_CANDIDATES]
        )

    def likeness(word):
        return difflib.SequenceMatcher(None, typed, word).ratio()

    best = max(candidates, key=likeness, default=None)
    return best if best is not None and likeness(best) >= CORRECTION_LIKENESS else None


def _listed_vocabulary() -> frozenset[str]:
    """SQLite: every word of the active products' searched fields, listed from them."""

    def build():
        words = set()
        for fields in Product.objects.active().values_list(*SEARCHED_FIELDS).iterator(chunk_size=2000):
            for text in fields:
                words.update(word for word in TYPED_WORD.findall(text.lower()) if len(word) <= 200)
        return frozenset(words)

    return cached_under(CATALOG, VOCABULARY_KEY, build, VOCABULARY_CACHE_SECONDS)
