// Card testing (the server's orders/card_testing.py): after 3 declined cards from this browser or its address within
// an hour, checkout needs an ALTCHA proof of work. The browser solves it in the background; a person never sees it.
import { apiRequest } from '../api/client';

export const CHALLENGE_URL = '/api/orders/challenge';

/** The base64 payload the server checks, from a challenge and the number that solves it. */
export function solutionPayload({ algorithm, challenge, salt, signature }, number) {
  return btoa(JSON.stringify({ algorithm, challenge, number, salt, signature }));
}

/** Whether a failed checkout asks for a proof of work: the server's 400 names the `altcha` field. */
export const needsProof = (error) => Boolean(error?.status === 400 && error.body?.errors?.altcha);

/**
 * A solved challenge when this browser must prove work (or `always`), else null. altcha-lib is loaded only then,
 * so a shopper whose card was never declined downloads none of it.
 */
export async function proveWork({ always = false } = {}) {
  const { required, challenge } = await apiRequest('GET', CHALLENGE_URL, undefined, { fresh: true });
  if (!required && !always) return null;
  const { solveChallenge } = await import('altcha-lib/v1');
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber)
    .promise;
  return solution ? solutionPayload(challenge, solution.number) : null;
}
