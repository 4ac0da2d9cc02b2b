// Test data shaped like the API's answers.
import { PERMISSIONS } from '../admin/common/staffMember';

export const CATEGORIES = [
  ['Smartphones', 'smartphones'],
  ['Laptops', 'laptops'],
  ['Tablets', 'tablets'],
  ['Audio', 'audio'],
  ['Gaming', 'gaming'],
  ['Smart Home', 'smart-home'],
  ['Wearables', 'wearables'],
  ['Electric Scooters', 'electric-scooters'],
  ['Home Appliances', 'home-appliances'],
].map(([name, slug]) => ({
  name,
  slug,
  path: `/${slug}`,
  subcategoryRequired: name === 'Tablets' || name === 'Home Appliances',
}));

export const CATALOG = {
  categories: CATEGORIES,
  colors: { Blue: '#1E66D0', Black: '#000000' },
  tabletColors: { Silver: '#C0C0C0' },
  unknownColor: '#808080',
};

let nextId = 1;
export function makeProduct(overrides = {}) {
  const id = overrides.id ?? nextId++;
  return {
    id,
    name: `Product ${id}`,
    description: 'A dependable device.',
    price: '499.00',
    originalPrice: null,
    category: 'Audio',
    subcategory: '',
    brand: 'Acme',
    model: `AC-${id}`,
    color: null,
    colorOptions: [],
    features: ['Fast'],
    specifications: { Weight: '1 kg' },
    imageUrl: `/static/products/${id}.svg`,
    imageUrls: [],
    stock: 10,
    isActive: true,
    createdAt: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

/** The signed-in staff member (GET /api/admin/me), an Owner: every permission. */
export const admin = {
  id: 1,
  username: 'admin',
  createdAt: '2025-01-01T00:00:00Z',
  roles: ['Owner'],
  permissions: Object.values(PERMISSIONS).sort(),
};

/** A member in the Verifier role. */
export const verifier = {
  ...admin,
  username: 'vera',
  roles: ['Verifier'],
  permissions: [PERMISSIONS.viewProducts, PERMISSIONS.viewFeatured, PERMISSIONS.changeOrders, PERMISSIONS.viewOrders],
};
