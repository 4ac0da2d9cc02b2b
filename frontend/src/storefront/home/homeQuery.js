// The text the home page searches for, from its URL: whether it shows search results (its own chunk, with the
// listing code: storefront/home/SearchResults.jsx) or the carousels.

/** The text searched for in the URL's query (`params`, URLSearchParams); '' when none. */
export function homeQuery(params) {
  return (params.get('q') ?? '').trim();
}
