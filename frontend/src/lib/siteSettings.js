// What the server says about itself on every page (web/spa.py site_settings), embedded beside the first screen's
// answers: the server's render and the browser's hydration read the same, so they draw the same page.
import { createContext, useContext } from 'react';

/**
 * {testPayments, cardForm, stripeJsUrl, stripePublishableKey, lowStockThreshold}: `testPayments` while the built-in
 * test gateway takes the cards outside development; `cardForm` the checkout's card inputs, the shop's own ("shop") or
 * Stripe's Card Element ("stripe", with where Stripe.js loads from and its key). Off, and the shop's inputs, unless
 * the page says. `lowStockThreshold`: the staff Low Stock report's until staff type another (the server's setting,
 * which its low-stock metric counts by).
 */
export const SiteSettingsContext = createContext({ testPayments: false, cardForm: 'shop' });

export function useSiteSettings() {
  return useContext(SiteSettingsContext);
}
