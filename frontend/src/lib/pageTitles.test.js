import { describe, expect, it } from 'vitest';
import { categoryTitle, productTitle, searchTitle, shortText } from './pageTitles';
import { shouldFocusHeading } from './usePageTitle';

describe('page titles (as web/spa.py writes them)', () => {
  it('names a product with its price, a category and a search', () => {
    expect(productTitle({ name: 'Galaxy S24', price: '1299.00' })).toBe('Galaxy S24 – $1,299.00 – Voltcart');
    expect(categoryTitle('Smart Home')).toBe('Smart Home – Voltcart');
    expect(searchTitle('oled tv')).toBe('Results for “oled tv” – Voltcart');
  });

  it('cuts a long search at a word boundary, like the server', () => {
    const query = 'a very long search text that somebody pasted into the box without thinking twice';
    expect(shortText(query, 60)).toBe('a very long search text that somebody pasted into the box…');
    expect(searchTitle(query)).toBe(
      'Results for “a very long search text that somebody pasted into the box…” – Voltcart',
    );
    expect(shortText('short', 60)).toBe('short');
  });
});

describe('shouldFocusHeading', () => {
  const button = document.createElement('button');
  const input = document.createElement('input');

  it('moves focus after a navigation to another page', () => {
    expect(shouldFocusHeading('/audio', '/product/3', button)).toBe(true);
    expect(shouldFocusHeading('/audio', '/product/3', document.body)).toBe(true);
  });

  it('leaves it on the first page, on a change of the same page, and while the shopper types', () => {
    expect(shouldFocusHeading(null, '/audio', document.body)).toBe(false);
    expect(shouldFocusHeading('/audio', '/audio', document.body)).toBe(false);
    expect(shouldFocusHeading('/audio', '/', input)).toBe(false);
  });
});
