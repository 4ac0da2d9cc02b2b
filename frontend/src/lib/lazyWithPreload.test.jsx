import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyWithPreload } from './lazyWithPreload';

const page = () => Promise.resolve({ default: () => <p>Product page</p> });

function show(Component) {
  render(
    <Suspense fallback={<p>Loading…</p>}>
      <Component />
    </Suspense>,
  );
}

describe('lazyWithPreload', () => {
  it('shows the fallback first while the chunk has not been asked for', async () => {
    show(lazyWithPreload(page));
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByText('Product page')).toBeInTheDocument();
  });

  it('renders the content in the first render once preloaded', async () => {
    const Component = lazyWithPreload(page);
    await Component.preload();
    show(Component);
    expect(screen.getByText('Product page')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });
});
