import { useSiteSettings } from '../lib/siteSettings';
import './TestPaymentsBanner.css';

/**
 * A slim bar atop the storefront and the staff app while the server takes cards through its test gateway
 * (web/spa.py site_settings): nobody mistakes a demo for a shop that charges. Read from the page's embedded
 * settings, so the server's HTML already has it and hydration agrees. A status region: axe counts it as one.
 */
export default function TestPaymentsBanner() {
  const { testPayments } = useSiteSettings();
  if (!testPayments) return null;
  return (
    <p className="test-payments-banner" role="status">
      <strong>Test payments:</strong> no card is charged
    </p>
  );
}
