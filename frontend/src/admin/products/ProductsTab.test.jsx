import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page, requests, withStatus } from '../../test/fakeApi';
import { fakeFile, mockUploads, uploadAnswer } from '../../test/fakeXhr';
import { makeProduct } from '../../test/fixtures';
import { renderAdmin } from '../../test/render';
import ProductsTab from './ProductsTab';

const catalog = {
  categories: [
    { name: 'Smartphones', slug: 'smartphones', path: '/smartphones', subcategoryRequired: false },
    { name: 'Tablets', slug: 'tablets', path: '/tablets', subcategoryRequired: true },
  ],
};

const phone = makeProduct({
  id: 7,
  name: 'Pixel 9',
  description: 'A very capable phone with a bright display and an all-day battery life.',
  price: '799.00',
  category: 'Smartphones',
  brand: 'Google',
  features: ['Tensor G4'],
  specifications: { Storage: '128 GB' },
  stock: 4,
});

afterEach(() => vi.unstubAllGlobals());

function api(extra = []) {
  return mockApi([
    ...extra,
    ['GET', '/api/categories', catalog],
    ['GET', '/api/admin/products', page([phone])],
    ['GET', '/api/products/7/history', []],
  ]);
}

const lastCall = (fetchMock, method) =>
  requests(fetchMock)
    .filter((call) => call.method === method)
    .at(-1);

/** Opens the Add Product form and fills it: {label: value}; a select gets the option. */
async function fillNewProduct(fields) {
  await userEvent.click(await screen.findByRole('button', { name: 'Add Product' }));
  const dialog = within(screen.getByRole('dialog'));
  for (const [label, value] of Object.entries(fields)) {
    const control = dialog.getByLabelText(label);
    if (control.tagName === 'SELECT') {
      await userEvent.selectOptions(control, value);
    } else {
      await userEvent.clear(control);
      await userEvent.type(control, value);
    }
  }
  return dialog;
}

const requiredFields = {
  Name: 'iPad Air',
  Brand: 'Apple',
  Model: 'A2588',
  Description: 'Light and fast.',
  'Price ($)': '599.99',
  Category: 'Tablets',
  Features: ' M2 chip , Touch ID,',
  'Main image URL': '/static/products/tablets.svg',
};

