// The layers rule (`make lint`): a cross-feature or upward import fails, shared and same-feature ones pass.
import { RuleTester } from 'eslint';
import { describe, expect, it } from 'vitest';
import { layerOf, layersRule, mayImport } from './layers.js';

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { ecmaVersion: 'latest', sourceType: 'module' } });
const at = (file) => `${process.cwd()}/frontend/src/${file}`;

tester.run('layers', layersRule, {
  valid: [
    { filename: at('checkout/CheckoutDialog.jsx'), code: "import { useCart } from '../lib/cart/CartContext';" },
    { filename: at('checkout/CheckoutDialog.jsx'), code: "import CheckoutForm from './CheckoutForm';" },
    { filename: at('storefront/product/ProductDetail.jsx'), code: "import X from '../../components/product/Badge';" },
    { filename: at('admin/queue/QueueTab.jsx'), code: "import Pagination from '../common/Pagination';" },
    { filename: at('storefront/layout/StorefrontLayout.jsx'), code: "import CartPanel from '../../cart/CartPanel';" },
    { filename: at('App.jsx'), code: "const Admin = import('./admin/AdminApp');" },
    { filename: at('cart/CartPanel.test.jsx'), code: "import '../checkout/CheckoutDialog';" },
    { filename: at('lib/format.js'), code: "import React from 'react';" },
  ],
  invalid: [
    {
      filename: at('cart/CartContents.jsx'),
      code: "import { loadCheckoutDialog } from '../checkout/LazyCheckoutDialog';",
      errors: [{ message: /^cart\/ may not import checkout\/ / }],
    },
    {
      filename: at('storefront/product/ProductCard.jsx'),
      code: "export { default } from '../compare/CompareToggle';",
      errors: [{ message: /^storefront\/product\/ may not import storefront\/compare\// }],
    },
    {
      filename: at('storefront/track/TrackedOrder.jsx'),
      code: "const summary = import('../../checkout/OrderSummary');",
      errors: [{ message: /^storefront\/track\/ may not import checkout\// }],
    },
    {
      filename: at('admin/queue/CallForm.jsx'),
      code: "import { recordCall } from '../orders/api';",
      errors: [{ message: /^admin\/queue\/ may not import admin\/orders\// }],
    },
    {
      filename: at('admin/searches/SynonymsSection.jsx'),
      code: "import ProductTable from '../products/ProductTable';",
      errors: [{ message: /^admin\/searches\/ may not import admin\/products\// }],
    },
    {
      filename: at('lib/format.js'),
      code: "import CartPanel from '../cart/CartPanel';",
      errors: [{ message: /^lib\/ may not import cart\// }],
    },
    {
      filename: at('components/ProductImage.jsx'),
      code: "import StorefrontRoutes from '../storefront/StorefrontRoutes';",
      errors: [{ message: /^components\/ may not import the app shell/ }],
    },
    {
      filename: at('storefront/home/Home.jsx'),
      code: "import { TABS } from '../../admin/Dashboard';",
      errors: [{ message: /^storefront\/home\/ may not import the app shell/ }],
    },
  ],
});

describe('layerOf', () => {
  it('places shared code, features, the staff app’s shared code and the shell', () => {
    expect(layerOf('lib/cart/cartRules.js')).toEqual({ kind: 'shared', name: 'lib/' });
    expect(layerOf('storefront/compare/ComparePage.jsx')).toEqual({ kind: 'feature', name: 'storefront/compare/' });
    expect(layerOf('admin/common/Pagination.jsx').kind).toBe('admin-shared');
    expect(layerOf('admin/format').kind).toBe('admin-shared');
    expect(layerOf('storefront/StorefrontRoutes.jsx').kind).toBe('app');
    expect(mayImport(layerOf('admin/orders/api.js'), layerOf('admin/api.js'))).toBe(true);
    expect(mayImport(layerOf('cart/CartLine.jsx'), layerOf('admin/api.js'))).toBe(false);
  });
});
