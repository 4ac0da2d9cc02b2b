import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// django-vite reads frontend/dist/manifest.json; whitenoise serves the files under /static/.
export default defineConfig({
  plugins: [react()],
  base: '/static/',
  build: {
    manifest: 'manifest.json',
    outDir: 'frontend/dist',
    emptyOutDir: true,
    rollupOptions: { input: 'frontend/src/main.jsx' },
  },
  server: { port: 5173, strictPort: true, origin: 'http://127.0.0.1:5173' },
  test: {
    environment: 'jsdom',
    setupFiles: ['frontend/src/test/setup.js'],
    include: ['frontend/src/**/*.test.{js,jsx}'],
    css: false,
  },
});
