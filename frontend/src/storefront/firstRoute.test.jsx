// Its own file: React.lazy keeps a loaded chunk for the whole module graph, so a product page rendered by an
// earlier test would hide whether the preload is what put the product in the first render.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../test/fakeApi';
import { CATALOG, makeProduct } from '../test/fixtures';
import { embeddedData, renderStorefront } from '../test/render';
import { preloadFirstRoute } from './StorefrontRoutes';

const phone = makeProduct({ id: 5, name: 'Pixel 8 Pro', category: 'Smartphones' });

describe('a product page opened directly', () => {
  it('shows the product in its first render, not its skeleton, once main.jsx preloaded its chunk', async () => {
    mockApi([]);
    await preloadFirstRoute('/product/5');
    renderStorefront('/product/5', {
      initialData: embeddedData({ '/api/categories': CATALOG, '/api/products/5': phone }),
    });
    expect(screen.getByRole('heading', { name: 'Pixel 8 Pro', level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('Loading product details...')).not.toBeInTheDocument();
  });
});
