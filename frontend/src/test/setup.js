import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { unmountHydratedRoots } from './hydrate';

afterEach(() => {
  unmountHydratedRoots();
  cleanup();
  window.localStorage.clear();
});
