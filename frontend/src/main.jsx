import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
// The compare button's style sheet belongs to the lazy product and listing chunks, but their pages arrive rendered
// with the button: it is inlined with the entry's (first, where their imports had put it), not loaded with them.
import './components/CompareToggle.css';
import { readInitialData } from './api/initialData';
import { fallbackFrom } from './api/swr';
import { deferLazyHydration } from './lib/lazyHydration';
import Root from './Root';
import { preloadFirstRoute } from './storefront/StorefrontRoutes';
import './styles.css';

// Read once: the first screen renders from the answers embedded in the page, without an API round trip.
const { answers, site } = readInitialData();
const fallback = fallbackFrom(answers);

const container = document.getElementById('root');

function renderApp() {
  const app = (
    <StrictMode>
      <Root fallback={fallback} site={site} router={BrowserRouter} />
    </StrictMode>
  );
  // As a transition the first render (or hydration) yields to the browser every few milliseconds instead of
  // blocking the main thread for the whole page (Total Blocking Time on slow phones).
  startTransition(() => {
    // A storefront page arrives rendered by the server (web/server_render.py): adopt its HTML. Other pages
    // (the staff app, a search's results) arrive empty. Sections below the first screen are hydrated later
    // (components/LazyHydrate.jsx).
    if (container.firstElementChild) {
      deferLazyHydration();
      hydrateRoot(container, app);
    } else {
      createRoot(container).render(app);
    }
  });
}

// A product, category or search page's chunk is preloaded by the page's head: waiting for it makes that page's first
// paint (or its hydration) the page, not its skeleton. If it fails to arrive, the route asks again and shows its error.
preloadFirstRoute(window.location.pathname + window.location.search, answers, {
  hydrating: container.firstElementChild !== null,
})
  .catch(() => {})
  .finally(renderApp);
