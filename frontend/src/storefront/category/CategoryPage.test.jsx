import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fetchedUrls, mockApi, page } from '../../test/fakeApi';
import { CATALOG, makeProduct } from '../../test/fixtures';
import { embeddedData, renderStorefront } from '../../test/render';

const tablets = [
  makeProduct({ name: 'iPad Air', category: 'Tablets', brand: 'Apple', subcategory: 'iPad', price: '599.00' }),
  makeProduct({
    name: 'Galaxy Tab',
    category: 'Tablets',
    brand: 'Samsung',
    subcategory: 'Android Tablets',
    price: '1299.00',
  }),
];

function tabletsApi(reply = () => page(tablets)) {
  return mockApi([
    ['GET', '/api/categories', CATALOG],
    ['GET', '/api/products/subcategories', ['Android Tablets', 'iPad']],
    ['GET', '/api/products', reply],
  ]);
}

describe('Tablets page', () => {
  it('shows the back link, hero, loading text, then the results and count line', async () => {
    let release;
    const gate = new Promise((resolve) => {
      release = resolve;
    });
    tabletsApi(async () => {
      await gate;
      return page(tablets);
    });
    renderStorefront('/tablets');
    expect(await screen.findByText('Loading tablets...')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Store/ })).toHaveAttribute('href', '/');
    expect(screen.getByRole('heading', { name: 'Premium Tablets' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search tablets...')).toBeInTheDocument();
    release();
    expect(await screen.findByText('2 tablets found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'iPad Air' })).toBeInTheDocument();
    expect(screen.getByText('$1,299.00')).toBeInTheDocument();
  });

  it('asks the server to filter, search and sort, and shows the empty message', async () => {
    const user = userEvent.setup();
    const fetchMock = tabletsApi((url) => (url.includes('search=') ? page([]) : page(tablets)));
    renderStorefront('/tablets');
    await screen.findByText('2 tablets found');
    expect(fetchedUrls(fetchMock, '/api/products')[0]).toBe(
      '/api/products?category=Tablets&ordering=name&limit=24&offset=0&facets=brand',
    );

    const sort = screen.getByLabelText('Sort by');
    expect([...sort.options].map((option) => option.textContent)).toEqual([
      'Name',
      'Brand',
      'Price: Low to High',
      'Price: High to Low',
      'Best match',
    ]);
    await user.selectOptions(sort, 'brand');
    await user.selectOptions(await screen.findByLabelText('Category'), 'iPad');
    await waitFor(() =>
      expect(fetchedUrls(fetchMock, '/api/products').at(-1)).toBe(
        '/api/products?category=Tablets&subcategory=iPad&ordering=brand&limit=24&offset=0&facets=brand',
      ),
    );
    expect([...screen.getByLabelText('Category').options].map((option) => option.textContent)).toEqual([
      'All Categories',
      'Android Tablets',
      'iPad',
    ]);

    await user.type(screen.getByPlaceholderText('Search tablets...'), 'zzz');
    expect(await screen.findByText('No tablets found matching your criteria.')).toBeInTheDocument();
    const searches = fetchedUrls(fetchMock, '/api/products').filter((url) => url.includes('search='));
    expect(searches).toEqual([
      '/api/products?category=Tablets&search=zzz&searchFields=name%2Cdescription%2Cbrand&subcategory=iPad&ordering=brand&limit=24&offset=0&facets=brand',
    ]);
  });

  it('loads more when the server has more pages', async () => {
    const user = userEvent.setup();
    tabletsApi((url) =>
      url.includes('offset=0')
        ? { count: 3, next: '/api/products?offset=24', previous: null, results: tablets }
        : { count: 3, next: null, previous: null, results: [makeProduct({ name: 'Fire HD', category: 'Tablets' })] },
    );
    renderStorefront('/tablets');
    await user.click(await screen.findByRole('button', { name: 'Load more (1 left)' }));
    expect(await screen.findByRole('link', { name: 'Fire HD' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Load more/ })).not.toBeInTheDocument();
  });
});

describe('standard and special category pages', () => {
  it('sorts by name by default and offers the two price sorts and best match', async () => {
    mockApi([
      ['GET', '/api/categories', CATALOG],
      ['GET', '/api/products', page([])],
    ]);
    renderStorefront('/smart-home');
    expect(await screen.findByText('No smart home found matching your criteria.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Smart Home', level: 1 })).toBeInTheDocument();
    const sort = screen.getByLabelText('Sort by');
    expect(sort).toHaveValue('name');
    expect([...sort.options].map((option) => option.textContent)).toEqual([
      'Name: A-Z',
      'Price: Low to High',
      'Price: High to Low',
      'Best match',
    ]);
  });

  it('says when a search shows results for a corrected text, and asks for the exact text on request', async () => {
    const user = userEvent.setup();
    const bulb = makeProduct({ name: 'Hue Bulb', category: 'Smart Home' });
    const fetchMock = mockApi([
      ['GET', '/api/categories', CATALOG],
      [
        'GET',
        '/api/products',
        (url) => {
          if (url.includes('exact=true')) return page([]);
          return url.includes('search=') ? { ...page([bulb]), correctedQuery: 'bulb' } : page([bulb]);
        },
      ],
    ]);
    renderStorefront('/smart-home?search=blub&sort=relevance');

    expect(await screen.findByText(/No exact matches/)).toHaveTextContent(
      'No exact matches for “blub”. Showing results for “bulb”. Search for “blub” exactly',
    );
    expect(screen.getByLabelText('Sort by')).toHaveValue('relevance');
    await user.click(screen.getByRole('link', { name: 'Search for “blub” exactly' }));

    expect(await screen.findByText('No smart home found matching your criteria.')).toBeInTheDocument();
    expect(fetchedUrls(fetchMock, '/api/products').at(-1)).toBe(
      '/api/products?category=Smart+Home&search=blub&searchFields=name%2Cbrand%2Cdescription&exact=true&ordering=relevance&limit=24&offset=0&facets=brand',
    );
    await user.type(screen.getByPlaceholderText('Search smart home...'), 's');
    await waitFor(() => expect(fetchedUrls(fetchMock, '/api/products').at(-1)).not.toContain('exact=true'));
  });

  it('filters electric scooters by price band (min inclusive, max exclusive)', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi([
      ['GET', '/api/categories', CATALOG],
      ['GET', '/api/products', page([makeProduct({ category: 'Electric Scooters' })])],
    ]);
    renderStorefront('/electric-scooters');
    expect(await screen.findByText('1 scooter found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Electric Scooters' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Price'), '500-1000');
    await waitFor(() =>
      expect(fetchedUrls(fetchMock, '/api/products').at(-1)).toBe(
        '/api/products?category=Electric+Scooters&minPrice=500&maxPrice=1000&ordering=name&limit=24&offset=0&facets=brand',
      ),
    );
  });

  it('is the 404 page for a slug that is not a category', async () => {
    mockApi([['GET', '/api/categories', CATALOG]]);
    renderStorefront('/toasters');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });
});

describe('the brand and price filters', () => {
  const sony = makeProduct({ name: 'Sony Buds', brand: 'Sony', price: '199.00' });
  const bose = makeProduct({ name: 'Bose QC', brand: 'Bose', price: '349.00' });
  const facets = {
    brand: [
      { value: 'Bose', count: 1 },
      { value: 'Sony', count: 1 },
    ],
    price: { min: '199.00', max: '349.00' },
  };

  it('narrows the list to the brands checked, asking the server with the counts kept', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi([
      ['GET', '/api/categories', CATALOG],
      ['GET', '/api/products', (url) => ({ ...page(url.includes('brand=Sony') ? [sony] : [sony, bose]), facets })],
    ]);
    renderStorefront('/audio?sort=price');
    expect(await screen.findByText('2 products found')).toBeInTheDocument();
    const brands = screen.getByRole('group', { name: 'Brand' });

    await user.click(within(brands).getByRole('checkbox', { name: 'Sony 1' }));
    expect(await screen.findByText('1 product found')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Bose QC' })).not.toBeInTheDocument();
    expect(within(brands).getByRole('checkbox', { name: 'Bose 1' })).not.toBeChecked();
    expect(fetchedUrls(fetchMock, '/api/products').at(-1)).toBe(
      '/api/products?category=Audio&brand=Sony&ordering=price&limit=24&offset=0&facets=brand',
    );
  });

  it('asks the scooters’ price band and the range together: their intersection, the max included', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi([
      ['GET', '/api/categories', CATALOG],
      ['GET', '/api/products', { ...page([makeProduct({ category: 'Electric Scooters' })]), facets }],
    ]);
    renderStorefront('/electric-scooters?band=500-1000');
    await screen.findByText('1 scooter found');
    await user.type(screen.getByLabelText('Max price'), '750{Enter}');
    await waitFor(() =>
      expect(fetchedUrls(fetchMock, '/api/products').at(-1)).toBe(
        '/api/products?category=Electric+Scooters&minPrice=500&maxPrice=750.01&ordering=name&limit=24&offset=0&facets=brand',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() =>
      expect(fetchedUrls(fetchMock, '/api/products').at(-1)).toBe(
        '/api/products?category=Electric+Scooters&ordering=name&limit=24&offset=0&facets=brand',
      ),
    );
    expect(screen.getByLabelText('Price')).toHaveValue('');
  });
});

describe('first screen and loading', () => {
  // The key web/spa.py embeds a category's first page under (its CATEGORY_FIRST_PAGE).
  const SERVER_FIRST_PAGE = '/api/products?category=Smart%20Home&ordering=name&limit=24&offset=0&facets=brand';
  const hub = makeProduct({ name: 'Smart Hub', category: 'Smart Home' });

  it("renders the first page the server embedded: its key is the page's first-page key", () => {
    const fetchMock = mockApi([]);
    renderStorefront('/smart-home', {
      initialData: embeddedData({ '/api/categories': CATALOG, [SERVER_FIRST_PAGE]: page([hub]) }),
    });
    // On the first render, without an API call.
    expect(screen.getByRole('link', { name: 'Smart Hub' })).toBeInTheDocument();
    expect(screen.getByText('1 product found')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('loads more after an embedded first page', async () => {
    const user = userEvent.setup();
    const more = makeProduct({ name: 'Smart Plug', category: 'Smart Home' });
    const fetchMock = mockApi([
      [
        'GET',
        '/api/products',
        (url) =>
          url.includes('offset=0')
            ? { count: 2, next: '/api/products?offset=24', previous: null, results: [hub] }
            : { count: 2, next: null, previous: '/api/products?offset=0', results: [more] },
      ],
    ]);
    renderStorefront('/smart-home', {
      initialData: embeddedData({
        '/api/categories': CATALOG,
        [SERVER_FIRST_PAGE]: { count: 2, next: '/api/products?offset=24', previous: null, results: [hub] },
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Load more (1 left)' }));
    expect(await screen.findByRole('link', { name: 'Smart Plug' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Smart Hub' })).toBeInTheDocument();
    expect(fetchedUrls(fetchMock, '/api/products').at(-1)).toBe(
      '/api/products?category=Smart+Home&ordering=name&limit=24&offset=24',
    );
  });

  it('shows skeleton cards while a page loads, not a spinner', async () => {
    let release;
    const gate = new Promise((resolve) => {
      release = resolve;
    });
    tabletsApi(async () => {
      await gate;
      return page(tablets);
    });
    const { container } = renderStorefront('/tablets');
    const status = (await screen.findByText('Loading tablets...')).closest('[role="status"]');
    expect(status.querySelectorAll('.product-grid .product-card')).toHaveLength(8);
    expect(container.querySelector('.spinner')).toBeNull();
    release();
    expect(await screen.findByText('2 tablets found')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryByRole('status')).not.toBeInTheDocument();
  });

  it('loads the first card image at once and with high priority, the others lazily, all sized', async () => {
    tabletsApi();
    renderStorefront('/tablets');
    const [first, second] = await screen.findAllByRole('img');
    expect(first).toHaveAttribute('alt', 'iPad Air');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(second).not.toHaveAttribute('fetchpriority');
    for (const image of [first, second]) {
      expect(image).toHaveAttribute('width', '400');
      expect(image).toHaveAttribute('height', '400');
    }
  });
});

describe('a search the server stops counting', () => {
  it('says "1,000+" and keeps loading pages while the server links to more', async () => {
    const user = userEvent.setup();
    const first = { ...page(tablets), count: 1000, countCapped: true, next: '/api/products?offset=24' };
    const last = {
      ...page([makeProduct({ name: 'Kindle Scribe', category: 'Tablets' })]),
      count: 1000,
      countCapped: true,
      next: null,
    };
    tabletsApi((url) => (url.includes('offset=24') ? last : first));
    renderStorefront('/tablets');

    expect(await screen.findByText('1,000+ tablets found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByRole('link', { name: 'Kindle Scribe' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Load more/ })).not.toBeInTheDocument();
  });
});
