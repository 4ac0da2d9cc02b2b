// The layers rule (`make lint`): a cross-feature or upward import fails, shared and same-feature ones pass.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RuleTester } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { featuresIn, layerOf, layersRule, mayImport } from './layers.js';

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { ecmaVersion: 'latest', sourceType: 'module' } });
const at = (file) => `${process.cwd()}/frontend/src/${file}`;

// A source tree with folders the rule has never been told of.
const tree = fs.mkdtempSync(path.join(os.tmpdir(), 'layers-'));
[
  'api',
  'lib',
  'test',
  'basket',
  'storefront/wishlist',
  'storefront/layout',
  'admin/common',
  'admin/orders',
  'admin/returns',
].forEach((folder) => fs.mkdirSync(path.join(tree, folder), { recursive: true }));
afterAll(() => fs.rmSync(tree, { recursive: true, force: true }));

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
    { filename: at('components/OrderSummary.jsx'), code: "import { formatPrice } from '../lib/format';" },
    { filename: at('lib/useProductList.js'), code: "import { withQuery } from '../api/client';" },
    {
      filename: path.join(tree, 'admin/returns/ReturnsTab.jsx'),
      code: "import DataTable from '../common/DataTable';",
      options: [{ root: tree }],
    },
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
      filename: path.join(tree, 'admin/returns/ReturnsTab.jsx'),
      code: "import OrdersTab from '../orders/OrdersTab';",
      options: [{ root: tree }],
      errors: [{ message: /^admin\/returns\/ may not import admin\/orders\/ / }],
    },
    {
      filename: path.join(tree, 'storefront/wishlist/Wishlist.jsx'),
      code: "import { basket } from '../../basket/basket';",
      options: [{ root: tree }],
      errors: [{ message: /^storefront\/wishlist\/ may not import basket\/ / }],
    },
    {
      filename: at('lib/cart/useAddToCart.js'),
      code: "import { ToastProvider } from '../../components/Toast';",
      errors: [{ message: /^lib\/ may not import components\/ .*api < lib < components/ }],
    },
    {
      filename: at('api/client.js'),
      code: "import { formatPrice } from '../lib/format';",
      errors: [{ message: /^api\/ may not import lib\/ / }],
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

describe('featuresIn', () => {
  it('finds every folder that is not shared code, tests or the shell’s', () => {
    expect(featuresIn(tree).sort()).toEqual(['admin/orders/', 'admin/returns/', 'basket/', 'storefront/wishlist/']);
  });

  it('finds the staff app’s Searches tab in the real tree', () => {
    expect(featuresIn('frontend/src')).toContain('admin/searches/');
  });
});

describe('layerOf', () => {
  const features = featuresIn('frontend/src');
  const layer = (file) => layerOf(file, features);

  it('places shared code, features, the staff app’s shared code and the shell', () => {
    expect(layer('lib/cart/cartRules.js')).toEqual({ kind: 'shared', name: 'lib/', rank: 1 });
    expect(layer('storefront/compare/ComparePage.jsx')).toEqual({ kind: 'feature', name: 'storefront/compare/' });
    expect(layer('admin/common/Pagination.jsx').kind).toBe('admin-shared');
    expect(layer('admin/format').kind).toBe('admin-shared');
    expect(layer('storefront/StorefrontRoutes.jsx').kind).toBe('app');
    expect(layer('storefront/layout/Header.jsx').kind).toBe('app');
    expect(mayImport(layer('admin/orders/api.js'), layer('admin/api.js'))).toBe(true);
    expect(mayImport(layer('cart/CartLine.jsx'), layer('admin/api.js'))).toBe(false);
  });
});
