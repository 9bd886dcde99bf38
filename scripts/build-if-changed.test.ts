import { execFile } from 'node:child_process';
import { appendFileSync, chmodSync, copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * build-if-changed.mjs in a small repository of its own shape: two workspaces whose builds only
 * write their dist files and note that they ran, so each case sees which builds a run started.
 */

const run = promisify(execFile);
const script = path.join(import.meta.dirname, 'build-if-changed.mjs');
let workspace = '';

const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(workspace, file)), { recursive: true });
  writeFileSync(path.join(workspace, file), text);
};

/** A workspace build that writes its outputs and appends its name to builds.log; FAIL_<NAME> makes it fail. */
const fakeBuild = (name: string, outputs: string[]) =>
  [
    "import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';",
    `if (process.env.FAIL_${name.toUpperCase()}) process.exit(3);`,
    `appendFileSync('../../builds.log', '${name}\\n');`,
    ...outputs.map(
      (file) =>
        `mkdirSync('dist/${path.posix.dirname(file)}', { recursive: true }); writeFileSync('dist/${file}', String(Date.now()));`,
    ),
    '',
  ].join('\n');

async function buildIfChanged(env: Record<string, string> = {}, args: string[] = []): Promise<string[]> {
  writeFileSync(path.join(workspace, 'builds.log'), '');
  await run('node', ['scripts/build-if-changed.mjs', ...args], {
    cwd: workspace,
    // npm stands in for itself (`npm run build -w <workspace>`): the real one would only add its start-up to each build.
    env: { ...process.env, ...env, PATH: `${path.join(workspace, 'bin')}${path.delimiter}${process.env.PATH}` },
  });
  return readFileSync(path.join(workspace, 'builds.log'), 'utf8').split('\n').filter(Boolean).sort();
}

beforeAll(async () => {
  workspace = mkdtempSync(path.join(tmpdir(), 'build-if-changed-'));
  const manifest = (name: string) => JSON.stringify({ name, private: true, scripts: { build: 'node build.mjs' } });
  write(
    'package.json',
    JSON.stringify({ name: 'probe', private: true, workspaces: ['packages/contracts', 'apps/api', 'apps/web'] }),
  );
  write('package-lock.json', '{}');
  write('.gitignore', 'dist/\nbuilds.log\n.env\nbin/\n');
  write('packages/contracts/package.json', manifest('contracts'));
  write('packages/contracts/src/index.ts', 'export const a = 1;\n');
  write('apps/web/package.json', manifest('web'));
  write('apps/web/build.mjs', fakeBuild('web', ['index.html', '.vite/manifest.json', 'assets/app.js']));
  write('apps/web/src/main.ts', 'export const web = 1;\n');
  write('apps/web/src/main.test.ts', 'export const test = 1;\n');
  write('apps/api/package.json', manifest('api'));
  write('apps/api/build.mjs', fakeBuild('api', ['main.js']));
  write('apps/api/src/main.ts', 'export const api = 1;\n');
  write('bin/npm', '#!/bin/sh\n[ "$1 $2 $3" = "run build -w" ] || exit 64\ncd "$4" && exec node build.mjs\n');
  chmodSync(path.join(workspace, 'bin/npm'), 0o755);
  mkdirSync(path.join(workspace, 'scripts'));
  copyFileSync(script, path.join(workspace, 'scripts/build-if-changed.mjs'));
  await run('git', ['init', '-q'], { cwd: workspace });
  await run('git', ['add', '.'], { cwd: workspace });
});

afterAll(() => {
  if (workspace) rmSync(workspace, { recursive: true, force: true });
});

describe('build-if-changed', () => {
  it('builds both apps the first time, and nothing when nothing changed', async () => {
    expect(await buildIfChanged()).toEqual(['api', 'web']);
    expect(await buildIfChanged()).toEqual([]);
  });

  it('builds the app whose source changed, tracked or new, and both for a change of what they share', async () => {
    appendFileSync(path.join(workspace, 'apps/web/src/main.ts'), '// changed\n');
    expect(await buildIfChanged()).toEqual(['web']);
    write('apps/api/src/new-module.ts', 'export const added = 1;\n');
    expect(await buildIfChanged()).toEqual(['api']);
    appendFileSync(path.join(workspace, 'packages/contracts/src/index.ts'), '// changed\n');
    expect(await buildIfChanged()).toEqual(['api', 'web']);
    write('package-lock.json', '{ "changed": true }');
    expect(await buildIfChanged()).toEqual(['api', 'web']);
    rmSync(path.join(workspace, 'apps/api/src/new-module.ts'));
    expect(await buildIfChanged()).toEqual(['api']);
  });

  it('leaves tests out of the inputs', async () => {
    appendFileSync(path.join(workspace, 'apps/web/src/main.test.ts'), '// changed\n');
    expect(await buildIfChanged()).toEqual([]);
  });

  it('builds the web again for another VITE_ variable or .env file, which the bundle takes in', async () => {
    expect(await buildIfChanged({ VITE_API_BASE: '/other' })).toEqual(['web']);
    expect(await buildIfChanged({ VITE_API_BASE: '/other' })).toEqual([]);
    expect(await buildIfChanged()).toEqual(['web']);
    write('apps/web/.env', 'VITE_API_BASE=/from-file\n');
    expect(await buildIfChanged()).toEqual(['web']);
  });

  it('builds again when a file of the last build is missing or was changed since', async () => {
    rmSync(path.join(workspace, 'apps/web/dist/assets/app.js'));
    expect(await buildIfChanged()).toEqual(['web']);
    appendFileSync(path.join(workspace, 'apps/api/dist/main.js'), 'x');
    expect(await buildIfChanged()).toEqual(['api']);
    rmSync(path.join(workspace, 'apps/api/dist'), { recursive: true });
    expect(await buildIfChanged()).toEqual(['api']);
  });

  it('fails with a failing build and leaves no stamp, so the next run builds again', async () => {
    appendFileSync(path.join(workspace, 'apps/api/src/main.ts'), '// changed\n');
    await expect(buildIfChanged({ FAIL_API: '1' })).rejects.toMatchObject({ code: 3 });
    expect(await buildIfChanged()).toEqual(['api']);
  });

  it('builds everything with --force', async () => {
    expect(await buildIfChanged({}, ['--force'])).toEqual(['api', 'web']);
  });
});
