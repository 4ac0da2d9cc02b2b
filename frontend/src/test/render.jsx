// Renderers with the app's real providers: the storefront (router, SWR with a fresh cache, toasts, cart)
// and the staff app (the same, plus the staff app's own SWR settings and form look).
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { beforeAll, vi } from 'vitest';
import { AdminProviders } from '../admin/AdminProviders';
import { StaffMemberContext } from '../admin/common/staffMember';
import { readInitialData } from '../api/initialData';
import { fallbackFrom, swrConfig } from '../api/swr';
import { loadCartPanel } from '../cart/CartPanel';
import { loadCheckoutDialog } from '../checkout/LazyCheckoutDialog';
import { CartProvider } from '../lib/cart/CartContext';
import { ToastProvider } from '../components/Toast';
import { SiteSettingsContext } from '../lib/siteSettings';
import StorefrontRoutes, { preloadServerRenderedRoutes } from '../storefront/StorefrontRoutes';
import { preloadSuggestions } from '../storefront/layout/SearchSuggestions';
import { admin } from './fixtures';

// The staff app's embedded settings as a server with the default configuration writes them (web/spa.py).
const adminSite = { testPayments: false, cardForm: 'shop', lowStockThreshold: 5 };

// The app renders its lazy parts once their chunk is in: a page's own (main.jsx waits for the one its page preloads),
// the footer, the search's suggestions (fetched when a search field is focused), the cart's and the checkout's
// dialogs (as the shopper reaches for them). The tests that render the storefront load them before they start, as
// the app has them, not after a wait a busy machine could make longer than a test's.
beforeAll(() =>
  Promise.all([preloadServerRenderedRoutes(), preloadSuggestions(), loadCartPanel(), loadCheckoutDialog()]),
);

/**
 * What the app reads from a page whose template embedded `data` ({"<api url>": body}, URLs as the
 * server writes them), through the same reader as main.jsx.
 */
export function embeddedData(data) {
  const page = new DOMParser().parseFromString(
    `<script id="initial-data" type="application/json">${JSON.stringify(data)}</script>`,
    'text/html',
  );
  return readInitialData(page).answers;
}

function Providers({ route, initialData = {}, children }) {
  return (
    <SWRConfig
      value={{ ...swrConfig, fallback: fallbackFrom(initialData), provider: () => new Map(), dedupingInterval: 0 }}
    >
      <MemoryRouter initialEntries={[route]} useTransitions={false}>
        <ToastProvider>{children}</ToastProvider>
      </MemoryRouter>
    </SWRConfig>
  );
}

/** A component inside the router, SWR (fresh cache), toasts and the cart. */
export function renderWithShop(ui, { route = '/' } = {}) {
  return render(
    <Providers route={route}>
      <CartProvider>{ui}</CartProvider>
    </Providers>,
  );
}

/** The whole storefront at a route; `initialData` as from embeddedData (the page's first-screen answers). */
export function renderStorefront(route = '/', { initialData } = {}) {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {}); // jsdom has no scrolling
  return render(
    <Providers route={route} initialData={initialData}>
      <StorefrontRoutes />
    </Providers>,
  );
}

/** The current path and query, for tests that check what a click does to the URL. */
export function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/**
 * Renders `ui` on the admin route at `path` inside the staff app's providers, with the current URL shown;
 * `initialData` as from embeddedData; `member` the signed-in staff member whose roles the tabs read (an Owner);
 * `site` the settings the page embeds (lib/siteSettings.js).
 */
export function renderAdmin(ui, { path = '/admin', initialData, member = admin, site = adminSite } = {}) {
  return render(
    <Providers route={path} initialData={initialData}>
      <AdminProviders>
        <SiteSettingsContext value={site}>
          <StaffMemberContext value={member}>
            <Routes>
              <Route path="/admin/*" element={ui} />
            </Routes>
          </StaffMemberContext>
        </SiteSettingsContext>
        <Location />
      </AdminProviders>
    </Providers>,
  );
}
