import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API listens on its own port in development; in production it serves this bundle itself,
// so the browser only ever talks to one origin (cookies and CSP stay simple).
const DEV_API_TARGET = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  build: {
    // Maps source modules to hashed chunks: .size-limit.js measures each page's first load from it.
    manifest: true,
    // Every supported browser preloads modules natively; the polyfill would only add bytes.
    modulePreload: { polyfill: false },
  },
  server: { proxy: { '/api': DEV_API_TARGET } },
  preview: { proxy: { '/api': DEV_API_TARGET } },
});
