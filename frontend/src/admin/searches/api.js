// The Searches tab's synonym requests and what each write makes stale.
import useSWR from 'swr';
import { apiRequest } from '../../api/client';

export const SYNONYMS_URL = '/api/admin/search-synonyms';
const synonymUrl = (id) => `${SYNONYMS_URL}/${id}`;

/** The synonym sets, [{id, words}], ordered by their first word. */
export function useSynonyms() {
  return useSWR(SYNONYMS_URL);
}

/** POST {words}: answers the set as stored (trimmed, lower-case), or a 400 with `errors.words`. */
export const addSynonyms = {
  request: (body) => apiRequest('POST', SYNONYMS_URL, body),
  invalidates: [SYNONYMS_URL],
};

/** A set someone else removed already (404) is gone as asked: the list is read again either way. */
export const removeSynonyms = {
  request: (id) =>
    apiRequest('DELETE', synonymUrl(id)).catch((error) => {
      if (error.status !== 404) throw error;
      return null;
    }),
  invalidates: [SYNONYMS_URL],
};
