// An ESLint rule for the SPA's layers (`make lint`): features import shared code (lib/, components/, api/), not
// each other, and shared code imports no feature. The app's shell (main.jsx, Root.jsx, App.jsx, the storefront's
// routes and layout, the staff app's frame) composes the features and may import anything; so may tests.
// A rule of our own: eslint-plugin-import does not run on ESLint 10.
import fs from 'node:fs';
import path from 'node:path';

// Shared code, lowest first: each imports only those before it (components/ use lib/ and api/, lib/ uses api/).
const SHARED = ['api', 'lib', 'components'];
// Folders whose sub-folders are the features, with the sub-folders that are not: the storefront's frame is the
// shell's, the staff app's common/ is its shared code. Every other folder under frontend/src is a feature.
const AREAS = { storefront: ['layout'], admin: ['common'] };
// The staff app's own shared code, for its features: lists, dialogs, the session, formats.
const ADMIN_SHARED = ['common', 'api', 'format', 'history', 'useAction'];

const folders = (directory) =>
  fs
    .readdirSync(directory, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** The features under `root` (frontend/src), read from its folders so that a new one is checked from the start:
 * ['cart/', 'admin/searches/', 'storefront/home/', …]. */
export function featuresIn(root) {
  return folders(root).flatMap((name) => {
    if (SHARED.includes(name) || name === 'test') return [];
    if (!(name in AREAS)) return [`${name}/`];
    return folders(path.join(root, name))
      .filter((sub) => !AREAS[name].includes(sub))
      .map((sub) => `${name}/${sub}/`);
  });
}

/** The layer of a file, by its path under frontend/src and the features there (featuresIn): {kind: 'shared' |
 * 'admin-shared' | 'feature' | 'app' | 'test', name}; shared code also has its `rank` in SHARED. */
export function layerOf(relativePath, features) {
  const parts = relativePath.split('/');
  if (parts[0] === 'test' || /\.test\.jsx?$/.test(relativePath)) return { kind: 'test', name: 'tests' };
  if (SHARED.includes(parts[0])) return { kind: 'shared', name: `${parts[0]}/`, rank: SHARED.indexOf(parts[0]) };
  const feature = features.find((name) => `${relativePath}/`.startsWith(name));
  if (feature) return { kind: 'feature', name: feature };
  if (parts[0] === 'admin' && ADMIN_SHARED.includes((parts[1] ?? '').replace(/\.jsx?$/, '')))
    return { kind: 'admin-shared', name: 'admin shared' };
  return { kind: 'app', name: 'the app shell' };
}

/** Whether code in layer `from` may import code in layer `to`. */
export function mayImport(from, to) {
  if (from.kind === 'app' || from.kind === 'test') return true;
  if (to.kind === 'shared') return from.kind !== 'shared' || to.rank <= from.rank;
  if (from.kind === 'feature') {
    return to.name === from.name || (to.kind === 'admin-shared' && from.name.startsWith('admin/'));
  }
  return from.kind === 'admin-shared' && to.kind === 'admin-shared';
}

const featuresByRoot = new Map();

export const layersRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Features import shared code, not each other; shared code imports no feature.' },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false }],
    messages: {
      crossing: '{{from}} may not import {{to}} ("{{source}}"): move what both need into lib/ or components/.',
      upward: `{{from}} may not import {{to}} ("{{source}}"): shared code imports only what is below it (${SHARED.join(' < ')}).`,
    },
  },
  create(context) {
    const root = path.resolve(context.cwd, context.options[0]?.root ?? 'frontend/src');
    const file = path.relative(root, context.filename);
    if (file.startsWith('..')) return {};
    if (!featuresByRoot.has(root)) featuresByRoot.set(root, featuresIn(root));
    const features = featuresByRoot.get(root);
    const from = layerOf(file.split(path.sep).join('/'), features);
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.relative(root, path.resolve(path.dirname(context.filename), source));
      if (target.startsWith('..')) return;
      const to = layerOf(target.split(path.sep).join('/'), features);
      if (!mayImport(from, to)) {
        context.report({
          node: node.source,
          messageId: from.kind === 'shared' && to.kind === 'shared' ? 'upward' : 'crossing',
          data: { from: from.name, to: to.name, source },
        });
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
