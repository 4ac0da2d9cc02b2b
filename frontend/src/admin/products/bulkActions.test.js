import { describe, expect, it } from 'vitest';
import {
  bulkBody,
  confirmationText,
  isSelected,
  NOTHING_SELECTED,
  pageState,
  productCount,
  resultSummary,
  selectedCount,
  selectMatching,
  stockProblem,
  toggleProduct,
  togglePage,
} from './bulkActions';

describe('selection', () => {
  it('picks and unpicks products one by one, across pages', () => {
    let selection = toggleProduct(NOTHING_SELECTED, 3);
    selection = toggleProduct(selection, 8);
    expect(selection).toEqual({ ids: [3, 8] });
    expect(isSelected(selection, 8)).toBe(true);
    expect(selectedCount(toggleProduct(selection, 3))).toBe(1);
  });

  it("tells the page's state and the header checkbox selects or unselects the page", () => {
    const pageIds = [1, 2, 3];
    expect(pageState(NOTHING_SELECTED, pageIds)).toBe('none');
    expect(pageState({ ids: [2, 40] }, pageIds)).toBe('some');
    const all = togglePage({ ids: [2, 40] }, pageIds);
    expect(all.ids).toEqual([2, 40, 1, 3]);
    expect(pageState(all, pageIds)).toBe('all');
    expect(togglePage(all, pageIds)).toEqual({ ids: [40] });
    expect(pageState(NOTHING_SELECTED, [])).toBe('none');
  });

  it('selects every matching product by the filter, and unpicking one keeps the rest of the page', () => {
    const matching = selectMatching({ search: 'volt', category: '' }, 57);
    expect(selectedCount(matching)).toBe(57);
    expect(isSelected(matching, 1234)).toBe(true);
    expect(pageState(matching, [1, 2])).toBe('all');
    expect(toggleProduct(matching, 2, [1, 2, 3])).toEqual({ ids: [1, 3] });
    expect(togglePage(matching, [1, 2])).toEqual({ ids: [] });
  });
});

describe('request body', () => {
  it('sends the ids, or the filter when every matching product is selected', () => {
    expect(bulkBody({ ids: [4, 9] }, 'deactivate')).toEqual({ ids: [4, 9], action: 'deactivate' });
    expect(bulkBody(selectMatching({ search: 'volt', category: 'Audio' }, 3), 'delete')).toEqual({
      filter: { search: 'volt', category: 'Audio' },
      action: 'delete',
    });
  });

  it('sends the stock only for set-stock', () => {
    expect(bulkBody({ ids: [4] }, 'set-stock', 12)).toEqual({ ids: [4], action: 'set-stock', value: 12 });
    expect(bulkBody({ ids: [4] }, 'activate', 12)).toEqual({ ids: [4], action: 'activate' });
  });
});

describe('confirmation', () => {
  it('names the count and the action', () => {
    expect(confirmationText({ ids: [1, 2, 3] }, 'deactivate')).toBe('Deactivate 3 products?');
    expect(confirmationText({ ids: [1] }, 'delete')).toBe('Delete 1 product?');
    expect(confirmationText({ ids: [1, 2] }, 'discount-50')).toBe('Apply the 50% discount to 2 products?');
    expect(confirmationText({ ids: [1, 2] }, 'set-stock', 0)).toBe('Set the stock of 2 products to 0?');
    expect(confirmationText(selectMatching({}, 1500), 'activate')).toBe(
      'Activate 1,500 products (every product matching the current filter)?',
    );
    expect(confirmationText(selectMatching({}, 1000, true), 'activate')).toBe(
      'Activate 1,000+ products (every product matching the current filter)?',
    );
  });

  it('counts products in words', () => {
    expect(productCount(0)).toBe('0 products');
    expect(productCount(1)).toBe('1 product');
    expect(productCount(10000)).toBe('10,000 products');
  });
});

describe('result summary', () => {
  it('says what was done', () => {
    expect(resultSummary('deactivate', { done: 3, skipped: [] })).toBe('Deactivated 3 products.');
    expect(resultSummary('set-stock', { done: 1, skipped: [] }, 25)).toBe('Set the stock of 1 product to 25.');
  });

  it('groups what was skipped by reason, with the first ids', () => {
    const skipped = [
      { id: 4, reason: 'Product is already discounted' },
      { id: 5, reason: 'Product not found' },
      ...[6, 7, 8, 9, 10, 11, 12].map((id) => ({ id, reason: 'Product is already discounted' })),
    ];
    expect(resultSummary('discount-50', { done: 2, skipped })).toBe(
      'Discounted 2 products. Skipped 9: Product is already discounted (#4, #6, #7, #8, #9 and 3 more); ' +
        'Product not found (#5).',
    );
  });
});

describe('stock input', () => {
  it('takes a whole number from 0 to the most a product may hold', () => {
    expect(stockProblem('0')).toBe('');
    expect(stockProblem(' 1000000 ')).toBe('');
    expect(stockProblem('')).toBe('Stock must be a whole number');
    expect(stockProblem('2.5')).toBe('Stock must be a whole number');
    expect(stockProblem('-1')).toBe('Stock must be a whole number');
    expect(stockProblem('1000001')).toBe('Stock must be at most 1000000');
  });
});
