import { describe, expect, it } from 'vitest';
import {
  parseWords,
  synonymInitialValues,
  synonymProblem,
  synonymRequest,
  synonymSchema,
  synonymText,
} from './synonymForm';

const problemOf = (text) => synonymProblem(parseWords(text));

describe('parseWords', () => {
  it('splits at commas and "=", trims, lower-cases, makes spaces single and drops empty entries', () => {
    expect(parseWords('Earphones = earbuds')).toEqual(['earphones', 'earbuds']);
    expect(parseWords(' TV,television ,, telly = ')).toEqual(['tv', 'television', 'telly']);
    expect(parseWords('smart   watch = smartwatch')).toEqual(['smart watch', 'smartwatch']);
    expect(parseWords('')).toEqual([]);
    expect(parseWords(undefined)).toEqual([]);
    expect(parseWords(' = , ')).toEqual([]);
  });
});

describe('synonymProblem', () => {
  it('accepts 2 to 10 words of 2 to 40 characters, none twice', () => {
    expect(problemOf('earphones = earbuds')).toBeNull();
    expect(problemOf('tv, ' + 'x'.repeat(40))).toBeNull();
    expect(problemOf(Array.from({ length: 10 }, (_, index) => `word${index}`).join(','))).toBeNull();
  });

  it('asks for the words, then for a second one', () => {
    expect(problemOf('  ')).toBe('Enter the words that mean the same, e.g. earphones = earbuds');
    expect(problemOf('earphones = ')).toBe('Add at least one more word, e.g. earphones = …');
  });

  it('refuses more than 10 words, a word too short or too long, and a word entered twice', () => {
    expect(problemOf(Array.from({ length: 11 }, (_, index) => `word${index}`).join(','))).toBe(
      'At most 10 words in a set (11 entered)',
    );
    expect(problemOf('tv = t')).toBe('"t" is too short: a word has 2 to 40 characters');
    expect(problemOf(`tv = ${'television'.repeat(5)}`)).toBe(
      '"televisiontelevision…" is too long (50 characters): a word has 2 to 40 characters',
    );
    expect(problemOf('TV = television, tv')).toBe('"tv" is entered twice');
  });
});

describe('the form', () => {
  it('validates the field with the same sentences', async () => {
    await expect(synonymSchema.validate({ words: 'tv = television' })).resolves.toBeTruthy();
    await expect(synonymSchema.validate({ words: 'tv' })).rejects.toThrow('Add at least one more word, e.g. tv = …');
  });

  it('starts empty, or with a search waiting for what it means', () => {
    expect(synonymInitialValues()).toEqual({ words: '' });
    expect(synonymInitialValues('earphones')).toEqual({ words: 'earphones = ' });
    expect(synonymInitialValues('usb-c, 65w')).toEqual({ words: 'usb-c 65w = ' });
  });

  it('sends the words as read, and shows a set with "="', () => {
    expect(synonymRequest({ words: 'Earphones = Earbuds ' })).toEqual({ words: ['earphones', 'earbuds'] });
    expect(synonymText(['earphones', 'earbuds', 'in-ear headphones'])).toBe('earphones = earbuds = in-ear headphones');
  });
});
