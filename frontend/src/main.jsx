import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { readInitialData } from './api/initialData';
import { fallbackFrom, swrConfig } from './api/swr';
import { ToastProvider } from './components/Toast';
import App from './App';
import { preloadFirstRoute } from './storefront/StorefrontRoutes';
import './styles.css';

// Read once: the first screen renders from the answers embedded in the page, without an API round trip.
const fallback = fallbackFrom(readInitialData());

const root = createRoot(document.getElementById('root'));

function renderApp() {
  // As a transition the first render yields to the browser every few milliseconds instead of blocking
  // the main thread for the whole page (Total Blocking Time on slow phones).
  startTransition(() => {
    root.render(
      <StrictMode>
        <SWRConfig value={{ ...swrConfig, fallback }}>
          <BrowserRouter>
            <ToastProvider>
              <App />
            </ToastProvider>
          </BrowserRouter>
        </SWRConfig>
      </StrictMode>,
    );
  });
}

// A product page's chunk is preloaded by the page's head: waiting for it makes that page's first paint the
// product, not its skeleton. If it fails to arrive, the route asks again and shows its error.
preloadFirstRoute(window.location.pathname)
  .catch(() => {})
  .finally(renderApp);
