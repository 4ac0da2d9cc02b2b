// ESLint for the SPA (`make lint`): the recommended rules, React's hook rules, browser globals.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import layers from './eslint-rules/layers.js';

export default [
  { ignores: ['frontend/dist/**', 'node_modules/**', 'static/**', 'staticfiles/**', '.venv/**'] },
  js.configs.recommended,
  reactHooks.configs.flat.recommended,
  {
    files: ['frontend/src/**/*.{js,jsx}'],
    languageOptions: {
      ecmaVersion: 'latest',
      sourceType: 'module',
      globals: { ...globals.browser },
      parserOptions: { ecmaFeatures: { jsx: true } },
    },
    plugins: { voltcart: layers },
    rules: {
      'no-unused-vars': ['error', { varsIgnorePattern: '^[A-Z_]', argsIgnorePattern: '^_' }],
      'voltcart/layers': 'error',
    },
  },
  {
    files: ['eslint-rules/**/*.js'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['frontend/src/**/*.test.{js,jsx}', 'frontend/src/test/**', 'frontend/src/**/testing.jsx'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
];
