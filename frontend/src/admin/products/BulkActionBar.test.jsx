import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchedUrls, mockApi, requests, withStatus } from '../../test/fakeApi';
import { makeProduct } from '../../test/fixtures';
import { renderAdmin } from '../../test/render';
import BulkActionBar from './BulkActionBar';
import { BULK_ACTIONS } from './bulkActions';
import ProductsTab from './ProductsTab';

const catalog = { categories: [{ name: 'Audio', slug: 'audio', path: '/audio', subcategoryRequired: false }] };
const products = ['Volt Buds', 'Volt Speaker', 'Volt Radio'].map((name, index) =>
  makeProduct({ id: 11 + index, name }),
);
// A first page of three out of 45 matching products.
const firstPage = { count: 45, next: '/api/admin/products?offset=20', previous: null, results: products };

afterEach(() => vi.unstubAllGlobals());

function api(bulkReply = { done: 3, skipped: [] }) {
  return mockApi([
    ['GET', '/api/categories', catalog],
    ['GET', '/api/admin/products', firstPage],
    ['POST', '/api/admin/products/bulk', bulkReply],
  ]);
}

const bulkRequests = (fetchMock) => requests(fetchMock).filter((call) => call.method === 'POST');
const bar = () => within(screen.getByRole('region', { name: 'Bulk actions' }));

async function apply(action, { stock } = {}) {
  await userEvent.selectOptions(bar().getByLabelText('Bulk action'), action);
  if (stock !== undefined) await userEvent.type(bar().getByLabelText('New stock'), stock);
  await userEvent.click(bar().getByRole('button', { name: 'Apply' }));
}

describe('bulk actions on the product list', () => {
  it('selects products by their labelled checkboxes, confirms with the count, and reports the result', async () => {
    const fetchMock = api({ done: 2, skipped: [{ id: 13, reason: 'Already inactive' }] });
    renderAdmin(<ProductsTab />);
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
    for (const name of ['Volt Buds', 'Volt Speaker', 'Volt Radio']) {
      await userEvent.click(await screen.findByRole('checkbox', { name: `Select ${name}` }));
    }
    expect(bar().getByText('3 products selected.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select every product on this page' })).toBeChecked();

    await apply('Deactivate');
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.getByText('Deactivate 3 products?')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Deactivate' }));

    expect(await screen.findByText('Deactivated 2 products. Skipped 1: Already inactive (#13).')).toHaveAttribute(
      'role',
      'status',
    );
    expect(bulkRequests(fetchMock)).toEqual([
      { method: 'POST', url: '/api/admin/products/bulk', body: { ids: [11, 12, 13], action: 'deactivate' } },
    ]);
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select Volt Buds' })).not.toBeChecked();
    // The list is read again (productChange): the answer shows what the action changed.
    await waitFor(() => expect(fetchedUrls(fetchMock, '/api/admin/products')).toHaveLength(2));
  });

  it('a new filter clears the selection', async () => {
    api();
    renderAdmin(<ProductsTab />);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Volt Buds' }));
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Audio');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument());
  });

  it('selects the page with the header checkbox, then every matching product, and sends the filter', async () => {
    const fetchMock = api({ done: 45, skipped: [] });
    renderAdmin(<ProductsTab />, { path: '/admin?search=volt&category=Audio' });
    const header = await screen.findByRole('checkbox', { name: 'Select every product on this page' });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Volt Buds' }));
    expect(header).toBePartiallyChecked();
    await userEvent.click(header);
    expect(bar().getByText('3 products selected.')).toBeInTheDocument();

    await userEvent.click(bar().getByRole('button', { name: 'Select all 45 products matching' }));
    expect(bar().getByText('All 45 products matching the filter are selected.')).toBeInTheDocument();
    await apply('Apply 50% discount');
    expect(screen.getByRole('dialog')).toHaveTextContent(
      'Apply the 50% discount to 45 products (every product matching the current filter)?',
    );
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Apply 50% discount' }));

    expect(await screen.findByText('Discounted 45 products.')).toBeInTheDocument();
    expect(bulkRequests(fetchMock).at(-1).body).toEqual({
      filter: { search: 'volt', category: 'Audio' },
      action: 'discount-50',
    });
  });

  it('asks for a whole number before setting the stock', async () => {
    const fetchMock = api({ done: 1, skipped: [] });
    renderAdmin(<ProductsTab />);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Volt Radio' }));
    await apply('Set stock', { stock: '2.5' });
    expect(bar().getByLabelText('New stock')).toHaveAccessibleDescription('Stock must be a whole number');
    expect(bar().getByLabelText('New stock')).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.clear(bar().getByLabelText('New stock'));
    await userEvent.type(bar().getByLabelText('New stock'), '40');
    await userEvent.click(bar().getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Set the stock of 1 product to 40?');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Set stock' }));
    expect(await screen.findByText('Set the stock of 1 product to 40.')).toBeInTheDocument();
    expect(bulkRequests(fetchMock).at(-1).body).toEqual({ ids: [13], action: 'set-stock', value: 40 });
  });

  it('keeps the selection and shows the refusal when the server refuses', async () => {
    api(withStatus(403, { message: 'Your role does not allow this' }));
    renderAdmin(<ProductsTab />);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Volt Buds' }));
    await apply('Delete');
    expect(screen.getByRole('dialog')).toHaveTextContent('Delete 1 product?');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Your role does not allow this'));
    expect(bar().getByText('1 product selected.')).toBeInTheDocument();
  });

  it('cancelling the confirmation sends nothing, and Clear selection empties it', async () => {
    const fetchMock = api();
    renderAdmin(<ProductsTab />);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Volt Buds' }));
    await apply('Activate');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(bulkRequests(fetchMock)).toEqual([]);
    await userEvent.click(bar().getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
  });
});

it('offers only the actions it is given (a role that may not delete)', async () => {
  const bulk = { selection: { ids: [11] }, pageIds: [11], count: 1, capped: false, clear: vi.fn() };
  const allowed = BULK_ACTIONS.filter((action) => action.value !== 'delete');
  renderAdmin(<BulkActionBar bulk={bulk} actions={allowed} />);
  const options = within(await screen.findByLabelText('Bulk action')).getAllByRole('option');
  expect(options.map((option) => option.textContent)).toEqual([
    'Activate',
    'Deactivate',
    'Apply 50% discount',
    'Set stock',
  ]);
});
