// The listing pages' query: page size and the scooters' price bands (the server filters, searches,
// sorts and pages). Their URL: productsUrl in lib/catalog.js.

export const PAGE_SIZE = 24;

/** Scooter price bands: min inclusive, max exclusive (dollars). */
export const PRICE_BANDS = [
  { value: '', label: 'All Prices' },
  { value: 'under-500', label: 'Under $500', maxPrice: 500 },
  { value: '500-1000', label: '$500 - $999', minPrice: 500, maxPrice: 1000 },
  { value: '1000-1500', label: '$1,000 - $1,499', minPrice: 1000, maxPrice: 1500 },
  { value: '1500-plus', label: '$1,500 & over', minPrice: 1500 },
];

export function priceBandParams(value) {
  const band = PRICE_BANDS.find((item) => item.value === value);
  return { minPrice: band?.minPrice, maxPrice: band?.maxPrice };
}
