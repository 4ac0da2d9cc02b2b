import { render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import OptionalPart from './OptionalPart';

afterEach(() => vi.restoreAllMocks());

describe('OptionalPart', () => {
  it('leaves the rest of the page up when its chunk fails to arrive', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the caught error
    const Unreachable = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));

    render(
      <main>
        <h1>Smartphones</h1>
        <OptionalPart>
          <Suspense fallback={<p>Loading the footer</p>}>
            <Unreachable />
          </Suspense>
        </OptionalPart>
      </main>,
    );

    expect(await screen.findByRole('heading', { name: 'Smartphones' })).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByText('Loading the footer')).not.toBeInTheDocument());
    expect(screen.getByRole('main')).toHaveTextContent(/^Smartphones$/);
  });

  it('shows its part when the chunk arrives', async () => {
    const Footer = lazy(() => Promise.resolve({ default: () => <footer>Help</footer> }));

    render(
      <OptionalPart>
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      </OptionalPart>,
    );

    expect(await screen.findByRole('contentinfo')).toHaveTextContent('Help');
  });
});
