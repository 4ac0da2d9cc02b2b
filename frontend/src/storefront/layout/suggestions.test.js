import { describe, expect, it } from 'vitest';
import { CLOSED, comboboxKeyDown, highlightParts, suggestible, suggestionOptions } from './suggestions';

const answer = {
  products: [
    { id: 3, name: 'Aurora X1', brand: 'Lumen', category: 'Smartphones', price: '899.00', imageUrl: '/a.svg' },
    { id: 8, name: 'Aurora Buds', brand: 'Lumen', category: 'Audio', price: '99.00', imageUrl: '/b.svg' },
  ],
  categories: [{ name: 'Audio', path: '/audio' }],
};

describe('suggestionOptions', () => {
  it('lists categories, then products, each with the path it opens', () => {
    const options = suggestionOptions(answer);
    expect(options.map((option) => [option.kind, option.label, option.path])).toEqual([
      ['category', 'Audio', '/audio'],
      ['product', 'Aurora X1', '/product/3'],
      ['product', 'Aurora Buds', '/product/8'],
    ]);
    expect(new Set(options.map((option) => option.key)).size).toBe(3);
    expect(options[1].product.price).toBe('899.00');
  });

  it('is empty without an answer or with empty lists', () => {
    expect(suggestionOptions(undefined)).toEqual([]);
    expect(suggestionOptions({ products: [], categories: [] })).toEqual([]);
  });
});

describe('suggestible', () => {
  it('starts at two characters, spaces not counted', () => {
    expect(suggestible('a')).toBe(false);
    expect(suggestible(' a ')).toBe(false);
    expect(suggestible('au')).toBe(true);
  });
});

describe('comboboxKeyDown', () => {
  const open = (active) => ({ open: true, active });

  it('ArrowDown opens on the first option, moves on and wraps to the first', () => {
    expect(comboboxKeyDown(CLOSED, 'ArrowDown', 3)).toEqual({ state: open(0), handled: true, effect: null });
    expect(comboboxKeyDown(open(-1), 'ArrowDown', 3).state).toEqual(open(0));
    expect(comboboxKeyDown(open(0), 'ArrowDown', 3).state).toEqual(open(1));
    expect(comboboxKeyDown(open(2), 'ArrowDown', 3).state).toEqual(open(0));
  });

  it('ArrowUp opens on the last option, moves back and wraps to the last', () => {
    expect(comboboxKeyDown(CLOSED, 'ArrowUp', 3).state).toEqual(open(2));
    expect(comboboxKeyDown(open(-1), 'ArrowUp', 3).state).toEqual(open(2));
    expect(comboboxKeyDown(open(2), 'ArrowUp', 3).state).toEqual(open(1));
    expect(comboboxKeyDown(open(0), 'ArrowUp', 3).state).toEqual(open(2));
  });

  it('arrows with nothing to show ask for suggestions and leave the caret to the browser', () => {
    expect(comboboxKeyDown(CLOSED, 'ArrowDown', 0)).toEqual({ state: open(-1), handled: false, effect: null });
  });

  it('Enter chooses the active option, else closes and lets the form have it', () => {
    expect(comboboxKeyDown(open(1), 'Enter', 3)).toEqual({ state: CLOSED, handled: true, effect: 'choose' });
    expect(comboboxKeyDown(open(-1), 'Enter', 3)).toEqual({ state: CLOSED, handled: false, effect: null });
    expect(comboboxKeyDown(CLOSED, 'Enter', 3)).toEqual({ state: CLOSED, handled: false, effect: null });
    // An index left over from a longer list is not chosen.
    expect(comboboxKeyDown(open(5), 'Enter', 3).effect).toBeNull();
  });

  it('Escape closes first, then clears', () => {
    expect(comboboxKeyDown(open(1), 'Escape', 3)).toEqual({ state: CLOSED, handled: true, effect: null });
    expect(comboboxKeyDown(CLOSED, 'Escape', 3)).toEqual({ state: CLOSED, handled: true, effect: 'clear' });
    expect(comboboxKeyDown(open(-1), 'Escape', 0).effect).toBe('clear');
  });

  it('Tab closes without taking the key; other keys change nothing', () => {
    expect(comboboxKeyDown(open(1), 'Tab', 3)).toEqual({ state: CLOSED, handled: false, effect: null });
    expect(comboboxKeyDown(open(1), 'a', 3)).toEqual({ state: open(1), handled: false, effect: null });
  });
});

describe('highlightParts', () => {
  it('marks the first case-insensitive occurrence', () => {
    expect(highlightParts('Aurora X1', 'ROR')).toEqual([
      { text: 'Au', match: false },
      { text: 'ror', match: true },
      { text: 'a X1', match: false },
    ]);
    expect(highlightParts('Aurora', 'aur')).toEqual([
      { text: 'Aur', match: true },
      { text: 'ora', match: false },
    ]);
  });

  it('keeps the text whole when it does not contain the query (a typo match)', () => {
    expect(highlightParts('Sennheiser', 'sennhiser')).toEqual([{ text: 'Sennheiser', match: false }]);
    expect(highlightParts('Sennheiser', '  ')).toEqual([{ text: 'Sennheiser', match: false }]);
  });
});
