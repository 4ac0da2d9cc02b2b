import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../test/fixtures';
import { renderWithShop } from '../../test/render';
import { compactCardProduct, gridCardProduct } from './cardProduct';
import CompactProductCard from './CompactProductCard';
import ProductCard from './ProductCard';

const PHOTO = '/media/products/7/photo.jpg';
const SECOND = '/media/products/7/second.jpg';
const RENDITIONS = {
  [PHOTO]: { 320: '/media/products/7/photo-320.jpg', 640: '/media/products/7/photo-640.jpg' },
  [SECOND]: { 320: '/media/products/7/second-320.jpg' },
};

// The cards' every branch: a sale, low and no stock, uploaded photos with renditions, colours to pick.
const PRODUCTS = [
  makeProduct({ price: '899.00', originalPrice: '1099.00' }),
  makeProduct({ stock: 3 }),
  makeProduct({ stock: 0 }),
  makeProduct({ imageUrl: PHOTO, imageUrls: [SECOND], imageRenditions: RENDITIONS }),
  makeProduct({ category: 'Smartphones', color: 'Blue', colorOptions: ['Blue', 'Black'] }),
  makeProduct({ category: 'Smartphones', color: 'Green' }),
  makeProduct({ category: 'Tablets', name: 'iPad Air', colorOptions: ['Silver'] }),
];

const html = (card) => {
  const { container, unmount } = renderWithShop(card);
  const text = container.innerHTML;
  unmount();
  return text;
};

describe('a card from its card product', () => {
  it.each(PRODUCTS.map((product) => [product.id, product]))(
    'is the card of the whole product (%s), carousel and grid',
    (id, product) => {
      const onAdd = () => {};
      expect(html(<CompactProductCard product={compactCardProduct(product)} onAdd={onAdd} eagerImage />)).toBe(
        html(<CompactProductCard product={product} onAdd={onAdd} eagerImage />),
      );
      expect(html(<ProductCard product={gridCardProduct(product)} onAdd={onAdd} priority />)).toBe(
        html(<ProductCard product={product} onAdd={onAdd} priority />),
      );
    },
  );
});

describe('compactCardProduct', () => {
  it('keeps what the carousel card reads, and only its one picture’s renditions', () => {
    const product = makeProduct({ id: 7, imageUrl: PHOTO, imageUrls: [SECOND], imageRenditions: RENDITIONS });
    expect(compactCardProduct(product)).toEqual({
      id: 7,
      name: 'Product 7',
      brand: 'Acme',
      category: 'Audio',
      price: '499.00',
      originalPrice: null,
      stock: 10,
      imageUrl: PHOTO,
      colorOptions: [],
      imageRenditions: { [PHOTO]: RENDITIONS[PHOTO] },
    });
  });

  it('leaves out renditions a pasted picture does not have', () => {
    expect(compactCardProduct(makeProduct({ imageRenditions: {} }))).not.toHaveProperty('imageRenditions');
  });
});

describe('gridCardProduct', () => {
  it('keeps the description, colour and every picture, not the features, specifications or model', () => {
    const product = makeProduct({ imageUrls: [SECOND], imageRenditions: RENDITIONS, color: 'Blue' });
    const card = gridCardProduct(product);
    expect(card).toMatchObject({
      description: product.description,
      color: 'Blue',
      imageUrls: [SECOND],
      imageRenditions: RENDITIONS,
    });
    ['features', 'specifications', 'model', 'subcategory', 'isActive', 'createdAt'].forEach((field) =>
      expect(card).not.toHaveProperty(field),
    );
  });
});
