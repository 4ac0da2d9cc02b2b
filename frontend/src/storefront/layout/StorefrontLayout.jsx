import CartPanel from '../../cart/CartPanel';
import { CartProvider } from '../../lib/cart/CartContext';
import LazyCheckoutDialog from '../../checkout/LazyCheckoutDialog';
import { lazyPart } from '../../components/LazyPart';
import TestPaymentsBanner from '../../components/TestPaymentsBanner';
import { PageTitleProvider } from '../../lib/usePageTitle';
import CompareTraySlot from '../compare/CompareTraySlot';
import Header from './Header';
import ScrollToTopOnNavigate from './ScrollToTopOnNavigate';

// The footer is below every page's first screen: its code is a chunk of its own, which React fetches as it hydrates
// the page, keeping the server's footer (its links work as plain links) until the chunk is in
// (components/LazyPart.jsx).
const Footer = lazyPart(() => import('./Footer'));

/** Loads the footer's chunk (the server's renderer: StorefrontRoutes preloadServerRenderedRoutes; tests). */
export const loadFooter = () => Footer.preload();

/**
 * Page furniture shared by every shopper screen, plus the cart panel and the checkout dialog. Pages set
 * their title (and take focus after a navigation) with usePageTitle.
 */
export default function StorefrontLayout({ children }) {
  return (
    <PageTitleProvider>
      <CartProvider>
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <ScrollToTopOnNavigate />
        <div className="shell">
          <TestPaymentsBanner />
          <Header />
          {children}
          <Footer />
        </div>
        <CompareTraySlot />
        <CartPanel />
        <LazyCheckoutDialog />
      </CartProvider>
    </PageTitleProvider>
  );
}
