// An ESLint rule for the SPA's layers (`make lint`): features import shared code (lib/, components/, api/), not
// each other, and shared code imports no feature. The app's shell (main.jsx, Root.jsx, App.jsx, the storefront's
// routes and layout, the staff app's frame) composes the features and may import anything; so may tests.
// A rule of our own: eslint-plugin-import does not run on ESLint 10, and the layers are three short lists.
import path from 'node:path';

const SHARED = ['lib', 'components', 'api'];
const FEATURES = {
  '': ['cart', 'checkout'],
  storefront: ['category', 'compare', 'home', 'product', 'track'],
  admin: ['orders', 'queue', 'products', 'featured', 'analytics', 'searches'],
};
// The staff app's own shared code, for its features: lists, dialogs, the session, formats.
const ADMIN_SHARED = ['common', 'api', 'format', 'history', 'useAction'];

/** The layer of a file, by its path under frontend/src: {kind: 'shared' | 'admin-shared' | 'feature' | 'app' |
 * 'test', name}. */
export function layerOf(relativePath) {
  const parts = relativePath.split('/');
  if (parts[0] === 'test' || /\.test\.jsx?$/.test(relativePath)) return { kind: 'test', name: 'tests' };
  if (SHARED.includes(parts[0])) return { kind: 'shared', name: `${parts[0]}/` };
  if (FEATURES[''].includes(parts[0])) return { kind: 'feature', name: `${parts[0]}/` };
  if (parts.length > 2 && FEATURES[parts[0]]?.includes(parts[1])) {
    return { kind: 'feature', name: `${parts[0]}/${parts[1]}/` };
  }
  if (parts[0] === 'admin' && ADMIN_SHARED.includes(parts[1].replace(/\.jsx?$/, '')))
    return { kind: 'admin-shared', name: 'admin shared' };
  return { kind: 'app', name: 'the app shell' };
}

/** Whether code in layer `from` may import code in layer `to`. */
export function mayImport(from, to) {
  if (from.kind === 'app' || from.kind === 'test') return true;
  if (to.kind === 'shared') return true;
  if (from.kind === 'feature') {
    return to.name === from.name || (to.kind === 'admin-shared' && from.name.startsWith('admin/'));
  }
  return from.kind === 'admin-shared' && to.kind === 'admin-shared';
}

export const layersRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Features import shared code, not each other; shared code imports no feature.' },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false }],
    messages: {
      crossing: '{{from}} may not import {{to}} ("{{source}}"): move what both need into lib/ or components/.',
    },
  },
  create(context) {
    const root = path.resolve(context.cwd, context.options[0]?.root ?? 'frontend/src');
    const file = path.relative(root, context.filename);
    if (file.startsWith('..')) return {};
    const from = layerOf(file.split(path.sep).join('/'));
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.relative(root, path.resolve(path.dirname(context.filename), source));
      if (target.startsWith('..')) return;
      const to = layerOf(target.split(path.sep).join('/'));
      if (!mayImport(from, to)) {
        context.report({ node: node.source, messageId: 'crossing', data: { from: from.name, to: to.name, source } });
      }
    };
    return {
      ImportDeclaration: check,
      ImportExpression: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};

export default { rules: { layers: layersRule } };
