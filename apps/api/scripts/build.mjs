// Bundles the API (and the shared contracts it imports) into one ES module; npm packages stay external.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

await build({
  entryPoints: [new URL('../src/main.ts', import.meta.url).pathname],
  outfile: new URL('../dist/main.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Workspace packages are TypeScript sources: bundle them; everything from npm stays external.
  external: Object.keys(manifest.dependencies ?? {}).filter((name) => !name.startsWith('@tvcm/')),
  logLevel: 'warning',
});
