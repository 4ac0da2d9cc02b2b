import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { FIRST_SCREEN_PAGES } from './frontend/src/storefront/firstScreenChunks.js';

/**
 * The modules that go into one chunk with the entry, found once the module graph is built (before chunking): those
 * the storefront's first view imports statically, and those the first screens of two pages import (a price tag, the
 * picture index). Left alone, Rolldown puts the ones the entry shares with lazy chunks, or two pages' chunks share,
 * into small chunks of their own: one more request before the first paint for each (decision 0029). Likewise the
 * modules the chunks of one page share (`shared`: storefront/firstScreenChunks.js FIRST_SCREEN_PAGES) are one chunk,
 * whatever lazy chunk (a page's controls, components/LazyPart.jsx) imports them too.
 */
function firstViewModules() {
  const modules = new Set();
  // Declared before the module graph exists (the build's groups are), filled from it.
  const shared = new Map(FIRST_SCREEN_PAGES.filter((page) => page.shared).map((page) => [page.shared, new Set()]));
  const plugin = {
    name: 'voltcart-first-view-modules',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      // Each module `from` imports statically, itself included, less those already in `modules`.
      const closure = (from) => {
        const found = new Set();
        const pending = [...from];
        while (pending.length) {
          const id = pending.pop();
          if (found.has(id) || modules.has(id)) continue;
          found.add(id);
          pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return found;
      };
      // How many of `sets` hold each module.
      const counted = (sets) => {
        const counts = new Map();
        for (const set of sets) for (const id of set) counts.set(id, (counts.get(id) ?? 0) + 1);
        return counts;
      };
      modules.clear();
      for (const id of closure(ids.filter((id) => this.getModuleInfo(id)?.isEntry))) modules.add(id);
      const pages = FIRST_SCREEN_PAGES.map((page) => ({
        ...page,
        closures: page.chunks.map((chunk) => closure(ids.filter((id) => id.endsWith(`/${chunk}`)))),
      }));
      for (const [id, count] of counted(pages.map(({ closures }) => new Set(closures.flatMap((set) => [...set]))))) {
        if (count > 1) modules.add(id);
      }
      for (const page of pages.filter((page) => page.shared)) {
        const group = shared.get(page.shared);
        group.clear();
        for (const [id, count] of counted(page.closures)) if (count > 1 && !modules.has(id)) group.add(id);
      }
    },
  };
  return { plugin, modules, shared };
}

const firstView = firstViewModules();

/**
 * The server-rendering bundle (web/server_render.py runs it in an embedded V8): one classic script, every
 * dependency and lazy chunk inlined, for a runtime with neither Node nor the DOM. renderToString's build is
 * taken without the streaming renderer beside it, which needs browser globals at load.
 */
const serverRenderAliases = [
  {
    find: /^react-dom\/server$/,
    replacement: fileURLToPath(
      new URL('./node_modules/react-dom/cjs/react-dom-server-legacy.browser.production.js', import.meta.url),
    ),
  },
];
const serverRenderBuild = {
  ssr: { noExternal: true, target: 'webworker' },
  build: {
    outDir: 'frontend/dist-server',
    emptyOutDir: true,
    rollupOptions: { output: { format: 'iife', codeSplitting: false } },
  },
};

/**
 * The dialogs' scroll lock adopts its style sheet through the CSSOM instead of a <style> element, which the
 * Content-Security-Policy refuses (frontend/src/lib/styleSingleton.js): everywhere, tests included.
 */
const styleSingletonAlias = {
  find: /^react-style-singleton$/,
  replacement: fileURLToPath(new URL('./frontend/src/lib/styleSingleton.js', import.meta.url)),
};

/**
 * React Router's production build, for the built bundles: its package.json names only its development build, whose
 * warnings and the checks behind them (ENABLE_DEV_WARNINGS) bundlers then ship (remix-run/react-router#14102).
 * Same version and API, 1.3 KB less of the first view's script (decision 0029). The dev server and
 * the tests keep the development build and its warnings.
 */
const reactRouterProductionAliases = [
  ['react-router', 'index.mjs'],
  ['react-router/dom', 'dom-export.mjs'],
].map(([name, file]) => ({
  find: new RegExp(`^${name}$`),
  replacement: fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url)),
}));

/** SWR's `use-sync-external-store/shim` answered by React's own hook (frontend/src/lib/useSyncExternalStore.js). */
const useSyncExternalStoreAlias = {
  find: /^use-sync-external-store\/shim(\/index\.js)?$/,
  replacement: fileURLToPath(new URL('./frontend/src/lib/useSyncExternalStore.js', import.meta.url)),
};

// django-vite reads frontend/dist/manifest.json; whitenoise serves the files under /static/.
export default defineConfig(({ command, isSsrBuild }) => ({
  // The first view's grouping is the browser bundle's; the server's bundle is one script anyway.
  plugins: isSsrBuild ? [react()] : [react(), firstView.plugin],
  resolve: {
    alias: [
      styleSingletonAlias,
      useSyncExternalStoreAlias,
      ...(command === 'build' ? reactRouterProductionAliases : []),
      ...(isSsrBuild ? serverRenderAliases : []),
    ],
  },
  base: '/static/',
  build: {
    manifest: 'manifest.json',
    outDir: 'frontend/dist',
    emptyOutDir: true,
    rollupOptions: {
      input: 'frontend/src/main.jsx',
      // The entry, everything it imports statically and what two pages' first screens share in one chunk; what the
      // chunks of one page share in another.
      output: {
        codeSplitting: {
          groups: [
            { name: 'main', test: (id) => firstView.modules.has(id) },
            ...[...firstView.shared].map(([name, modules]) => ({ name, test: (id) => modules.has(id) })),
          ],
        },
      },
    },
  },
  ...(isSsrBuild ? serverRenderBuild : {}),
  server: { port: 5173, strictPort: true, origin: 'http://127.0.0.1:5173' },
  test: {
    environment: 'jsdom',
    setupFiles: ['frontend/src/test/setup.js'],
    include: ['frontend/src/**/*.test.{js,jsx}', 'eslint-rules/**/*.test.js'],
    css: false,
  },
}));
