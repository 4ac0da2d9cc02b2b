import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteSettingsContext } from '../lib/siteSettings';
import TestPaymentsBanner from './TestPaymentsBanner';

const withSite = (site) =>
  render(
    <SiteSettingsContext value={site}>
      <TestPaymentsBanner />
    </SiteSettingsContext>,
  );

describe('TestPaymentsBanner', () => {
  it('says no card is charged while the server takes test payments', () => {
    withSite({ testPayments: true });
    expect(screen.getByRole('status')).toHaveTextContent('Test payments: no card is charged');
  });

  it('is absent otherwise, and when the page said nothing', () => {
    const { container } = withSite({ testPayments: false });
    expect(container).toBeEmptyDOMElement();
    const { container: unsaid } = render(<TestPaymentsBanner />);
    expect(unsaid).toBeEmptyDOMElement();
  });
});
