// The synonym form's reading, rules and request (pure; unit-tested). The server decides again; these only spare
// a round trip for what it would refuse.
import * as Yup from 'yup';
import {
  SYNONYM_WORD_MAX_LENGTH as WORD_LENGTH_MAX,
  SYNONYM_WORD_MIN_LENGTH as WORD_LENGTH_MIN,
  SYNONYM_WORDS_MAX as WORDS_MAX,
  SYNONYM_WORDS_MIN as WORDS_MIN,
} from '../../lib/serverFormConstants';

// What the words are typed with and shown with.
const SEPARATORS = /[,=]/;
export const SHOWN_SEPARATOR = ' = ';

/**
 * "Earphones = earbuds,  ear  pods ," -> ["earphones", "earbuds", "ear pods"]: split at commas and "=", each word
 * trimmed, its spaces made single and lower-cased as the server stores it; empty entries dropped.
 */
export function parseWords(text) {
  return (text ?? '')
    .split(SEPARATORS)
    .map((word) => word.trim().replace(/\s+/g, ' ').toLowerCase())
    .filter(Boolean);
}

/** ["earphones", "earbuds"] -> "earphones = earbuds". */
export const synonymText = (words) => words.join(SHOWN_SEPARATOR);

const shortened = (word) => (word.length > 20 ? `${word.slice(0, 20)}…` : word);
const LENGTHS = `a word has ${WORD_LENGTH_MIN} to ${WORD_LENGTH_MAX} characters`;

/** What is wrong with a set of `words` (parseWords'), as the sentence the field shows; null when nothing is. */
export function synonymProblem(words) {
  if (words.length < WORDS_MIN) {
    return words.length === 0
      ? 'Enter the words that mean the same, e.g. earphones = earbuds'
      : `Add at least one more word, e.g. ${words[0]} = …`;
  }
  if (words.length > WORDS_MAX) return `At most ${WORDS_MAX} words in a set (${words.length} entered)`;
  const short = words.find((word) => word.length < WORD_LENGTH_MIN);
  if (short) return `"${short}" is too short: ${LENGTHS}`;
  const long = words.find((word) => word.length > WORD_LENGTH_MAX);
  if (long) return `"${shortened(long)}" is too long (${long.length} characters): ${LENGTHS}`;
  const twice = words.find((word, index) => words.indexOf(word) !== index);
  if (twice) return `"${twice}" is entered twice`;
  return null;
}

export const synonymSchema = Yup.object({
  words: Yup.string().test('synonyms', function check(text) {
    const problem = synonymProblem(parseWords(text));
    return problem ? this.createError({ message: problem }) : true;
  }),
});

/** The form's first values: empty, or `first` (a search that found nothing) waiting for what it means. */
export function synonymInitialValues(first) {
  return { words: first ? `${parseWords(first).join(' ')}${SHOWN_SEPARATOR}` : '' };
}

/** The request body, {words}, from the form's values. */
export function synonymRequest(values) {
  return { words: parseWords(values.words) };
}
