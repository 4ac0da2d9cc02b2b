import { describe, expect, it } from 'vitest';
import { canImport, describeImport, describeProblems } from './productImport';

const answer = (changes) => ({ created: 0, updated: 0, unchanged: 0, errors: [], ...changes });

describe('the CSV import in words', () => {
  it('says what a check would do and what an import did', () => {
    const result = answer({ created: 2, updated: 1, unchanged: 5 });
    expect(describeImport(result, { checked: true })).toBe('2 to create, 1 to update, 5 unchanged.');
    expect(describeImport(result, { checked: false })).toBe('2 created, 1 updated, 5 unchanged.');
  });

  it('counts the problems that hold the import back', () => {
    expect(describeProblems([{}])).toBe('1 problem in the file: nothing will be imported until it is fixed.');
    expect(describeProblems([{}, {}])).toBe('2 problems in the file: nothing will be imported until they are fixed.');
  });

  it('offers the import only for a clean file that changes something', () => {
    expect(canImport(null)).toBe(false);
    expect(canImport(answer({ created: 1 }))).toBe(true);
    expect(canImport(answer({ updated: 1, errors: [{ row: 2, column: 'price', message: 'Price is required' }] }))).toBe(
      false,
    );
    expect(canImport(answer({ unchanged: 4 }))).toBe(false);
  });
});
