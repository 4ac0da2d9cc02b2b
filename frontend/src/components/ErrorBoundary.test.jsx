import { render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { quietCaughtErrors } from '../test/failedChunk';
import ErrorBoundary from './ErrorBoundary';

afterEach(() => vi.restoreAllMocks());

describe('ErrorBoundary', () => {
  it('leaves the rest of the page up when its chunk fails to arrive', async () => {
    quietCaughtErrors();
    const Unreachable = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));

    render(
      <main>
        <h1>Smartphones</h1>
        <ErrorBoundary>
          <Suspense fallback={<p>Loading the footer</p>}>
            <Unreachable />
          </Suspense>
        </ErrorBoundary>
      </main>,
    );

    expect(await screen.findByRole('heading', { name: 'Smartphones' })).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByText('Loading the footer')).not.toBeInTheDocument());
    expect(screen.getByRole('main')).toHaveTextContent(/^Smartphones$/);
  });

  it('shows its part when the chunk arrives', async () => {
    const Footer = lazy(() => Promise.resolve({ default: () => <footer>Help</footer> }));

    render(
      <ErrorBoundary>
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      </ErrorBoundary>,
    );

    expect(await screen.findByRole('contentinfo')).toHaveTextContent('Help');
  });

  it('shows its fallback instead, and tries again when its reset key changes', async () => {
    quietCaughtErrors();
    const Broken = () => {
      throw new Error('no code');
    };
    const page = (path, Page) => (
      <ErrorBoundary resetKey={path} fallback={<p role="alert">This page could not be shown.</p>}>
        <Page />
      </ErrorBoundary>
    );

    const { rerender } = render(page('/product/3', Broken));
    expect(screen.getByRole('alert')).toHaveTextContent('This page could not be shown.');

    rerender(page('/product/3', () => <h1>Aurora X1</h1>));
    expect(screen.getByRole('alert')).toBeInTheDocument(); // the same page stays failed

    rerender(page('/audio', () => <h1>Audio</h1>));
    expect(screen.getByRole('heading', { name: 'Audio' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
