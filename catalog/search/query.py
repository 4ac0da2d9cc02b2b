"""A search text as the database tests it: its words, each with its synonyms, and the fields it looks in.

A product matches when every word (or one of that word's synonyms) is a case-insensitive substring of at least one
searched field, not necessarily the same field for each word: "sony headphones" finds the Sony whose subcategory is
Headphones. Whatever holds the whole text as one substring holds each of its words, so every product the
whole-text rule finds is still found; best match ranks those first (`SearchQuery.tiers`)."""

from dataclasses import dataclass

from django.db.models import Case, F, IntegerField, Q, Value, When
from django.db.models.functions import StrIndex, Upper
from django.db.models.lookups import GreaterThan

from ..models import SEARCHED_FIELDS, SUGGESTED_FIELDS, suggestion_document

# A word shorter than this has no trigram, so PostgreSQL's trigram index cannot look it up: among longer words it
# is tested on the rows the longer ones found (StrIndex, which no index serves, keeps the planner from scanning the
# whole index for it). Among short words only, the first is looked up (SearchQuery._every_word).
INDEXED_WORD_LENGTH = 3


@dataclass(frozen=True)
class Tier:
    """One rank of best match: the condition of its rows (disjoint from earlier tiers'), and when every test it
    makes is on the name, brand or model, the terms (each a word's alternatives) those hold in its rows, which the
    suggestions' trigram index on them looks up (`named_terms`; None otherwise)."""

    condition: Q
    named_terms: tuple[tuple[str, ...], ...] | None

    def named_candidates(self, queryset):
        """A superset of the tier's rows in `queryset`, found without reading descriptions (named_candidates)."""
        return named_candidates(queryset, self.named_terms)


def named_candidates(queryset, terms):
    """The rows of `queryset` whose name, brand or model hold each of `terms` (each a word's alternatives), found
    through the suggestions' trigram index on those (active products only)."""
    queryset = queryset.alias(suggestion_document=Upper(suggestion_document()))
    for alternatives in terms:
        either = Q()
        for term in alternatives:
            either |= Q(suggestion_document__contains=term.upper())
        queryset = queryset.filter(either)
    return queryset


