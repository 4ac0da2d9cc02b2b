"""Search of the catalogue, the way shoppers type (docs/decisions/0004-search-words-facets-synonyms.md).

- query: a search text as words (each with its synonyms) and the fields it looks in, as database conditions, and
  best match's tiers;
- planning: how a page of a listing or a search is found at catalogue scale (indexes, walks, capped counts);
- relevance: best match's pages, tier by tier;
- listings: the storefront's and staff's product lists, the entry points;
- facets: the brand counts and price range beside a listing;
- correction: a mistyped word replaced by the nearest word of the catalogue;
- synonyms: the words staff declare to mean the same;
- suggestions: the search box's products as the shopper types;
- misses: the searches that found nothing, counted for staff.
"""
