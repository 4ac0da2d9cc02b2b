import { SWRConfig } from 'swr';
import { swrConfig } from './api/swr';
import { ToastProvider } from './components/Toast';
import App from './App';
import HydrationFrame from './components/HydrationFrame';
import { SiteSettingsContext } from './lib/siteSettings';

/**
 * The app with its providers, for the browser (BrowserRouter) and the server's renderer (StaticRouter at the
 * page's `location`, its path and query): the two trees must be the same for hydration to adopt the server's
 * HTML. `fallback` holds the answers the page embeds (api/swr.js fallbackFrom), `site` the server's settings it
 * embeds beside them (lib/siteSettings.js). The router applies a new URL at once rather than in a transition: the
 * search boxes show the URL's text, and a keystroke's render must already have it, else fast typing loses letters.
 */
export default function Root({ fallback, site = {}, router: Router, location }) {
  return (
    <SWRConfig value={{ ...swrConfig, fallback }}>
      <SiteSettingsContext value={site}>
        <Router location={location} useTransitions={false}>
          <ToastProvider>
            <HydrationFrame>
              <App />
            </HydrationFrame>
          </ToastProvider>
        </Router>
      </SiteSettingsContext>
    </SWRConfig>
  );
}
