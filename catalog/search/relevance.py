"""Best match's pages when the matches are too many to sort whole: tier by tier (catalog.search.query), each by
name. A tier tested on the name, brand and model alone is usually few products even for a word common in
descriptions: it is found through the suggestions' trigram index and sorted whole when it holds
SORTED_MATCHES_CAP rows or fewer. So is any tier PostgreSQL expects to be that few (the whole text in another field
is rare: "sony headphones" written so in a description). Any other tier is walked by name
(planning.walked_or_sorted)."""

from . import planning
from .planning import ORDERINGS, rows_in_order, walk_rows, walked_or_sorted

BY_NAME = ORDERINGS["name"]


def relevance_page(base, queryset, search, *, matches, walk_options, sort_cap, offset, limit):
    """Rows offset..offset+limit of `search`'s many matches in `queryset`, in best-match order. Each tier is read
    from its start up to the rows the page still needs, so its size is known when it ends before them. A tier is
    sorted whole when it holds up to `sort_cap` rows (listings._page: more for several words). `matches`: how many
    the search holds at least, as found or as PostgreSQL expects."""
    rows, skip, earlier = [], offset, 0
    walk = None
    tiers = search.tiers()
    for tier in tiers:
        wanted = skip + limit - len(rows)  # the tier's rows 0..wanted hold what the page takes from it
        named = tier.named_terms is not None
        # A named tier through the suggestions' index: "phone" in names is 30,000 products at a million, in any
        # field 300,000, which a sort (after a walk that found too few) would read.
        matched = (tier.named_candidates(queryset) if named else search.indexed(queryset)).filter(tier.condition)
        # The last tier holds every match the earlier ones do not, however few PostgreSQL expects its own test to
        # find: a single word's matches beyond the name, at a million products, were expected at 32 to 95 rows and
        # 8,001 were read before the walk ("accurate", decision 0019).
        rest = matches - earlier if tier is tiers[-1] else 0
        ids = None
        if named or (
            rest <= planning.SORTED_MATCHES_CAP and planning.estimated_rows(matched) <= planning.SORTED_MATCHES_CAP
        ):
            ids = planning.sorted_ids(matched, BY_NAME, sort_cap)
        if ids is not None and len(ids) <= sort_cap:
            tier_size = len(ids)
            rows += rows_in_order(base, ids[skip:wanted])
        else:
            if walk is None:
                walk = walk_rows(search, queryset, **walk_options)
            found = walked_or_sorted(
                base, queryset, tier.condition, matched, BY_NAME, walk=walk, offset=0, limit=wanted
            )
            tier_size = len(found)
            rows += found[skip:]
        skip = max(0, skip - tier_size)
        earlier += tier_size
        if len(rows) >= limit:
            break
    return rows[:limit]
