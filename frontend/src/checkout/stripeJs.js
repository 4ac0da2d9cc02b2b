// Stripe.js from the server's STRIPE_JS_URL (Stripe's own, or a stand-in in tests). The page adds that script itself,
// so @stripe/stripe-js (its `pure` entry, which loads nothing on import) only takes up the window.Stripe it defines
// and never fetches js.stripe.com in its place.
import { loadStripe } from '@stripe/stripe-js/pure';

function addScript(url) {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.addEventListener('load', resolve);
    script.addEventListener('error', () => reject(new Error(`Stripe.js did not load from ${url}`)));
    document.head.append(script);
  });
}

let loading = null;

/** The Stripe object for `publishableKey`, made once per page; after a failed load (offline) the next call tries again. */
export function stripeFrom(url, publishableKey) {
  loading ??= (window.Stripe ? Promise.resolve() : addScript(url))
    .then(() => {
      if (!window.Stripe) throw new Error(`${url} defined no Stripe`);
      return loadStripe(publishableKey);
    })
    .catch((error) => {
      loading = null;
      throw error;
    });
  return loading;
}
