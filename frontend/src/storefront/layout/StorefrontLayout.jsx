import CartPanel from '../../cart/CartPanel';
import { CartProvider } from '../../lib/cart/CartContext';
import LazyCheckoutDialog from '../../checkout/LazyCheckoutDialog';
import TestPaymentsBanner from '../../components/TestPaymentsBanner';
import { PageTitleProvider } from '../../lib/usePageTitle';
import CompareTraySlot from '../compare/CompareTraySlot';
import Footer from './Footer';
import Header from './Header';
import ScrollToTopOnNavigate from './ScrollToTopOnNavigate';

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
