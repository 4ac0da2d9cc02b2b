import { afterEach, describe, expect, it, vi } from 'vitest';
import { needsProof, proveWork, solutionPayload } from './proofOfWork';

// SHA-256 of "salt?expires=1&" + "42", as the server's challenge would state it.
const SALT = 'salt?expires=1&';

async function sha256Hex(text) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

function answer(body) {
  return Promise.resolve(
    new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }),
  );
}

afterEach(() => vi.restoreAllMocks());

describe('proof of work', () => {
  it('solves a required challenge into the payload the server checks', async () => {
    const challenge = {
      algorithm: 'SHA-256',
      challenge: await sha256Hex(`${SALT}42`),
      maxnumber: 1000,
      salt: SALT,
      signature: 'sig',
    };
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => answer({ required: true, challenge }));

    const payload = await proveWork();

    expect(JSON.parse(atob(payload))).toEqual({
      algorithm: 'SHA-256',
      challenge: challenge.challenge,
      number: 42,
      salt: SALT,
      signature: 'sig',
    });
  });

  it('does no work when the server does not ask for it', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
      answer({
        required: false,
        challenge: { algorithm: 'SHA-256', challenge: 'x', maxnumber: 10, salt: 's', signature: 'y' },
      }),
    );

    expect(await proveWork()).toBeNull();
  });

  it('recognises the refusal that asks for it', () => {
    expect(needsProof({ status: 400, body: { errors: { altcha: ['Please confirm you are not a robot.'] } } })).toBe(
      true,
    );
    expect(needsProof({ status: 400, body: { errors: { phone: ['x'] } } })).toBe(false);
    expect(needsProof({ status: 402, body: { message: 'declined' } })).toBe(false);
  });

  it('writes the payload as base64 JSON', () => {
    const payload = solutionPayload({ algorithm: 'SHA-256', challenge: 'c', salt: 's', signature: 'g' }, 7);
    expect(JSON.parse(atob(payload)).number).toBe(7);
  });
});
