import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API listens on its own port in development (PORT, as `npm run dev` passes it on); in
// production it serves this bundle itself, so the browser only ever talks to one origin.
const DEV_API_TARGET = `http://127.0.0.1:${process.env.PORT || '3000'}`;

export default defineConfig(({ command }) => ({
  plugins: [react()],
  // Production only: development keeps the real prop-types and its warnings.
  resolve:
    command === 'build'
      ? { alias: { 'prop-types': fileURLToPath(new URL('./build-support/prop-types-shim.js', import.meta.url)) } }
      : {},
  build: {
    // Maps source modules to hashed chunks: .size-limit.js measures each page's first load from it.
    manifest: true,
    // Every supported browser preloads modules natively; the polyfill would only add bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically, in one chunk. Left alone, Rolldown splits the
          // first load into shared chunks along whichever lazy module also uses a part, so adding
          // any lazy module reshuffles it and each extra chunk compresses worse (about 1 kB).
          groups: [{ name: 'first-load', tags: ['$initial'] }],
        },
      },
    },
  },
  server: { proxy: { '/api': DEV_API_TARGET } },
  preview: { proxy: { '/api': DEV_API_TARGET } },
}));