describe('product list', () => {
  it('shows each product with a 50-character description preview', async () => {
    api();
    renderAdmin(<ProductsTab />);
    expect(await screen.findByText('Pixel 9')).toBeInTheDocument();
    expect(screen.getByText(`${phone.description.slice(0, 50)}...`)).toBeInTheDocument();
    expect(screen.getByText('$799.00')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Pixel 9 active' })).toHaveAttribute('aria-checked', 'true');
  });

  it('searches and filters on the server', async () => {
    const fetchMock = api();
    renderAdmin(<ProductsTab />);
    await screen.findByText('Pixel 9');
    await userEvent.type(screen.getByLabelText('Search products'), ' pixel ');
    await waitFor(() =>
      expect(lastCall(fetchMock, 'GET').url).toBe('/api/admin/products?search=pixel&limit=20&offset=0'),
    );
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Tablets');
    await waitFor(() =>
      expect(lastCall(fetchMock, 'GET').url).toBe(
        '/api/admin/products?search=pixel&category=Tablets&limit=20&offset=0',
      ),
    );
  });

  it('toggles active with a PUT that leaves stock to the server', async () => {
    const fetchMock = api([['PUT', '/api/products/7', (url, body) => ({ ...phone, ...body })]]);
    renderAdmin(<ProductsTab />);
    await userEvent.click(await screen.findByRole('switch', { name: 'Pixel 9 active' }));
    expect(await screen.findByText('Product updated successfully')).toBeInTheDocument();
    const { body } = lastCall(fetchMock, 'PUT');
    expect(body.isActive).toBe(false);
    expect(body).not.toHaveProperty('stock');
  });

  it('deletes after confirmation', async () => {
    const fetchMock = api([['DELETE', '/api/products/7', withStatus(204)]]);
    renderAdmin(<ProductsTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Pixel 9' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this product?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Product deleted successfully')).toBeInTheDocument();
    expect(lastCall(fetchMock, 'DELETE').url).toBe('/api/products/7');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does nothing when the confirmation is cancelled', async () => {
    const fetchMock = api();
    renderAdmin(<ProductsTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Pixel 9' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requests(fetchMock).some((call) => call.method === 'DELETE')).toBe(false);
  });

  it('shows the delete failure', async () => {
    api([['DELETE', '/api/products/7', withStatus(500)]]);
    renderAdmin(<ProductsTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Pixel 9' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete product');
  });

  it('applies the 50% discount after confirmation, and shows a refusal', async () => {
    const fetchMock = api([
      ['PATCH', '/api/products/7/discount-50', { ...phone, price: '399.50', originalPrice: '799.00' }],
    ]);
    renderAdmin(<ProductsTab />);
    await userEvent.click(await screen.findByRole('button', { name: '50% Off Pixel 9' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Apply 50% discount to "Pixel 9"?');
    await userEvent.click(screen.getByRole('button', { name: 'Apply 50% discount' }));
    expect(await screen.findByText('50% discount applied successfully')).toBeInTheDocument();
    expect(lastCall(fetchMock, 'PATCH').url).toBe('/api/products/7/discount-50');

    api([['PATCH', '/api/products/7/discount-50', withStatus(400, { message: 'Product is already discounted' })]]);
    await userEvent.click(screen.getByRole('button', { name: '50% Off Pixel 9' }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply 50% discount' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Product is already discounted'));
  });

  it('offers no discount on a product already on sale', async () => {
    mockApi([
      ['GET', '/api/categories', catalog],
      ['GET', '/api/admin/products', page([{ ...phone, originalPrice: '999.00' }])],
    ]);
    renderAdmin(<ProductsTab />);
    expect(await screen.findByRole('button', { name: '50% Off Pixel 9' })).toBeDisabled();
    expect(screen.getByText('$999.00').tagName).toBe('S');
  });
});

describe('product form', () => {
  it('shows the required-field messages for an empty form', async () => {
    const fetchMock = api();
    renderAdmin(<ProductsTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add Product' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Add Product' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Create Product' }));
    for (const message of [
      'Name is required',
      'Description is required',
      'Price is required',
      'Category is required',
      'Brand is required',
      'Model is required',
      'At least one feature is required',
      'Image is required',
    ]) {
      expect(await dialog.findByText(message)).toBeInTheDocument();
    }
    expect(dialog.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(dialog.getByLabelText('Name')).toHaveFocus());
    expect(requests(fetchMock).some((call) => call.method === 'POST')).toBe(false);
  });

  it('creates a product from every field', async () => {
    const fetchMock = api([['POST', '/api/products', withStatus(201, { ...phone, id: 8 })]]);
    renderAdmin(<ProductsTab />);
    const dialog = await fillNewProduct({
      ...requiredFields,
      Subcategory: 'iPad',
      Stock: '12',
      'Color options': 'Blue, Purple ,, Starlight',
      'Specification 1 name': 'Storage',
      'Specification 1 value': '128 GB',
    });
    await userEvent.click(dialog.getByRole('button', { name: 'Add specification' }));
    await userEvent.type(dialog.getByLabelText('Specification 2 name'), 'Display');
    await userEvent.type(dialog.getByLabelText('Specification 2 value'), '11 in');
    await userEvent.click(dialog.getByRole('button', { name: 'Create Product' }));

    expect(await screen.findByText('Product created successfully')).toBeInTheDocument();
    expect(lastCall(fetchMock, 'POST')).toEqual({
      method: 'POST',
      url: '/api/products',
      body: {
        name: 'iPad Air',
        description: 'Light and fast.',
        price: '599.99',
        originalPrice: null,
        category: 'Tablets',
        subcategory: 'iPad',
        brand: 'Apple',
        model: 'A2588',
        color: null,
        colorOptions: ['Blue', 'Purple', 'Starlight'],
        features: ['M2 chip', 'Touch ID'],
        specifications: { Storage: '128 GB', Display: '11 in' },
        imageUrl: '/static/products/tablets.svg',
        stock: 12,
        isActive: true,
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('fills the main image URL with an uploaded photo, which the new product then gets', async () => {
    const fetchMock = api([['POST', '/api/products', withStatus(201, { ...phone, id: 8 })]]);
    const sent = mockUploads();
    renderAdmin(<ProductsTab />);
    const { 'Main image URL': _typed, ...others } = requiredFields;
    const dialog = await fillNewProduct({ ...others, Subcategory: 'iPad' });
    await userEvent.upload(dialog.getByLabelText('Upload the main image'), fakeFile('ipad.jpg'));
    expect(dialog.getByRole('progressbar', { name: 'Uploading ipad.jpg' })).toBeInTheDocument();
    act(() => sent[0].respond(201, uploadAnswer('ipad')));
    await waitFor(() => expect(dialog.getByLabelText('Main image URL')).toHaveValue(uploadAnswer('ipad').url));
    expect(dialog.getByRole('img', { name: 'Preview of ipad.jpg' })).toBeInTheDocument();

    await userEvent.click(dialog.getByRole('button', { name: 'Create Product' }));
    expect(await screen.findByText('Product created successfully')).toBeInTheDocument();
    expect(lastCall(fetchMock, 'POST').body.imageUrl).toBe(uploadAnswer('ipad').url);
  });

  it('asks for a subcategory before saving a tablet', async () => {
    const fetchMock = api([]);
    renderAdmin(<ProductsTab />);
    const dialog = await fillNewProduct(requiredFields);
    await userEvent.click(dialog.getByRole('button', { name: 'Create Product' }));

    expect(await dialog.findByText('Subcategory is required')).toBeInTheDocument();
    expect(lastCall(fetchMock, 'POST')).toBeUndefined();
  });

  it("puts the server's field messages under their fields", async () => {
    const message = 'Image URL must start with http://, https:// or /';
    const refusal = { message, errors: { imageUrl: [message] } };
    api([['POST', '/api/products', withStatus(400, refusal)]]);
    renderAdmin(<ProductsTab />);
    const dialog = await fillNewProduct({ ...requiredFields, Subcategory: 'iPad' });
    await userEvent.click(dialog.getByRole('button', { name: 'Create Product' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(dialog.getByLabelText('Main image URL')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(dialog.getByLabelText('Main image URL')).toHaveFocus());
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('edits a product, prefilled from the list', async () => {
    const fetchMock = api([['PUT', '/api/products/7', (url, body) => ({ ...phone, ...body })]]);
    renderAdmin(<ProductsTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Pixel 9' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Product' }));
    expect(dialog.getByLabelText('Features')).toHaveValue('Tensor G4');
    expect(dialog.getByLabelText('Specification 1 name')).toHaveValue('Storage');
    await userEvent.clear(dialog.getByLabelText('Price ($)'));
    await userEvent.type(dialog.getByLabelText('Price ($)'), '749.00');
    await userEvent.click(dialog.getByRole('button', { name: 'Remove specification 1' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByText('Product updated successfully')).toBeInTheDocument();
    const put = lastCall(fetchMock, 'PUT');
    expect(put.url).toBe('/api/products/7');
    expect(put.body).toMatchObject({ price: '749.00', specifications: {}, features: ['Tensor G4'] });
    // Stock was not touched: the server keeps its live count (checkouts may have sold some meanwhile).
    expect(put.body).not.toHaveProperty('stock');
  });

  it("shows the product's history of price, stock and status changes", async () => {
    api([
      [
        'GET',
        '/api/products/7/history',
        [
          { at: '2026-11-23T10:00:00Z', actor: 'boss', kind: 'change', field: 'stock', from: '0', to: '4', note: '' },
          {
            at: '2026-11-22T10:00:00Z',
            actor: 'ada',
            kind: 'change',
            field: 'price',
            from: '899.00',
            to: '799.00',
            note: '',
          },
        ],
      ],
    ]);
    renderAdmin(<ProductsTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Pixel 9' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Product' }));
    const section = within(dialog.getByRole('region', { name: 'History' }));
    const entries = await section.findAllByRole('listitem');
    expect(entries[0]).toHaveTextContent('Stock: 0 → 4');
    expect(entries[0]).toHaveTextContent('boss');
    expect(entries[1]).toHaveTextContent('Price: $899.00 → $799.00');
  });

  it('shows the update failure and keeps the form open', async () => {
    api([['PUT', '/api/products/7', withStatus(500)]]);
    renderAdmin(<ProductsTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Pixel 9' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update product');
    expect(screen.getByRole('dialog', { name: 'Edit Product' })).toBeInTheDocument();
  });
});

describe('product images', () => {
  async function openImages(product, routes = []) {
    const fetchMock = mockApi([
      ['GET', '/api/categories', catalog],
      ['GET', '/api/admin/products', page([product])],
      ...routes,
    ]);
    renderAdmin(<ProductsTab />);
    await userEvent.click(await screen.findByRole('button', { name: `Images of ${product.name}` }));
    return { fetchMock, dialog: within(screen.getByRole('dialog', { name: 'Manage Images' })) };
  }

  it('refuses a blank main image URL, then changes the main image', async () => {
    const { fetchMock, dialog } = await openImages(phone, [
      ['PUT', '/api/products/7/image', (url, body) => ({ ...phone, imageUrl: body.imageURL })],
    ]);
    await userEvent.click(dialog.getByRole('button', { name: 'Update Image' }));
    expect(await dialog.findByText('Please enter a valid image URL.')).toBeInTheDocument();
    expect(dialog.getByLabelText('New main image URL')).toHaveAccessibleDescription('Please enter a valid image URL.');
    expect(requests(fetchMock).some((call) => call.method === 'PUT')).toBe(false);

    await userEvent.type(dialog.getByLabelText('New main image URL'), 'https://img.example.com/p9.png');
    await userEvent.click(dialog.getByRole('button', { name: 'Update Image' }));
    expect(await screen.findByText('Image Updated')).toBeInTheDocument();
    expect(lastCall(fetchMock, 'PUT').body).toEqual({ imageURL: 'https://img.example.com/p9.png' });
    expect(dialog.getByRole('img', { name: 'Pixel 9, main image' })).toHaveAttribute(
      'src',
      'https://img.example.com/p9.png',
    );
    expect(dialog.getByLabelText('New main image URL')).toHaveValue('');
  });

  it("shows the server's refusal of a main image URL at the field", async () => {
    const message = 'Please enter a valid image URL.';
    const { dialog } = await openImages(phone, [
      ['PUT', '/api/products/7/image', withStatus(400, { message, errors: { imageURL: [message] } })],
    ]);
    const field = dialog.getByLabelText('New main image URL');
    await userEvent.type(field, 'ftp://img.example.com/p9.png');
    await userEvent.click(dialog.getByRole('button', { name: 'Update Image' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Update Failed');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(message);
    expect(field).toHaveValue('ftp://img.example.com/p9.png');
    await waitFor(() => expect(field).toHaveFocus());
  });

  it('shows the main image failure', async () => {
    const { dialog } = await openImages(phone, [['PUT', '/api/products/7/image', withStatus(500)]]);
    await userEvent.type(dialog.getByLabelText('New main image URL'), '/static/x.png');
    await userEvent.click(dialog.getByRole('button', { name: 'Update Image' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Update Failed');
    expect(toast).toHaveTextContent('Failed to update product image. Please try again.');
  });

  it('adds extra images up to 4, then explains the limit', async () => {
    const three = { ...phone, imageUrls: ['/a.png', '/b.png', '/c.png'] };
    const { fetchMock, dialog } = await openImages(three, [
      ['POST', '/api/products/7/images', (url, body) => ({ ...three, imageUrls: [...three.imageUrls, body.imageURL] })],
    ]);
    expect(dialog.getByText('Extra images (3 of 4)')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Add Image' }));
    expect(await dialog.findByText('Please enter an image URL')).toBeInTheDocument();
    await userEvent.type(dialog.getByLabelText('Image URL'), '/d.png');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Image' }));
    expect(await screen.findByText('Image added successfully')).toBeInTheDocument();
    expect(lastCall(fetchMock, 'POST').body).toEqual({ imageURL: '/d.png' });
    expect(dialog.getByText('Maximum of 4 images reached. Remove an image to add a new one.')).toBeInTheDocument();
    expect(dialog.queryByLabelText('Image URL')).toBeNull();
  });

  it('removes an extra image by its position', async () => {
    const four = { ...phone, imageUrls: ['/a.png', '/b.png', '/c.png', '/d.png'] };
    const { fetchMock, dialog } = await openImages(four, [
      ['DELETE', '/api/products/7/images/1', { ...four, imageUrls: ['/a.png', '/c.png', '/d.png'] }],
    ]);
    await userEvent.click(dialog.getByRole('button', { name: 'Remove image 2' }));
    expect(await screen.findByText('Image removed successfully')).toBeInTheDocument();
    expect(lastCall(fetchMock, 'DELETE').url).toBe('/api/products/7/images/1');
    expect(dialog.getByLabelText('Image URL')).toBeInTheDocument();
  });

  it('shows add and remove failures', async () => {
    const four = { ...phone, imageUrls: ['/a.png', '/b.png', '/c.png', '/d.png'] };
    const { dialog } = await openImages(four, [['DELETE', '/api/products/7/images/0', withStatus(500)]]);
    await userEvent.click(dialog.getByRole('button', { name: 'Remove image 1' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to remove image');
  });
});

describe('product thumbnails', () => {
  it('show an uploaded photo at its smallest rendition, a pasted URL as it is', async () => {
    const photo = '/media/uploads/ab/photo.jpg';
    const uploaded = makeProduct({
      id: 8,
      name: 'Volt Cam',
      imageUrl: photo,
      imageRenditions: {
        [photo]: { 320: '/media/uploads/ab/photo-320.webp', 640: '/media/uploads/ab/photo-640.webp' },
      },
    });
    mockApi([
      ['GET', '/api/categories', catalog],
      ['GET', '/api/admin/products', page([phone, uploaded])],
    ]);
    const { container } = renderAdmin(<ProductsTab />);
    await screen.findByText('Volt Cam');
    expect([...container.querySelectorAll('.admin-product__thumb')].map((image) => image.getAttribute('src'))).toEqual([
      phone.imageUrl,
      '/media/uploads/ab/photo-320.webp',
    ]);
  });
});

describe('CSV import and export', () => {
  const csv = new File(['model,price\nA-1,9.99\n'], 'products.csv', { type: 'text/csv' });

  it('exports what the list shows, filters included', async () => {
    api();
    renderAdmin(<ProductsTab />, { path: '/admin/products?search=pixel&category=Smartphones' });
    expect(await screen.findByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/products/export.csv?search=pixel&category=Smartphones',
    );
  });

  it('checks the chosen file first, lists its problems by row and column, and imports nothing', async () => {
    const fetchMock = api([
      [
        'POST',
        '/api/admin/products/import',
        { created: 1, updated: 0, unchanged: 0, errors: [{ row: 3, column: 'price', message: 'Price is required' }] },
      ],
    ]);
    renderAdmin(<ProductsTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Import CSV' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Import products' }));
    await userEvent.upload(dialog.getByLabelText('CSV file'), csv);

    expect(await dialog.findByText('1 to create, 0 to update, 0 unchanged.')).toBeInTheDocument();
    expect(
      dialog.getByRole('heading', { name: '1 problem in the file: nothing will be imported until it is fixed.' }),
    ).toBeInTheDocument();
    expect(dialog.getByRole('row', { name: '3 price Price is required' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Import' })).toBeDisabled();
    const sent = lastCall(fetchMock, 'POST');
    expect(sent.url).toBe('/api/admin/products/import?dryRun=true');
    expect(sent.body.get('file').name).toBe('products.csv');
  });

  it('imports a clean file after its check and says what it did', async () => {
    const fetchMock = api([
      [
        'POST',
        '/api/admin/products/import',
        (url) => ({ created: 1, updated: 2, unchanged: url.endsWith('true') ? 4 : 5, errors: [] }),
      ],
    ]);
    renderAdmin(<ProductsTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Import CSV' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Import products' }));
    await userEvent.upload(dialog.getByLabelText('CSV file'), csv);
    await userEvent.click(await dialog.findByRole('button', { name: 'Import' }));

    expect(await dialog.findByText('Imported: 1 created, 2 updated, 5 unchanged.')).toBeInTheDocument();
    expect(lastCall(fetchMock, 'POST').url).toBe('/api/admin/products/import?dryRun=false');
    expect(dialog.getByRole('button', { name: 'Done' })).toBeInTheDocument();
  });

  it('says at the file why the server could not read it', async () => {
    const message = 'The file is not a CSV file in UTF-8';
    api([['POST', '/api/admin/products/import', withStatus(400, { message, errors: { file: [message] } })]]);
    renderAdmin(<ProductsTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Import CSV' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Import products' }));
    await userEvent.upload(dialog.getByLabelText('CSV file'), csv);

    expect(await dialog.findByText(message)).toBeInTheDocument();
    expect(dialog.getByLabelText('CSV file')).toHaveAccessibleDescription(message);
  });
});
