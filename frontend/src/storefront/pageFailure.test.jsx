import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { quietCaughtErrors } from '../test/failedChunk';
import { mockApi } from '../test/fakeApi';
import { CATALOG } from '../test/fixtures';
import { renderStorefront } from '../test/render';

vi.mock('./track/TrackPage', () => import('../test/failedChunk'));

afterEach(() => vi.restoreAllMocks());

describe('a page that cannot be shown', () => {
  it('says so inside the header and footer, and another page opens', async () => {
    quietCaughtErrors();
    mockApi([
      ['GET', '/api/categories', CATALOG],
      ['GET', '/api/featured-items/active', null],
      ['GET', '/api/products/home', []],
    ]);
    renderStorefront('/track');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This page could not be shown. Check your connection, then reload the page.',
    );
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
    expect(screen.getAllByRole('combobox', { name: 'Search products' })[0]).toBeInTheDocument();

    await userEvent.click(screen.getAllByRole('link', { name: /Voltcart/ })[0]);

    expect(await screen.findByRole('heading', { name: /Power up your/ })).toBeInTheDocument();
    expect(screen.queryByText(/This page could not be shown/)).not.toBeInTheDocument();
  });
});
