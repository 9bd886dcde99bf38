// Builds the web app and the API, each only when what goes into it changed since the build in its
// dist/. A build leaves a stamp there: a hash of its inputs (the sources Git sees, the lock file,
// the configurations, the Node version and, for the web, the VITE_* variables it bakes in) and the
// size and time of every file it wrote. A later run builds again when the hash differs, the stamp is
// missing (a build that failed or never finished leaves none) or any file it lists is gone or changed.
// `--force` builds both regardless. Exits with the failing build's code.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const STAMP = '.build-stamp.json';

/** What both builds read besides their own folder. */
const SHARED_INPUTS = [
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'packages/contracts',
  'scripts/build-if-changed.mjs',
];

const TARGETS = [
  {
    name: 'web',
    workspace: 'apps/web',
    inputs: [...SHARED_INPUTS, 'apps/web'],
    // Vite bakes VITE_* into the bundle and builds for NODE_ENV's mode; it reads .env files too.
    env: (name) => name.startsWith('VITE_') || name === 'NODE_ENV',
    extraFiles: () => listFolder('apps/web', (name) => name.startsWith('.env')),
    outputs: ['index.html', '.vite/manifest.json'],
  },
  {
    name: 'api',
    workspace: 'apps/api',
    inputs: [...SHARED_INPUTS, 'apps/api'],
    env: () => false,
    extraFiles: () => [],
    outputs: ['main.js'],
  },
];

/** Files that never reach a bundle: tests, end-to-end specs, anything already built. */
function isBuildInput(file) {
  return !/\.test\.[cm]?[jt]sx?$/.test(file) && !/(^|\/)(e2e|dist|node_modules)\//.test(file);
}

function listFolder(folder, keep) {
  const absolute = path.join(root, folder);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute)
    .filter(keep)
    .map((name) => `${folder}/${name}`);
}

/**
 * The files under the given paths as Git sees them (tracked and new, not ignored), listed once for
 * both builds; a folder walk where there is no Git.
 */
function listFiles(paths) {
  try {
    const output = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...paths], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 64 * 1024 * 1024,
    });
    return [...new Set(output.split('\0').filter(Boolean))];
  } catch {
    return paths.flatMap((input) => walk(input));
  }
}

function walk(relative) {
  const absolute = path.join(root, relative);
  if (!existsSync(absolute)) return [];
  if (!statSync(absolute).isDirectory()) return [relative];
  return readdirSync(absolute)
    .filter((name) => !['node_modules', 'dist', '.git', 'data', 'test-results', 'playwright-report'].includes(name))
    .flatMap((name) => walk(`${relative}/${name}`));
}

const allFiles = listFiles([...new Set(TARGETS.flatMap((target) => target.inputs))]);
const contentHashes = new Map();

/** A file's content hash, read once however many builds use it; null for one Git lists but the work tree no longer has. */
function contentHash(file) {
  if (!contentHashes.has(file)) {
    const absolute = path.join(root, file);
    const isFile = existsSync(absolute) && statSync(absolute).isFile();
    contentHashes.set(file, isFile ? createHash('sha256').update(readFileSync(absolute)).digest('hex') : null);
  }
  return contentHashes.get(file);
}

function inputHash(target) {
  const hash = createHash('sha256');
  hash.update(`node ${process.versions.node}\n`);
  for (const name of Object.keys(process.env).filter(target.env).sort()) hash.update(`env ${name}=${process.env[name]}\n`);
  const isInput = (file) => target.inputs.some((input) => file === input || file.startsWith(`${input}/`));
  const files = [...new Set([...allFiles.filter(isInput), ...target.extraFiles()])].filter(isBuildInput).sort();
  for (const file of files) {
    const content = contentHash(file);
    if (content !== null) hash.update(`file ${file} ${content}\n`);
  }
  return hash.digest('hex');
}

/** Every file of dist with its size and modification time, so a later run notices one changed or gone. */
function outputsOf(dist) {
  const files = {};
  const visit = (relative) => {
    for (const entry of readdirSync(path.join(dist, relative), { withFileTypes: true })) {
      const file = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) visit(file);
      else if (file !== STAMP) {
        const { size, mtimeMs } = statSync(path.join(dist, file));
        files[file] = [size, mtimeMs];
      }
    }
  };
  visit('');
  return files;
}

function isUpToDate(target, dist, hash) {
  const stampFile = path.join(dist, STAMP);
  if (!existsSync(stampFile)) return false;
  let stamp;
  try {
    stamp = JSON.parse(readFileSync(stampFile, 'utf8'));
  } catch {
    return false;
  }
  if (stamp.inputs !== hash || !target.outputs.every((file) => stamp.outputs?.[file])) return false;
  return Object.entries(stamp.outputs).every(([file, [size, mtimeMs]]) => {
    const absolute = path.join(dist, file);
    if (!existsSync(absolute)) return false;
    const stat = statSync(absolute);
    return stat.size === size && stat.mtimeMs === mtimeMs;
  });
}

const force = process.argv.includes('--force');
const upToDate = [];
for (const target of TARGETS) {
  const dist = path.join(root, target.workspace, 'dist');
  const hash = inputHash(target);
  if (!force && isUpToDate(target, dist, hash)) {
    upToDate.push(target.name);
    continue;
  }
  rmSync(path.join(dist, STAMP), { force: true });
  const build = spawnSync('npm', ['run', 'build', '-w', target.workspace], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    process.stderr.write(`build-if-changed: the ${target.name} build failed\n`);
    process.exit(build.status ?? 1);
  }
  const missing = target.outputs.filter((file) => !existsSync(path.join(dist, file)));
  if (missing.length > 0) {
    process.stderr.write(`build-if-changed: the ${target.name} build wrote no ${missing.join(', ')}\n`);
    process.exit(1);
  }
  // The hash of the inputs read before the build: a file changed while it ran makes the next run build again.
  writeFileSync(path.join(dist, STAMP), `${JSON.stringify({ inputs: hash, outputs: outputsOf(dist) })}\n`);
}
if (upToDate.length > 0) console.log(`build: ${upToDate.join(' and ')} up to date (unchanged since the last build)`);
