import { describe, expect, it } from 'vitest';
import { ORDERINGS, SEARCH_FIELDS } from '../../lib/serverConstants';
import { HOME_SEARCH_FIELDS } from '../home/searchQuery';
import { pageConfig } from './pageConfig';

// The standard page and the three that differ from it.
const CATEGORIES = ['Smartphones', 'Electric Scooters', 'Home Appliances', 'Tablets'];

describe('the pages’ sorts and searched fields', () => {
  it.each(CATEGORIES)('%s offers only orderings the API takes', (category) => {
    const sorts = pageConfig(category).sorts.map((sort) => sort.value);
    expect(sorts.filter((value) => !ORDERINGS.includes(value))).toEqual([]);
  });

  it.each(CATEGORIES)('%s searches only fields the API searches', (category) => {
    const fields = pageConfig(category).searchFields.split(',');
    expect(fields.filter((field) => !SEARCH_FIELDS.includes(field))).toEqual([]);
  });

  it('the home search searches only fields the API searches', () => {
    expect(HOME_SEARCH_FIELDS.split(',').filter((field) => !SEARCH_FIELDS.includes(field))).toEqual([]);
  });
});
