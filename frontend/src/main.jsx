import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { readInitialData } from './api/initialData';
import { fallbackFrom, swrConfig } from './api/swr';
import { ToastProvider } from './components/Toast';
import App from './App';
import './styles.css';

// Read once: the first screen renders from the answers embedded in the page, without an API round trip.
const fallback = fallbackFrom(readInitialData());

const root = createRoot(document.getElementById('root'));
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
