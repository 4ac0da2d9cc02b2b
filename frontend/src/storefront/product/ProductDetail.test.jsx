import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CART_STORAGE_KEY } from '../../lib/cart/cartRules';
import { mockApi, withStatus } from '../../test/fakeApi';
import { CATALOG, makeProduct } from '../../test/fixtures';
import { embeddedData, renderStorefront } from '../../test/render';

const phone = makeProduct({
  id: 5,
  name: 'Pixel 8 Pro',
  category: 'Smartphones',
  price: '899.00',
  originalPrice: '999.00',
  colorOptions: ['Blue', 'Plaid'],
  features: ['Tensor G3', '7 years of updates'],
  specifications: { Display: '6.7-inch', Storage: '128 GB' },
  imageUrl: '/front.svg',
  imageUrls: ['/back.svg'],
  stock: 3,
});

function detailApi(product = phone) {
  return mockApi([
    ['GET', '/api/categories', CATALOG],
    [
      'GET',
      /\/api\/products\/\d+$/,
      (url) => (url.endsWith(`/${product.id}`) ? product : withStatus(404, { message: 'Product not found' })),
    ],
  ]);
}

describe('product detail', () => {
  it('shows loading, then breadcrumb, back link, badges, price, features and specifications', async () => {
    detailApi();
    renderStorefront('/products/5');
    expect(screen.getByText('Loading product details...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Pixel 8 Pro', level: 1 })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Store' })).toHaveAttribute('href', '/');
    expect(await within(breadcrumb).findByRole('link', { name: 'Smartphones' })).toHaveAttribute(
      'href',
      '/smartphones',
    );
    expect(screen.getByRole('link', { name: /Back to Smartphones/ })).toHaveAttribute('href', '/smartphones');
    expect(screen.getByText('SALE!')).toBeInTheDocument();
    expect(screen.getByText('Low Stock - Only 3 left!')).toBeInTheDocument();
    expect(screen.getByText('$899.00')).toBeInTheDocument();
    expect(screen.getByText('$999.00').closest('s')).not.toBeNull();
    expect(screen.getByText('Tensor G3')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Storage 128 GB' })).toBeInTheDocument();
  });

  it('cycles the gallery with wraparound', async () => {
    const user = userEvent.setup();
    detailApi();
    renderStorefront('/product/5');
    const main = await screen.findByAltText('Pixel 8 Pro, image 1 of 2');
    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(main).toHaveAttribute('src', '/back.svg');
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(main).toHaveAttribute('src', '/front.svg');
  });

  it('colours swatches from the catalogue, gray for an unknown colour', async () => {
    detailApi();
    renderStorefront('/product/5');
    const blue = await screen.findByRole('radio', { name: 'Blue' });
    const dot = (radio) => radio.nextElementSibling.style.backgroundColor;
    expect(dot(blue)).toBe('rgb(30, 102, 208)');
    expect(dot(screen.getByRole('radio', { name: 'Plaid' }))).toBe('rgb(128, 128, 128)');
  });

  it('requires a colour for a smartphone, then adds the coloured line', async () => {
    const user = userEvent.setup();
    detailApi();
    renderStorefront('/product/5');
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Color Required')).toBeInTheDocument();
    expect(screen.getByText('Please select a color for this smartphone before adding to cart')).toBeInTheDocument();
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBeNull(); // nothing added, nothing written

    await user.click(screen.getByRole('radio', { name: 'Blue' }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Added to Cart')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY))).toEqual([
      { productId: 5, quantity: 1, price: 899, selectedColor: 'Blue' },
    ]);
    expect(screen.getByRole('button', { name: 'Shopping cart, 1 item' })).toBeInTheDocument();
  });

  it('disables Add at the stock limit and says why', async () => {
    const user = userEvent.setup();
    detailApi(makeProduct({ id: 8, name: 'Speaker', stock: 2 }));
    renderStorefront('/product/8');
    expect(await screen.findByText('Low Stock - Only 2 left!')).toBeInTheDocument();
    const add = screen.getByRole('button', { name: 'Add to Cart' });
    await user.click(add);
    expect(add).toBeEnabled();
    await user.click(add);
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('Only 2 in stock, and your cart already holds all of them.');
    expect(screen.queryByText('Unable to add item to cart. Please try again.')).not.toBeInTheDocument();
  });

  it('marks the swatches invalid when Add is pressed without a colour, until one is chosen', async () => {
    const user = userEvent.setup();
    detailApi();
    renderStorefront('/product/5');
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    const swatches = screen.getByRole('radiogroup');
    expect(swatches).toHaveAttribute('aria-invalid', 'true');
    expect(swatches).toHaveAccessibleDescription('Please select a color');
    expect(screen.getByRole('radio', { name: 'Blue' })).toHaveFocus();
    await user.click(screen.getByRole('radio', { name: 'Plaid' }));
    expect(swatches).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Please select a color')).not.toBeInTheDocument();
  });

  it('takes the title of the server and focuses its heading after a client navigation', async () => {
    const user = userEvent.setup();
    detailApi();
    renderStorefront('/product/404');
    const home = await screen.findByRole('link', { name: 'Back to Home' });
    // The title is set in an effect, which may run after the heading shows.
    await waitFor(() => expect(document.title).toBe('Product Not Found – Voltcart'));
    // The first page of the visit leaves focus where the browser put it.
    expect(screen.getByRole('heading', { name: 'Product Not Found' })).not.toHaveFocus();
    mockApi([
      ['GET', '/api/categories', CATALOG],
      ['GET', '/api/featured-items/active', null],
      ['GET', '/api/products/home', []],
    ]);
    await user.click(home);
    const heading = await screen.findByRole('heading', { name: 'Power up your everyday', level: 1 });
    await waitFor(() => expect(document.title).toBe('Voltcart – Consumer Electronics'));
    expect(heading).toHaveFocus();
  });

  it('shows In Stock above 10', async () => {
    detailApi(makeProduct({ id: 11, name: 'Router', stock: 11 }));
    renderStorefront('/product/11');
    expect(await screen.findByText('In Stock')).toBeInTheDocument();
    expect(screen.queryByText(/Low Stock/)).not.toBeInTheDocument();
  });

  it('shows Out of Stock and disables Add to Cart at 0', async () => {
    detailApi(makeProduct({ id: 9, name: 'Hub', stock: 0 }));
    renderStorefront('/product/9');
    expect(await screen.findByRole('button', { name: 'Out of Stock' })).toBeDisabled();
    expect(screen.getAllByText('Out of Stock')).toHaveLength(2);
  });

  it('shows Product Not Found with a link home', async () => {
    detailApi();
    renderStorefront('/product/404');
    expect(await screen.findByRole('heading', { name: 'Product Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});

describe('product detail first screen and loading', () => {
  it('renders from the product the server embedded, without an API call', async () => {
    const fetchMock = mockApi([]);
    renderStorefront('/product/5', {
      initialData: embeddedData({ '/api/categories': CATALOG, '/api/products/5': phone }),
    });
    expect(await screen.findByRole('heading', { name: 'Pixel 8 Pro', level: 1 })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a skeleton of the page, gallery included, while the product loads', () => {
    mockApi([['GET', /\/api\/products\/\d+$/, () => new Promise(() => {})]]);
    const { container } = renderStorefront('/product/5', { initialData: embeddedData({ '/api/categories': CATALOG }) });
    const skeleton = screen.getByText('Loading product details...').closest('[role="status"]');
    expect(skeleton.querySelector('.detail__top .gallery__stage')).not.toBeNull();
    expect(skeleton.querySelector('.detail__info .detail__name')).not.toBeNull();
    expect(container.querySelector('.spinner')).toBeNull();
  });

  it('loads the main picture at once with high priority, and the thumbnails lazily, all sized', async () => {
    detailApi();
    renderStorefront('/product/5');
    const main = await screen.findByAltText('Pixel 8 Pro, image 1 of 2');
    expect(main).toHaveAttribute('loading', 'eager');
    expect(main).toHaveAttribute('fetchpriority', 'high');
    expect(main).toHaveAttribute('width', '400');
    expect(main).toHaveAttribute('height', '400');
    const thumbnails = screen
      .getAllByRole('button', { name: /^Show image/ })
      .map((button) => button.querySelector('img'));
    for (const thumbnail of thumbnails) {
      expect(thumbnail).toHaveAttribute('loading', 'lazy');
      expect(thumbnail).toHaveAttribute('width', '56');
      expect(thumbnail).toHaveAttribute('height', '56');
    }
  });
});
