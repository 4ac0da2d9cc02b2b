import { lazyPart } from '../LazyPart';

/**
 * The filter panel beside a product listing (FilterPanel.jsx), hydrated once its chunk arrives: the listing's first
 * paint does not wait for its code (components/LazyPart.jsx).
 */
const ListingFilters = lazyPart(() => import('./FilterPanel'));

/** Loads the panel's chunk: the listing pages' loaders, the server's renderer. */
export const loadListingFilters = () => ListingFilters.preload();

export default ListingFilters;
