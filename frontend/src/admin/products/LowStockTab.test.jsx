import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page, requests } from '../../test/fakeApi';
import { CATALOG, makeProduct } from '../../test/fixtures';
import { renderAdmin } from '../../test/render';
import LowStockTab, { parseThreshold } from './LowStockTab';

const soldOut = makeProduct({ id: 4, name: 'Volt Buds', brand: 'Voltcart', model: 'VB-1', stock: 0 });
const lastTwo = makeProduct({ id: 5, name: 'Volt Watch', brand: 'Voltcart', model: 'VW-2', stock: 2 });

afterEach(() => vi.unstubAllGlobals());

function api(extra = []) {
  return mockApi([
    ...extra,
    ['GET', '/api/categories', CATALOG],
    ['GET', '/api/admin/reports/low-stock', page([soldOut, lastTwo])],
    ['GET', /\/api\/products\/\d+\/history$/, []],
  ]);
}

const reportUrls = (fetchMock) =>
  requests(fetchMock)
    .map((call) => call.url)
    .filter((url) => url.startsWith('/api/admin/reports/low-stock'));

describe('parseThreshold', () => {
  it('takes whole numbers from 0 to 1,000,000', () => {
    expect(parseThreshold(' 7 ')).toBe('7');
    expect(parseThreshold('007')).toBe('7');
    expect(parseThreshold('0')).toBe('0');
    expect(parseThreshold('1000000')).toBe('1000000');
  });
  it('refuses anything else', () => {
    ['', '-1', '2.5', 'five', '1000001'].forEach((text) => expect(parseThreshold(text), text).toBeNull());
  });
});

describe('LowStockTab', () => {
  it('lists the products at or under 5 units, lowest first, with a CSV link', async () => {
    const fetchMock = api();
    renderAdmin(<LowStockTab />);
    expect(await screen.findByText('Volt Buds')).toBeInTheDocument();
    expect(reportUrls(fetchMock)).toEqual(['/api/admin/reports/low-stock?threshold=5&limit=20&offset=0']);
    expect(screen.getByLabelText('Stock at or under')).toHaveValue(5);
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'Volt BudsVoltcart · VB-1',
      'Volt WatchVoltcart · VW-2',
    ]);
    const soldOutRow = within(screen.getByText('Volt Buds').closest('tr'));
    expect(soldOutRow.getByText('0 · Out of stock')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/admin/reports/low-stock?threshold=5&format=csv',
    );
  });

  it("starts at the server's threshold, the one its low-stock metric counts by", async () => {
    const fetchMock = api();
    renderAdmin(<LowStockTab />, { site: { testPayments: false, cardForm: 'shop', lowStockThreshold: 8 } });
    expect(await screen.findByText('Volt Buds')).toBeInTheDocument();
    expect(reportUrls(fetchMock)).toEqual(['/api/admin/reports/low-stock?threshold=8&limit=20&offset=0']);
    expect(screen.getByLabelText('Stock at or under')).toHaveValue(8);
  });

  it('changes the threshold in the URL, the table and the CSV link', async () => {
    const fetchMock = api();
    renderAdmin(<LowStockTab />);
    await screen.findByText('Volt Buds');
    const threshold = screen.getByLabelText('Stock at or under');
    await userEvent.clear(threshold);
    expect(screen.getByText('Enter a whole number of 0 or more.')).toBeInTheDocument();
    expect(threshold).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(threshold, '10');
    await waitFor(() =>
      expect(reportUrls(fetchMock).at(-1)).toBe('/api/admin/reports/low-stock?threshold=10&limit=20&offset=0'),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/admin?threshold=10');
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/admin/reports/low-stock?threshold=10&format=csv',
    );
    expect(screen.queryByText('Enter a whole number of 0 or more.')).toBeNull();
  });

  it('says when nothing runs low', async () => {
    mockApi([
      ['GET', '/api/categories', CATALOG],
      ['GET', '/api/admin/reports/low-stock', page([])],
    ]);
    renderAdmin(<LowStockTab />, { path: '/admin?threshold=0' });
    expect(await screen.findByText('No active product has 0 or fewer units.')).toBeInTheDocument();
  });

  it('restocks a product from the report, and the report refreshes', async () => {
    const fetchMock = api([['PUT', '/api/products/4', (url, body) => ({ ...soldOut, ...body })]]);
    renderAdmin(<LowStockTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Volt Buds' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Product' }));
    await userEvent.clear(dialog.getByLabelText('Stock'));
    await userEvent.type(dialog.getByLabelText('Stock'), '40');
    await userEvent.click(dialog.getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByText('Product updated successfully')).toBeInTheDocument();
    expect(requests(fetchMock).find((call) => call.method === 'PUT').body.stock).toBe(40);
    await waitFor(() => expect(reportUrls(fetchMock)).toHaveLength(2));
  });
});
