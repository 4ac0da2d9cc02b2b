import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page, requests, withStatus } from '../../test/fakeApi';
import { renderAdmin } from '../../test/render';
import FeaturedTab from './FeaturedTab';

const active = {
  id: 1,
  productId: 7,
  productName: 'Pixel 9',
  title: 'Meet Pixel 9',
  subtitle: 'The AI phone',
  buttonText: 'Shop Now',
  buttonLink: '/smartphones',
  isActive: true,
  createdAt: '2025-01-01T00:00:00Z',
};
const orphan = { ...active, id: 2, productId: 99, productName: null, title: 'Old promo', isActive: false };
const products = page([
  { id: 7, name: 'Pixel 9', brand: 'Google' },
  { id: 8, name: 'Galaxy S24', brand: 'Samsung' },
]);

afterEach(() => vi.unstubAllGlobals());

const cardOf = (title) => within(screen.getByRole('heading', { name: title }).closest('li'));

describe('FeaturedTab', () => {
  it('shows the loading text, then the empty text', async () => {
    mockApi([['GET', '/api/featured-items', []]]);
    renderAdmin(<FeaturedTab />);
    expect(screen.getByText('Loading featured items...')).toBeInTheDocument();
    expect(await screen.findByText('No featured items yet. Create your first one!')).toBeInTheDocument();
  });

  it('shows each item with its product, button and badge; activate only when inactive', async () => {
    mockApi([['GET', '/api/featured-items', [active, orphan]]]);
    renderAdmin(<FeaturedTab />);
    const card = cardOf(await screen.findByText('Meet Pixel 9').then((el) => el.textContent));
    expect(card.getByText('The AI phone')).toBeInTheDocument();
    expect(card.getByText('Active')).toBeInTheDocument();
    expect(card.getByText('Pixel 9')).toBeInTheDocument();
    expect(card.getByText(/Shop Now/)).toBeInTheDocument();
    expect(card.getByText(/\/smartphones/)).toBeInTheDocument();
    expect(card.queryByRole('button', { name: /Activate/ })).toBeNull();
    const other = cardOf('Old promo');
    expect(other.getByText('Product #99')).toBeInTheDocument();
    expect(other.queryByText('Active')).toBeNull();
    expect(other.getByRole('button', { name: 'Activate Old promo' })).toBeInTheDocument();
  });

  it('activates an item and refetches the lists and the home banner', async () => {
    const fetchMock = mockApi([
      ['GET', '/api/featured-items', [active, orphan]],
      ['PATCH', '/api/admin/featured-items/2/activate', { ...orphan, isActive: true }],
    ]);
    renderAdmin(<FeaturedTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Activate Old promo' }));
    expect(await screen.findByText('Featured item activated successfully')).toBeInTheDocument();
    expect(screen.getByText('Success')).toBeInTheDocument();
    await waitFor(() => expect(requests(fetchMock).filter((c) => c.url === '/api/featured-items')).toHaveLength(2));
  });

  it('creates an item from the dialog', async () => {
    const fetchMock = mockApi([
      ['GET', '/api/featured-items', []],
      ['GET', '/api/admin/products', products],
      ['POST', '/api/admin/featured-items', withStatus(201, { ...active, id: 3 })],
    ]);
    renderAdmin(<FeaturedTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add Featured Item' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Create Featured Item' }));
    const select = dialog.getByLabelText('Product');
    await waitFor(() =>
      expect([...select.options].map((o) => o.textContent)).toEqual([
        'Select a product',
        'Pixel 9 - Google',
        'Galaxy S24 - Samsung',
      ]),
    );
    expect(dialog.getByLabelText('Button Text')).toHaveAttribute('placeholder', 'Shop Now');
    expect(dialog.getByLabelText('Button Link')).toHaveAttribute('placeholder', '/smartphones');
    expect(dialog.getByLabelText(/Active/)).not.toBeChecked();
    expect(dialog.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();

    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    expect(await dialog.findByText('Title is required')).toBeInTheDocument();

    await userEvent.selectOptions(select, 'Galaxy S24 - Samsung');
    await userEvent.type(dialog.getByLabelText('Title'), 'Galaxy days');
    await userEvent.type(dialog.getByLabelText('Subtitle'), 'Save big');
    await userEvent.type(dialog.getByLabelText('Button Text'), 'Shop Now');
    await userEvent.type(dialog.getByLabelText('Button Link'), '/smartphones');
    await userEvent.click(dialog.getByLabelText(/Active/));
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Featured item created successfully')).toBeInTheDocument();
    expect(requests(fetchMock).find((c) => c.method === 'POST').body).toEqual({
      productId: 8,
      title: 'Galaxy days',
      subtitle: 'Save big',
      buttonText: 'Shop Now',
      buttonLink: '/smartphones',
      isActive: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests(fetchMock).some((c) => c.url === '/api/featured-items/active')).toBe(false); // not mounted here
  });

  it('searches the product select on the server', async () => {
    const fetchMock = mockApi([
      ['GET', '/api/featured-items', []],
      ['GET', '/api/admin/products', products],
    ]);
    renderAdmin(<FeaturedTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add Featured Item' }));
    await userEvent.type(screen.getByLabelText('Find a product'), 'galaxy{Enter}');
    await waitFor(() => expect(requests(fetchMock).at(-1).url).toBe('/api/admin/products?search=galaxy&limit=50'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('edits an item, keeping a product that is not in the search results', async () => {
    const fetchMock = mockApi([
      ['GET', '/api/featured-items', [orphan]],
      ['GET', '/api/admin/products', products],
      ['PUT', '/api/admin/featured-items/2', (url, body) => ({ ...orphan, ...body })],
    ]);
    renderAdmin(<FeaturedTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Old promo' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Featured Item' }));
    expect(dialog.getByLabelText('Product')).toHaveValue('99');
    expect(dialog.getByLabelText('Title')).toHaveValue('Old promo');
    await userEvent.clear(dialog.getByLabelText('Title'));
    await userEvent.type(dialog.getByLabelText('Title'), 'New promo');
    await userEvent.click(dialog.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Featured item updated successfully')).toBeInTheDocument();
    expect(requests(fetchMock).find((c) => c.method === 'PUT').body).toMatchObject({
      productId: 99,
      title: 'New promo',
      isActive: false,
    });
  });

  it('deletes an item after confirmation, and shows failures as Error toasts', async () => {
    const fetchMock = mockApi([
      ['GET', '/api/featured-items', [active]],
      ['DELETE', '/api/admin/featured-items/1', withStatus(204)],
    ]);
    renderAdmin(<FeaturedTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Meet Pixel 9' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Featured item deleted successfully')).toBeInTheDocument();
    expect(requests(fetchMock).some((c) => c.method === 'DELETE' && c.url === '/api/admin/featured-items/1')).toBe(
      true,
    );

    mockApi([
      ['GET', '/api/featured-items', [active]],
      ['DELETE', '/api/admin/featured-items/1', withStatus(403, { message: 'Forbidden' })],
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Meet Pixel 9' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent('Forbidden');
  });
});
