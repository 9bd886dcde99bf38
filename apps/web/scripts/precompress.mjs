// Writes Brotli and gzip siblings of every text asset in dist, so the server can send them
// as they are instead of compressing on each request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE_EXTENSIONS = new Set(['.js', '.css', '.html', '.svg', '.json']);
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const distDir = fileURLToPath(new URL('../dist', import.meta.url));

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (COMPRESSIBLE_EXTENSIONS.has(extname(entry.name))) yield path;
  }
}

async function compress(path) {
  const source = await readFile(path);
  const [br, gzipped] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gz(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
  return { path, size: source.length, br: br.length, gz: gzipped.length };
}

const files = [];
for await (const path of walk(distDir)) files.push(path);
const results = await Promise.all(files.map(compress));
for (const { path, size, br, gz: gzSize } of results.sort((a, b) => a.path.localeCompare(b.path))) {
  console.log(
    `${relative(distDir, path).padEnd(48)} ${String(size).padStart(8)} B  gz ${String(gzSize).padStart(7)} B  br ${String(br).padStart(7)} B`,
  );
}
console.log(`precompressed ${results.length} files`);
