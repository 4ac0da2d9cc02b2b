// Admin test helpers; the fake API (mockApi, withStatus, page) is shared with the storefront tests.
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { swrConfig } from '../api/swr';
import { ToastProvider } from '../components/Toast';

export const admin = { id: 1, username: 'admin', createdAt: '2025-01-01T00:00:00Z' };

/** Every request the fake API received so far, as {method, url, body} with the JSON body parsed. */
export function requests(fetchMock) {
  return fetchMock.mock.calls.map(([url, init = {}]) => ({
    method: init.method ?? 'GET',
    url,
    body: init.body ? JSON.parse(init.body) : undefined,
  }));
}

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders `ui` on the admin route at `path`, with a fresh SWR cache, toasts and the current URL shown. */
export function renderAdmin(ui, { path = '/admin' } = {}) {
  return render(
    <SWRConfig value={{ ...swrConfig, provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[path]}>
        <ToastProvider>
          <Routes>
            <Route path="/admin/*" element={ui} />
          </Routes>
          <Location />
        </ToastProvider>
      </MemoryRouter>
    </SWRConfig>,
  );
}
