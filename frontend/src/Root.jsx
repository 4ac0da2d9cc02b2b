import { SWRConfig } from 'swr';
import { swrConfig } from './api/swr';
import { ToastProvider } from './components/Toast';
import App from './App';

/**
 * The app with its providers, for the browser (BrowserRouter) and the server's renderer (StaticRouter at the
 * page's URL): the two trees must be the same for hydration to adopt the server's HTML. `fallback` holds the
 * answers the page embeds (api/swr.js fallbackFrom).
 */
export default function Root({ fallback, router: Router, location }) {
  return (
    <SWRConfig value={{ ...swrConfig, fallback }}>
      <Router location={location}>
        <ToastProvider>
          <App />
        </ToastProvider>
      </Router>
    </SWRConfig>
  );
}
