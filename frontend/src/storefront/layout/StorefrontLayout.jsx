import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import CartPanel from '../../cart/CartPanel';
import { CartProvider } from '../../cart/CartContext';
import LazyCheckoutDialog from '../../checkout/LazyCheckoutDialog';
import Footer from './Footer';
import Header from './Header';

function ScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0); // returns a promise in recent Chromium: never let it become the cleanup
  }, [pathname]);
  return null;
}

/** Page furniture shared by every shopper screen, plus the cart panel and the checkout dialog. */
export default function StorefrontLayout() {
  return (
    <CartProvider>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <ScrollToTopOnNavigate />
      <div className="shell">
        <Header />
        <Outlet />
        <Footer />
      </div>
      <CartPanel />
      <LazyCheckoutDialog />
    </CartProvider>
  );
}
