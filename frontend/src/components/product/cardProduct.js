// What of a product the cards read (the cards here and what they call: pictures, badges, price, colour line, Add
// and Compare). A page that embeds a listing for its first screen embeds its products with these fields alone
// (storefront/firstScreens.js): the rest (features, specifications, model...) is the product page's, which reads
// the product itself. The cards' tests render each card from the whole product and from these, alike.

const CARD_FIELDS = ['id', 'name', 'brand', 'category', 'price', 'originalPrice', 'stock', 'imageUrl', 'colorOptions'];

function pick(product, fields) {
  return Object.fromEntries(fields.filter((field) => field in product).map((field) => [field, product[field]]));
}

/** A carousel card's product (CompactProductCard): its one picture's renditions, no description. */
export function compactCardProduct(product) {
  const renditions = product.imageRenditions?.[product.imageUrl];
  return {
    ...pick(product, CARD_FIELDS),
    ...(renditions && { imageRenditions: { [product.imageUrl]: renditions } }),
  };
}

/** A grid card's product (ProductCard): its description, colour and every picture too. */
export function gridCardProduct(product) {
  return pick(product, [...CARD_FIELDS, 'description', 'color', 'imageUrls', 'imageRenditions']);
}
