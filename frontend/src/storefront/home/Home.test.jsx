import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fetchedUrls, mockApi, page } from '../../test/fakeApi';
import { CATALOG, CATEGORIES, makeProduct } from '../../test/fixtures';
import { embeddedData, renderStorefront } from '../../test/render';
import { SearchResultsPending } from './Home';

const sections = CATEGORIES.map((category) => ({
  category: category.name,
  slug: category.slug,
  products: Array.from({ length: category.name === 'Audio' ? 7 : 1 }, (_, index) =>
    makeProduct({ name: `${category.name} ${index + 1}`, category: category.name }),
  ),
}));

function homeApi(featured, search = () => page([])) {
  return mockApi([
    ['GET', '/api/categories', CATALOG],
    ['GET', '/api/featured-items/active', featured],
    ['GET', '/api/products/home', sections],
    ['GET', '/api/products', search],
  ]);
}

describe('home', () => {
  it('shows the default EXPLORE banner without an active featured item', async () => {
    homeApi(null);
    renderStorefront('/');
    expect(await screen.findByText('EXPLORE')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Latest Electronics' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/smartphones');
  });

  it('shows the active featured item', async () => {
    homeApi({
      id: 1,
      productId: 3,
      title: 'iPhone 15 Pro',
      subtitle: 'Titanium.',
      buttonText: 'Buy now',
      buttonLink: '/product/3',
      isActive: true,
      createdAt: '2026-01-01T00:00:00Z',
      product: makeProduct({ id: 3, name: 'iPhone 15 Pro', imageUrl: '/iphone.svg' }),
    });
    renderStorefront('/');
    expect(await screen.findByText('FEATURED')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'iPhone 15 Pro' })).toBeInTheDocument();
    expect(screen.getByText('Titanium.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'iPhone 15 Pro' })).toHaveAttribute('src', '/iphone.svg');
    expect(screen.getByRole('link', { name: 'Buy now' })).toHaveAttribute('href', '/product/3');
  });

  it('shows nine carousels of at most 6 products with See All and 320 px scroll buttons that stop at the ends', async () => {
    const user = userEvent.setup();
    homeApi(null);
    renderStorefront('/');
    const audio = await screen.findByRole('region', { name: 'Audio' });
    expect(screen.getAllByRole('link', { name: /^See all / })).toHaveLength(9);
    expect(within(audio).getByRole('link', { name: 'See all Audio' })).toHaveAttribute('href', '/audio');
    expect(within(audio).getAllByRole('article')).toHaveLength(6);

    // jsdom lays nothing out: give the track a width and scroll it by hand.
    const track = within(audio).getByRole('list');
    const left = within(audio).getByRole('button', { name: 'Scroll Audio left' });
    const right = within(audio).getByRole('button', { name: 'Scroll Audio right' });
    Object.defineProperties(track, { clientWidth: { value: 500 }, scrollWidth: { value: 1500 } });
    const scrollTo = (position) => {
      Object.defineProperty(track, 'scrollLeft', { value: position, configurable: true });
      fireEvent.scroll(track);
    };
    track.scrollBy = vi.fn();
    scrollTo(0);
    expect(left).toBeDisabled();
    await user.click(right);
    expect(track.scrollBy).toHaveBeenCalledWith({ left: 320, behavior: 'smooth' });
    scrollTo(400);
    await user.click(left);
    expect(track.scrollBy).toHaveBeenLastCalledWith({ left: -320, behavior: 'smooth' });
    scrollTo(1000);
    expect(right).toBeDisabled();
    expect(left).toBeEnabled();
  });

  it('adds from a carousel card with the home messages', async () => {
    const user = userEvent.setup();
    homeApi(null);
    renderStorefront('/');
    await user.click(await screen.findByRole('button', { name: 'Add Audio 1 to cart' }));
    expect(await screen.findByText('Item added to cart!')).toBeInTheDocument();
    expect(screen.getByText('Product has been added to your cart.')).toBeInTheDocument();
  });

  it('searches on the server with the text from the header, with spinner, results and empty states', async () => {
    const user = userEvent.setup();
    let release;
    const gate = new Promise((resolve) => {
      release = resolve;
    });
    const fetchMock = homeApi(null, async (url) => {
      if (!url.includes('search=speaker')) return page([]);
      await gate;
      return page([makeProduct({ name: 'Smart Speaker' })]);
    });
    renderStorefront('/');
    const [search] = screen.getAllByRole('combobox', { name: 'Search products' });
    await user.type(search, 'speaker');
    expect(await screen.findByText('Searching products...')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('link', { name: 'Smart Speaker' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Audio' })).not.toBeInTheDocument();
    expect(fetchedUrls(fetchMock, '/api/products')).toEqual([
      '/api/products?search=speaker&searchFields=name%2Cdescription%2Ccategory&limit=24&offset=0&facets=brand',
    ]);

    await user.clear(search);
    await user.type(search, 'nothing');
    expect(await screen.findByText(/No products found matching “nothing”/)).toBeInTheDocument();
    await user.clear(search);
    await waitFor(() => expect(screen.getByRole('region', { name: 'Audio' })).toBeInTheDocument());
  });
});

describe('home first screen and loading', () => {
  const featured = {
    id: 1,
    productId: 3,
    title: 'iPhone 15 Pro',
    subtitle: 'Titanium.',
    buttonText: 'Buy now',
    buttonLink: '/product/3',
    isActive: true,
    createdAt: '2026-01-01T00:00:00Z',
    product: makeProduct({ id: 3, name: 'iPhone 15 Pro', imageUrl: '/iphone.svg' }),
  };

  it('renders from the answers the server embedded, without an API call', () => {
    const fetchMock = mockApi([]);
    renderStorefront('/', {
      initialData: embeddedData({
        '/api/categories': CATALOG,
        '/api/featured-items/active': featured,
        '/api/products/home': sections,
      }),
    });
    expect(screen.getByText('FEATURED')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^See all / })).toHaveLength(9);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('gives the featured picture priority, loads the first row at once and the other rows lazily, all sized', () => {
    mockApi([]);
    renderStorefront('/', {
      initialData: embeddedData({
        '/api/categories': CATALOG,
        '/api/featured-items/active': featured,
        '/api/products/home': sections,
      }),
    });
    const [banner, ...cards] = screen.getAllByRole('img');
    expect(banner).toHaveAttribute('alt', 'iPhone 15 Pro');
    expect(banner).toHaveAttribute('loading', 'eager');
    expect(banner).toHaveAttribute('fetchpriority', 'high');
    expect(cards).toHaveLength(14); // 8 categories with 1 product, Audio with 6 shown
    const firstRow = within(screen.getByRole('region', { name: CATEGORIES[0].name })).getAllByRole('img');
    expect(firstRow).toHaveLength(1);
    for (const image of cards) {
      expect(image).toHaveAttribute('loading', firstRow.includes(image) ? 'eager' : 'lazy');
      expect(image).not.toHaveAttribute('fetchpriority');
      expect(image).toHaveAttribute('width', '400');
      expect(image).toHaveAttribute('height', '400');
    }
  });

  it('shows a featured banner and a row of card skeletons per category while loading', async () => {
    mockApi([
      ['GET', '/api/featured-items/active', () => new Promise(() => {})],
      ['GET', '/api/products/home', () => new Promise(() => {})],
    ]);
    const { container } = renderStorefront('/', { initialData: embeddedData({ '/api/categories': CATALOG }) });
    expect(screen.getByText('Loading the featured item...')).toBeInTheDocument();
    const carousels = screen.getByText('Loading products...').closest('[role="status"]');
    expect(carousels.querySelectorAll('.carousel')).toHaveLength(9);
    expect(carousels.querySelectorAll('.compact-card')).toHaveLength(54);
    expect(container.querySelector('.featured--with-image .featured__image.skeleton')).not.toBeNull();
    expect(container.querySelector('.spinner')).toBeNull();
  });

  it('says when it shows results for a corrected text, and links to the text exactly as typed', async () => {
    const phone = makeProduct({ id: 7, name: 'iPhone 15' });
    const fetchMock = homeApi(null, (url) =>
      url.includes('exact=true') ? page([]) : { ...page([phone]), correctedQuery: 'iphone' },
    );
    const user = userEvent.setup();
    renderStorefront('/?q=iphnoe');

    expect(await screen.findByRole('link', { name: 'iPhone 15' })).toBeInTheDocument();
    expect(screen.getByText(/No exact matches/)).toHaveTextContent(
      'No exact matches for “iphnoe”. Showing results for “iphone”. Search for “iphnoe” exactly',
    );
    await user.click(screen.getByRole('link', { name: 'Search for “iphnoe” exactly' }));

    expect(await screen.findByText(/No products found matching “iphnoe”/)).toBeInTheDocument();
    expect(screen.queryByText(/Showing results for/)).not.toBeInTheDocument();
    expect(fetchedUrls(fetchMock, '/api/products').at(-1)).toBe(
      '/api/products?search=iphnoe&searchFields=name%2Cdescription%2Ccategory&exact=true&limit=24&offset=0&facets=brand',
    );
  });

  it('filters the results by brand and price, the choices in the URL beside the text', async () => {
    const user = userEvent.setup();
    const facets = { brand: [{ value: 'Volt', count: 4 }], price: { min: '10.00', max: '900.00' } };
    const fetchMock = homeApi(null, () => ({ ...page([makeProduct({ name: 'Volt Pro', brand: 'Volt' })]), facets }));
    renderStorefront('/?q=pro');
    await user.click(await screen.findByRole('checkbox', { name: 'Volt 4' }));
    await user.type(screen.getByLabelText('Min price'), '20{Enter}');
    await waitFor(() =>
      expect(fetchedUrls(fetchMock, '/api/products').at(-1)).toBe(
        '/api/products?search=pro&searchFields=name%2Cdescription%2Ccategory&brand=Volt&minPrice=20&limit=24&offset=0&facets=brand',
      ),
    );
    expect(screen.getByRole('checkbox', { name: 'Volt 4' })).toBeChecked();
    expect(screen.getByRole('heading', { name: 'Results for “pro”' })).toBeInTheDocument();
  });

  it('keeps the page level-one heading while a search results load', () => {
    render(<SearchResultsPending query="zen" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Results for “zen”' })).toBeInTheDocument();
    expect(screen.getByText('Searching products...')).toBeInTheDocument();
  });
});
