// A lazy module whose code fails as a chunk that did not arrive does, for vi.mock:
//   vi.mock('./admin/AdminApp', () => import('../test/failedChunk'));
// React reports the error it catches on the console; the tests that use this silence it (quietCaughtErrors).
import { vi } from 'vitest';

export default function FailedChunk() {
  throw new TypeError('Failed to fetch dynamically imported module');
}

/** Silences React's report of an error a boundary caught, for the test that calls it. */
export function quietCaughtErrors() {
  vi.spyOn(console, 'error').mockImplementation(() => {});
}