@dataclass(frozen=True)
class SearchQuery:
    """`text` as typed (trimmed), its distinct `words`, each followed by its synonyms, and the `fields` searched."""

    text: str
    words: tuple[tuple[str, ...], ...]
    fields: tuple[str, ...]

    @classmethod
    def of(cls, text: str | None, fields, synonyms=None) -> "SearchQuery | None":
        """The search for `text` in `fields` (None for a blank text); `synonyms` maps a lower-case word to the other
        words it stands for."""
        text = (text or "").strip()
        if not text:
            return None
        synonyms = synonyms or {}
        words = []
        for word in dict.fromkeys(text.lower().split()):
            words.append((word, *(other for other in synonyms.get(word, ()) if other != word)))
        return cls(text, tuple(words), tuple(fields))

    def in_every_field(self) -> bool:
        return set(self.fields) == set(SEARCHED_FIELDS)

    def single_term(self) -> bool:
        """One word with no synonyms: the whole text is the only thing tested."""
        return len(self.words) == 1 and len(self.words[0]) == 1

    # Conditions.

    def in_fields(self) -> Q:
        """Every word, or one of its synonyms, is in one of the searched fields."""
        return self._every_word(self.fields)

    def in_document(self, queryset):
        """The rows whose stored search text holds every word, found through its trigram index: the matches, and
        when fewer fields are searched, rows holding a word in another (the caller checks the fields)."""
        return queryset.filter(self._every_word(SEARCHED_FIELDS))

    def indexed(self, queryset):
        """The matches, found through the trigram index on the stored search text."""
        queryset = self.in_document(queryset)
        return queryset if self.in_every_field() else queryset.filter(self.in_fields())

    def tiers(self) -> list[Tier]:
        """Best match, as disjoint conditions in rank order: (1) the whole text in the name, (2) the whole text in
        another searched field, (3) every word in the name, brand or model, (4) the rest. One word without synonyms
        has only the first two (the whole text is the word)."""
        tiers, earlier = [], Q()
        for test, named_terms in self._tier_tests():
            tiers.append(Tier(test & ~earlier if tiers else test, named_terms))
            earlier |= test
        return tiers

    def rank(self):
        """The tier of a matching row (0 first), for the database to sort by. A CASE takes the first test a row
        meets, so each is tested as it is, without the earlier ones' negations, and the last tier is what is left:
        every match is in one."""
        tests = self._tier_tests()
        whens = [When(test, then=Value(rank)) for rank, (test, _) in enumerate(tests[:-1])]
        return Case(*whens, default=Value(len(tests) - 1), output_field=IntegerField())

    def _tier_tests(self) -> list[tuple[Q, tuple[tuple[str, ...], ...] | None]]:
        """Each tier's test, overlapping the earlier ones', with the terms of its named candidates (Tier). A tier
        narrows rows found otherwise (the matches, or named candidates). A test of the stored text that repeats
        the matches' own (a single word's whole text, every word) is written so that no index serves it: the
        planner took it for a second, independent condition, expected a fraction of the rows, and sorted where a
        walk was due ("use" at a million products: 8,001 rows read for nothing, 49 -> 10 ms). The whole text of
        several words is a new and rare test, which the trigram index serves ("google 7a")."""
        tests = []
        whole_indexed = not self.single_term()
        whole = ((self.text,),)
        others = tuple(field for field in self.fields if field != "name")
        if "name" in self.fields:
            tests.append((_contains(("name",), self.text, indexed=whole_indexed), whole))
        if others:
            # Searching every field, "in another field but not the name" is "in the stored text but not the name":
            # one test of the text a walk index holds.
            in_others = _contains(self.fields if self.in_every_field() else others, self.text, indexed=whole_indexed)
            tests.append((in_others, whole if set(others) <= set(SUGGESTED_FIELDS) else None))
        if self.single_term():
            return tests
        named_fields = tuple(field for field in SUGGESTED_FIELDS if field in self.fields)
        if named_fields:
            tests.append((self._every_word(named_fields), self.words))
        if not set(self.fields) <= set(SUGGESTED_FIELDS):
            tests.append((self._every_word(self.fields, indexable=False), None))
        return tests

    def _every_word(self, fields, *, indexable=True) -> Q:
        """Each word, or one of its synonyms, in one of `fields`. Only the words the trigram index can look up (all
        their alternatives 3 characters or more) are tested so that it does, and none unless `indexable`; the
        others are tested on the rows those find. When no word can be looked up, the first is, alone: each such
        lookup reads the whole index ("hp 16" at a million products: 789 ms for two)."""
        looked_up = [word for word in self.words if all(len(term) >= INDEXED_WORD_LENGTH for term in word)]
        looked_up = (looked_up or list(self.words[:1])) if indexable else []
        condition = Q()
        for alternatives in self.words:
            either = Q()
            for term in alternatives:
                either |= _contains(fields, term, indexed=alternatives in looked_up)
            condition &= either
        return condition


def _contains(fields, term: str, *, indexed: bool = True) -> Q:
    """One of `fields` contains `term`, case-insensitively. Every searched field: the stored upper-cased text holds
    it (a term never spans two of its lines), which the walk indexes INCLUDE; else UPPER(field) LIKE UPPER(term)
    for each, the test the trigram index's recheck makes. The term is upper-cased by the database, as the stored
    text was. Not `indexed`: the same test as a position, which no index serves."""
    if set(fields) == set(SEARCHED_FIELDS):
        if not indexed:
            return Q(GreaterThan(StrIndex(F("search_text"), Upper(Value(term))), 0))
        return Q(search_text__contains=Upper(Value(term)))
    condition = Q()
    for field in fields:
        condition |= Q(**{f"{field}__icontains": term})
    return condition
