// The cart's toasts, one set per place a product can be added from.

const addedByName = (product) => ({
  title: 'Added to Cart',
  description: `${product.name} has been added to your cart.`,
});
const unableToAdd = {
  title: 'Error',
  description: 'Unable to add item to cart. Please try again.',
  variant: 'destructive',
};
const stockLimit = {
  title: 'Cannot add item',
  description: 'Stock limit reached or item out of stock.',
  variant: 'destructive',
};

export const ADD_MESSAGES = {
  // Product card quick add (home search results).
  card: { added: addedByName, refused: unableToAdd },
  // The product detail page (where the colour is picked).
  detail: { added: addedByName, refused: unableToAdd },
  // Category listing pages.
  list: {
    added: () => ({ title: 'Item added to cart!', description: 'Product has been added to your cart.' }),
    refused: stockLimit,
  },
  // The Tablets page.
  tablets: {
    added: () => ({ title: 'Item added to cart!', description: 'Tablet has been added to your cart.' }),
    refused: stockLimit,
  },
  // Compact cards in the home carousels (a toast rather than the observed browser alert).
  compact: {
    added: () => ({ title: 'Item added to cart!', description: 'Product has been added to your cart.' }),
    refused: {
      title: 'Cannot add item',
      description: 'Cannot add more items. Stock limit reached or out of stock.',
      variant: 'destructive',
    },
  },
};

export function colorRequiredMessage(kind) {
  return {
    title: 'Color Required',
    description: `Please select a color for this ${kind} before adding to cart`,
    variant: 'destructive',
  };
}
