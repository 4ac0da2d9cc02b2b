import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ScrollToTopOnNavigate from './ScrollToTopOnNavigate';

function renderAt(path) {
  const router = createMemoryRouter([{ path: '*', element: <ScrollToTopOnNavigate /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('ScrollToTopOnNavigate', () => {
  afterEach(() => vi.restoreAllMocks());

  it('leaves the first page where the browser or the shopper put it', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderAt('/audio');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('starts each next page at its top, not a change of its query', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const router = renderAt('/audio');
    await act(() => router.navigate('/audio?sort=price-asc'));
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate('/product/7'));
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 0);
  });
});
