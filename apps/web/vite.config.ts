import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bootCover } from './build-support/boot-cover.ts';
import { importsChunk } from './build-support/imports-chunk.ts';
import { muiWithoutCssVariables } from './build-support/mui-without-css-variables.ts';
import { theme } from './src/app/theme.ts';

// The API listens on its own port in development (PORT, as `npm run dev` passes it on); in
// production it serves this bundle itself, so the browser only ever talks to one origin.
const DEV_API_TARGET = `http://127.0.0.1:${process.env.PORT || '3000'}`;

const source = (file: string) => fileURLToPath(new URL(`./src/${file}`, import.meta.url));

// What /top needs behind the login, in one chunk (decision 002). The login and logout pages and the
// toasts never load it; the entry and password-reset pages, which share much of it, do.
const entry = source('app/main.tsx');
const session = importsChunk({
  name: 'session',
  entry,
  roots: ['features/auth/components/require-session.tsx', 'app/shell/app-shell.tsx', 'app/routes/top-page.tsx'].map(source),
  excludedRoots: [
    'features/auth/components/login-page.tsx',
    'features/auth/components/logout-page.tsx',
    'app/toast-region.tsx',
  ].map(source),
});
// The stores a login or logout resets, which load together (app/page-state.ts).
const pageState = importsChunk({ name: 'page-state-stores', entry, roots: [source('app/page-state.ts')] });

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    muiWithoutCssVariables(),
    bootCover({ cataloguePath: source('locales/ja/translation.json'), theme }),
    session.plugin,
    pageState.plugin,
  ],
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
        // A lazy chunk is named by its hash alone: the entry lists every lazy page's file name, and the
        // readable part of 120-odd names cost the first load about 0.9 kB (decision 002).
        chunkFileNames: 'assets/[hash].js',
        codeSplitting: {
          // Everything the entry imports statically, in one chunk. Left alone, Rolldown splits the
          // first load into shared chunks along whichever lazy module also uses a part, so adding
          // any lazy module reshuffles it and each extra chunk compresses worse (about 1 kB).
          // The contract modules and MUI's inner parts that several lazy pages share go in one chunk
          // each: left alone, every such part becomes a small chunk whose name the entry lists.
          groups: [
            { name: 'first-load', tags: ['$initial'] },
            session.group,
            pageState.group,
            { name: 'contracts', test: /packages[\\/]contracts[\\/]src[\\/]/ },
            { name: 'mui-parts', test: /node_modules[\\/]@mui[\\/]material[\\/](internal|Popper|Portal|utils)[\\/]/ },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': DEV_API_TARGET } },
  preview: { proxy: { '/api': DEV_API_TARGET } },
}));
