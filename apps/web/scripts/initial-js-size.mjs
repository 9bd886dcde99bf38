// Prints the gzip size of the JavaScript each route loads before it can render: the entry chunk,
// the route's lazy chunks and everything those import statically. Run after `vite build`.
import { readFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8'));

/** Source modules of the lazy routes each address goes through (see src/app/router.tsx). */
const ROUTES = {
  '/login': ['src/features/auth/components/login-page.tsx'],
  '/top': ['src/features/auth/components/require-session.tsx', 'src/app/shell/app-shell.tsx', 'src/app/routes/top-page.tsx'],
  '/(not found)': ['src/app/routes/not-found-page.tsx'],
};

function collect(key, files) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the manifest`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported, files);
}

const gzipSize = (file) => gzipSync(readFileSync(new URL(file, dist)), { level: 9 }).length;
const brotliSize = (file) => brotliCompressSync(readFileSync(new URL(file, dist))).length;
const kilobytes = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

for (const [route, modules] of Object.entries(ROUTES)) {
  const files = new Set();
  collect('index.html', files);
  for (const module of modules) collect(module, files);
  const gzip = [...files].reduce((sum, file) => sum + gzipSize(file), 0);
  const brotli = [...files].reduce((sum, file) => sum + brotliSize(file), 0);
  console.log(
    `${route.padEnd(14)} ${kilobytes(gzip).padStart(9)} gzip ${kilobytes(brotli).padStart(9)} brotli in ${files.size} files`,
  );
}
