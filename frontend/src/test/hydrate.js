import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';

const roots = [];

/** hydrateRoot for a test, inside act: the root is unmounted after the test (setup.js), as testing-library's
 * cleanup does for its own renders. One left mounted kept React's scheduler working after its test file's
 * environment was gone ("window is not defined", now and then on a loaded machine). */
export async function hydrateInTest(container, element, options) {
  await act(async () => {
    roots.push(hydrateRoot(container, element, options));
  });
}

export function unmountHydratedRoots() {
  act(() => roots.splice(0).forEach((root) => root.unmount()));
}
