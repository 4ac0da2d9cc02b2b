import { describe, expect, it } from 'vitest';
import { MAX_COMPARED_PRODUCTS } from '../serverConstants';
import { makeProduct } from '../../test/fixtures';
import {
  compareEntry,
  parseSelection,
  refusalMessage,
  refusalReason,
  removeProducts,
  sanitizeSelection,
  toggleProduct,
} from './compareRules';

const phone = (id) => makeProduct({ id, name: `Phone ${id}`, category: 'Smartphones' });
const laptop = makeProduct({ id: 50, name: 'Book Pro', category: 'Laptops' });
const selectionOf = (...products) => products.map(compareEntry);

describe('compare rules', () => {
  it('keeps only what the tray and the rules need', () => {
    expect(compareEntry(phone(1))).toEqual({
      id: 1,
      name: 'Phone 1',
      category: 'Smartphones',
      imageUrl: '/static/products/1.svg',
    });
  });

  it('keeps an uploaded photo’s smallest rendition for the tray’s 36 px picture', () => {
    const photo = '/media/products/ab/p.jpg';
    const product = makeProduct({
      id: 2,
      imageUrl: photo,
      imageRenditions: { [photo]: { 640: '/media/products/ab/p-640.webp', 320: '/media/products/ab/p-320.webp' } },
    });
    expect(compareEntry(product).imageUrl).toBe('/media/products/ab/p-320.webp');
  });

  it('adds, then removes the same product', () => {
    const added = toggleProduct([], phone(1));
    expect(added).toEqual({ selection: selectionOf(phone(1)), change: 'added', reason: null });
    expect(toggleProduct(added.selection, phone(1))).toEqual({ selection: [], change: 'removed', reason: null });
  });

  it(`takes up to ${MAX_COMPARED_PRODUCTS} products and refuses the next`, () => {
    let selection = [];
    for (let id = 1; id <= MAX_COMPARED_PRODUCTS; id += 1) selection = toggleProduct(selection, phone(id)).selection;
    expect(selection).toHaveLength(MAX_COMPARED_PRODUCTS);
    const refused = toggleProduct(selection, phone(99));
    expect(refused).toEqual({ selection, change: 'refused', reason: 'limit' });
    // A full selection still lets a product out.
    expect(toggleProduct(selection, phone(2)).change).toBe('removed');
  });

  it('refuses a product of another category, whatever the count', () => {
    const selection = selectionOf(phone(1));
    expect(refusalReason(selection, laptop)).toBe('category');
    expect(toggleProduct(selection, laptop).change).toBe('refused');
    // Once the selection is empty any category may start it.
    expect(toggleProduct(removeProducts(selection, [1]), laptop).change).toBe('added');
  });

  it('says why in the refusal message', () => {
    const selection = selectionOf(phone(1));
    const category = refusalMessage('category', laptop, selection);
    expect(category.title).toBe('Cannot add to comparison');
    expect(category.variant).toBe('destructive');
    expect(category.description).toContain('Only products of one category can be compared');
    expect(category.description).toContain('Book Pro is in Laptops, your comparison holds Smartphones');
    expect(refusalMessage('limit', phone(9), selection).description).toBe(
      `You can compare up to ${MAX_COMPARED_PRODUCTS} products at a time. Remove one to add Phone 9.`,
    );
  });

  it('sanitizes a stored selection: valid entries, no repeats, one category, at most the limit', () => {
    const stored = [
      compareEntry(phone(1)),
      { id: 'x', name: 'Bad', category: 'Smartphones' },
      compareEntry(phone(1)),
      compareEntry(laptop),
      null,
      { ...compareEntry(phone(2)), extra: 'dropped' },
      ...[3, 4, 5].map((id) => compareEntry(phone(id))),
    ];
    expect(sanitizeSelection(stored).map((entry) => entry.id)).toEqual([1, 2, 3, 4]);
    expect(sanitizeSelection(stored)[1]).not.toHaveProperty('extra');
    expect(sanitizeSelection({ not: 'a list' })).toEqual([]);
  });

  it('parses stored text, treating corrupt text as empty', () => {
    expect(parseSelection(null)).toEqual([]);
    expect(parseSelection('{nope')).toEqual([]);
    expect(parseSelection(JSON.stringify(selectionOf(phone(1))))).toEqual(selectionOf(phone(1)));
  });
});
