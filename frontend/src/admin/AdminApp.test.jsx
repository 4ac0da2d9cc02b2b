import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AdminApp from './AdminApp';
import { mockApi, page, requests, withStatus } from '../test/fakeApi';
import { makeProduct, admin, verifier } from '../test/fixtures';
import { embeddedData, renderAdmin } from '../test/render';

const emptyLists = [
  ['GET', '/api/admin/verification-queue', page([])],
  ['GET', '/api/orders', page([])],
  ['GET', '/api/admin/products', page([])],
  ['GET', '/api/categories', { categories: [] }],
];

const noFigures = {
  totalOrders: 0,
  totalRevenue: '0.00',
  pendingOrders: 0,
  totalProducts: 0,
  recentOrders: [],
  revenueByDay: [],
};

afterEach(() => vi.unstubAllGlobals());

describe('who is signed in, from the page', () => {
  const asksWhoIsSignedIn = (fetchMock) => requests(fetchMock).some((call) => call.url === '/api/admin/me');

  it('shows the login screen without asking when the page says nobody is', async () => {
    const fetchMock = mockApi([]);
    renderAdmin(<AdminApp />, { initialData: embeddedData({ '/api/admin/me': null }) });
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(asksWhoIsSignedIn(fetchMock)).toBe(false);
  });

  it('opens the dashboard without asking when the page names the staff member', async () => {
    const fetchMock = mockApi(emptyLists);
    renderAdmin(<AdminApp />, { initialData: embeddedData({ '/api/admin/me': { admin } }) });
    expect(await screen.findByText('Welcome, admin')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Order Management' })).toBeInTheDocument();
    expect(asksWhoIsSignedIn(fetchMock)).toBe(false);
  });
});

describe('admin login', () => {
  it('shows the login screen without a session and validates both fields', async () => {
    mockApi([['GET', '/api/admin/me', withStatus(401, { message: 'Authentication required' })]]);
    renderAdmin(<AdminApp />);
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveFocus();
  });

  it('shows the server message in the red box when login fails', async () => {
    const fetchMock = mockApi([
      ['GET', '/api/admin/me', withStatus(401, {})],
      ['POST', '/api/admin/login', withStatus(401, { message: 'Invalid username or password' })],
    ]);
    renderAdmin(<AdminApp />);
    await userEvent.type(await screen.findByLabelText('Username'), 'admin');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
    expect(requests(fetchMock).at(-1)).toMatchObject({
      method: 'POST',
      body: { username: 'admin', password: 'wrong' },
    });
  });

  it("falls back to 'Login failed' when the server gives no message", async () => {
    mockApi([
      ['GET', '/api/admin/me', withStatus(401, {})],
      ['POST', '/api/admin/login', withStatus(500)],
    ]);
    renderAdmin(<AdminApp />);
    await userEvent.type(await screen.findByLabelText('Username'), 'admin');
    await userEvent.type(screen.getByLabelText('Password'), 'pw');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
  });

  it('logs in, greets, and opens the Orders tab (the default)', async () => {
    mockApi([...emptyLists, ['GET', '/api/admin/me', withStatus(401, {})], ['POST', '/api/admin/login', { admin }]]);
    renderAdmin(<AdminApp />);
    await userEvent.type(await screen.findByLabelText('Username'), 'admin');
    await userEvent.type(screen.getByLabelText('Password'), 'admin');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Welcome, admin')).toBeInTheDocument();
    expect(await screen.findByText('Welcome!')).toBeInTheDocument();
    expect(screen.getByText('Successfully logged in to admin dashboard.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Order Management' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/orders');
    const tabs = within(screen.getByRole('navigation', { name: 'Dashboard sections' })).getAllByRole('link');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Orders',
      'Verification Queue',
      'Products',
      'Low Stock',
      'Featured Items',
      'Analytics',
      'Searches',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-current', 'page');
  });
});

describe('admin dashboard', () => {
  it('keeps the session and the tab from the URL', async () => {
    mockApi([...emptyLists, ['GET', '/api/admin/me', { admin }]]);
    renderAdmin(<AdminApp />, { path: '/admin/products' });
    expect(await screen.findByRole('heading', { name: 'Product Management' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Products' })).toHaveAttribute('aria-current', 'page');
  });

  it('switches tabs through the URL', async () => {
    mockApi([...emptyLists, ['GET', '/api/admin/me', { admin }], ['GET', '/api/featured-items', []]]);
    renderAdmin(<AdminApp />, { path: '/admin/orders' });
    await userEvent.click(await screen.findByRole('link', { name: 'Featured Items' }));
    expect(await screen.findByRole('heading', { name: 'Featured Items Management' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/featured');
  });

  it('refetches a tab when it opens again, so changes made on other tabs show', async () => {
    const fetchMock = mockApi([
      ...emptyLists,
      ['GET', '/api/admin/me', { admin }],
      ['GET', '/api/admin/analytics', noFigures],
    ]);
    renderAdmin(<AdminApp />, { path: '/admin/analytics' });
    expect(await screen.findByText('No recent activity')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Orders' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Analytics' }));
    await waitFor(() =>
      expect(requests(fetchMock).filter((call) => call.url === '/api/admin/analytics')).toHaveLength(2),
    );
  });

  it('sends an unknown tab to Orders', async () => {
    mockApi([...emptyLists, ['GET', '/api/admin/me', { admin }]]);
    renderAdmin(<AdminApp />, { path: '/admin/nope' });
    expect(await screen.findByRole('heading', { name: 'Order Management' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/orders');
  });

  it('keeps the verification queue as its own tab beside Orders', async () => {
    mockApi([...emptyLists, ['GET', '/api/admin/me', { admin }]]);
    renderAdmin(<AdminApp />, { path: '/admin/orders' });
    await userEvent.click(await screen.findByRole('link', { name: 'Verification Queue' }));
    expect(await screen.findByRole('heading', { name: 'Verification Queue' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/queue');
    expect(screen.getByRole('link', { name: 'Verification Queue' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Orders' })).not.toHaveAttribute('aria-current');
  });

  it('logs out on the server and returns to the login screen', async () => {
    const fetchMock = mockApi([
      ...emptyLists,
      ['GET', '/api/admin/me', { admin }],
      ['POST', '/api/admin/logout', withStatus(204)],
    ]);
    renderAdmin(<AdminApp />, { path: '/admin/orders' });
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(requests(fetchMock).some((call) => call.method === 'POST' && call.url === '/api/admin/logout')).toBe(true);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin$/);
  });

  it('returns to the login screen when the session has ended', async () => {
    mockApi([
      ['GET', '/api/admin/me', { admin }],
      ['GET', '/api/orders', withStatus(401, { message: 'Authentication required' })],
    ]);
    renderAdmin(<AdminApp />, { path: '/admin/orders' });
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
  });

  it('offers a retry when the server cannot be reached', async () => {
    mockApi([['GET', '/api/admin/me', withStatus(503)]]);
    renderAdmin(<AdminApp />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not reach the server.');
    mockApi([['GET', '/api/admin/me', withStatus(401, {})]]);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Admin Login' })).toBeInTheDocument());
  });
});

describe('what each role sees', () => {
  const phone = makeProduct({ id: 7, name: 'Pixel 9' });

  it('shows a verifier the order tabs and the products without a way to change them', async () => {
    mockApi([
      ...emptyLists.filter(([, url]) => url !== '/api/admin/products'),
      ['GET', '/api/admin/products', page([phone])],
      ['GET', '/api/admin/me', { admin: verifier }],
    ]);
    renderAdmin(<AdminApp />, { path: '/admin/products' });

    expect(await screen.findByText('Pixel 9')).toBeInTheDocument();
    const tabs = within(screen.getByRole('navigation', { name: 'Dashboard sections' })).getAllByRole('link');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Orders',
      'Verification Queue',
      'Products',
      'Low Stock',
      'Featured Items',
    ]);
    for (const name of ['Add Product', 'Import CSV', 'Edit Pixel 9', 'Delete Pixel 9', '50% Off Pixel 9']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Select Pixel 9' })).not.toBeInTheDocument(); // no bulk actions
    expect(screen.getByText('View only')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toBeInTheDocument();
  });

  it('opens a catalogue member on Products, the first tab their role allows, and never on Orders', async () => {
    const catalogue = {
      ...admin,
      roles: ['Catalogue'],
      permissions: admin.permissions.filter((name) => !name.startsWith('orders.')),
    };
    mockApi([...emptyLists, ['GET', '/api/admin/me', { admin: catalogue }]]);
    renderAdmin(<AdminApp />, { path: '/admin/orders' });

    expect(await screen.findByRole('heading', { name: 'Product Management' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/products');
    expect(screen.queryByRole('link', { name: 'Orders' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Analytics' })).not.toBeInTheDocument();
  });
});
