import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../test/fixtures';
import { attributeRows, comparable, valuesDiffer, visibleRows } from './specRows';

const a = makeProduct({
  brand: 'Lumen',
  model: 'LX-1',
  specifications: { Display: '6.1-inch OLED', Storage: '256 GB', Weight: '170 g' },
});
const b = makeProduct({
  brand: 'Lumen',
  model: 'LX-2',
  specifications: { Storage: '256  gb', Display: '6.7-inch OLED', Battery: '5000 mAh' },
});

describe('attribute rows', () => {
  it('lists brand, model and the union of specification keys in first-seen order', () => {
    const rows = attributeRows([a, b]);
    expect(rows.map((row) => row.name)).toEqual(['Brand', 'Model', 'Display', 'Storage', 'Weight', 'Battery']);
    expect(rows.find((row) => row.name === 'Battery').values).toEqual([null, '5000 mAh']);
  });

  it('marks rows whose values differ, ignoring case and spacing, a missing value counting as different', () => {
    const differs = Object.fromEntries(attributeRows([a, b]).map((row) => [row.name, row.differs]));
    expect(differs).toEqual({
      Brand: false,
      Model: true,
      Display: true,
      Storage: false,
      Weight: true,
      Battery: true,
    });
  });

  it('never marks a lone product, and leaves out rows no product has', () => {
    const rows = attributeRows([makeProduct({ model: '', specifications: { Color: ' ', RAM: '8 GB' } })]);
    expect(rows.map((row) => [row.name, row.differs])).toEqual([
      ['Brand', false],
      ['RAM', false],
    ]);
  });

  it('keeps a specification called like a fixed row apart from it', () => {
    const rows = attributeRows([makeProduct({ brand: 'Acme', specifications: { Brand: 'Acme Audio' } })]);
    expect(rows.map((row) => row.key)).toEqual(['product:brand', 'product:model', 'spec:Brand']);
  });

  it('shows only differing rows when asked', () => {
    const rows = attributeRows([a, b]);
    expect(visibleRows(rows, false)).toBe(rows);
    expect(visibleRows(rows, true).map((row) => row.name)).toEqual(['Model', 'Display', 'Weight', 'Battery']);
  });

  it('compares numbers and text alike', () => {
    expect(comparable(' 8  GB ')).toBe('8 gb');
    expect(comparable(8)).toBe('8');
    expect(comparable('')).toBeNull();
    expect(valuesDiffer([8, '8'])).toBe(false);
    expect(valuesDiffer(['8', null])).toBe(true);
    expect(valuesDiffer([null, null])).toBe(false);
  });
});
