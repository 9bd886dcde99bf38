// The JavaScript each entry page loads before it can render: the entry chunk, the route's lazy
// chunks and everything they import statically, read from Vite's manifest after `npm run build`,
// measured as sent: Brotli at its highest quality, as the build precompresses every asset and the
// server sends that file to every browser that accepts it (apps/web/scripts/precompress.mjs).
import { readFileSync } from 'node:fs';

const dist = 'apps/web/dist';
const manifest = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8'));

/**
 * Source modules of the lazy screens each address goes through (see apps/web/src/app/router.tsx),
 * and each page's budget. /top carries the whole logged-in shell: docs/decisions/002-bundle-budget.md
 * explains its budget.
 */
const PAGES = {
  '/login': { modules: ['src/features/auth/components/login-page.tsx'], limit: '121 kB' },
  '/top': {
    modules: ['src/features/auth/components/require-session.tsx', 'src/app/shell/app-shell.tsx', 'src/app/routes/top-page.tsx'],
    limit: '160 kB',
  },
};

function collect(key, files) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the Vite manifest: update .size-limit.js`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported, files);
}

export default Object.entries(PAGES).map(([page, { modules, limit }]) => {
  const files = new Set();
  collect('index.html', files);
  for (const module of modules) collect(module, files);
  return { name: `${page} first load`, path: [...files].map((file) => `${dist}/${file}`), limit };
});
