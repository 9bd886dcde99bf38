import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The import boundaries of ARCHITECTURE.md, held by biome.json: small probe files are laid out in a
 * temporary copy of the repository's folder structure (outside the working tree, so that nobody
 * else's lint, type check or test run ever sees them), linted once with the repository's own
 * biome.json and Biome binary, and each probe's diagnostics compared with what it should raise.
 */

const root = path.resolve(import.meta.dirname, '..');
const biome = path.join(root, 'node_modules', '.bin', 'biome');
const run = promisify(execFile);

const RESTRICTED = 'lint/style/noRestrictedImports';
const CYCLE = 'lint/suspicious/noImportCycles';
const FEATURES = 'apps/web/src/features';
const API = 'apps/api/src';
const MODULES = `${API}/modules`;

interface Diagnostic {
  category: string;
  location: { path: string | { file: string } };
}

interface Probe {
  source: string;
  /** The boundary rules the probe must raise, once each; none for a legal import. */
  raises: string[];
}

const importing = (specifier: string) => `import { value } from '${specifier}';\n\nexport const probe = value;\n`;
const up = (levels: number) => '../'.repeat(levels);

/**
 * The depths of the folders under `parent` (0: files directly in `<parent>/<x>/`) that biome.json
 * has a per-depth override for: one star for the folder, then one per level below it.
 */
function coveredDepths(parent: string): number[] {
  const config = JSON.parse(readFileSync(path.join(root, 'biome.json'), 'utf8')) as { overrides: { includes?: string[] }[] };
  const prefix = `${parent}/*/`;
  return config.overrides
    .flatMap((override) => override.includes ?? [])
    .filter((glob) => glob.startsWith(prefix) && /^(\*\/)*\*$/.test(glob.slice(prefix.length)))
    .map((glob) => (glob.length - prefix.length - 1) / 2)
    .sort((a, b) => a - b);
}

/** For each covered depth: a probe into a sibling feature, into one through src/, into app, and a legal one. */
function featureProbes(): Record<string, Probe> {
  const probes: Record<string, Probe> = {};
  for (const depth of coveredDepths(FEATURES)) {
    const folder = [FEATURES, 'alpha', ...Array.from({ length: depth }, (_, level) => `level-${level}`)].join('/');
    const toFeatureRoot = depth === 0 ? './' : up(depth);
    const toSrc = up(depth + 2);
    probes[`${folder}/to-sibling-feature.ts`] = { source: importing(`${up(depth + 1)}beta/beta`), raises: [RESTRICTED] };
    probes[`${folder}/to-feature-through-src.ts`] = {
      source: importing(`${toSrc}features/beta/api/get-beta`),
      raises: [RESTRICTED],
    };
    probes[`${folder}/to-app.ts`] = { source: importing(`${toSrc}app/router`), raises: [RESTRICTED] };
    probes[`${folder}/legal.ts`] = {
      source: [
        "import { ApiErrorBody } from '@tvcm/contracts';",
        "import ky from 'ky';",
        `import { Logo } from '${toSrc}components/logo';`,
        `import { apiClient } from '${toSrc}lib/api-client';`,
        `import { alpha } from '${toFeatureRoot}alpha';`,
        `import { getAlpha } from '${toFeatureRoot}api/get-alpha';`,
        "import { here } from './here';",
        '',
        'export const probe = [ApiErrorBody, ky, Logo, apiClient, alpha, getAlpha, here];',
        '',
      ].join('\n'),
      raises: [],
    };
  }
  return probes;
}

/** db, lib and mail sit below the modules, like plugins; nothing below app.ts imports it, main.ts or the seed. */
function apiLayerProbes(): Record<string, Probe> {
  const probes: Record<string, Probe> = {};
  for (const layer of ['db', 'lib', 'mail']) {
    probes[`${API}/${layer}/to-module.ts`] = { source: importing('../modules/users/users.repository'), raises: [RESTRICTED] };
    probes[`${API}/${layer}/to-seed.ts`] = { source: importing('../seed/demo-data'), raises: [RESTRICTED] };
    probes[`${API}/${layer}/to-app.ts`] = { source: importing('../app'), raises: [RESTRICTED] };
  }
  probes[`${API}/plugins/to-seed.ts`] = { source: importing('../seed/seed-demo'), raises: [RESTRICTED] };
  // Tests build the whole app, so they may import it.
  probes[`${API}/plugins/builds-app.test.ts`] = { source: importing('../app'), raises: [] };
  return probes;
}

/** For each covered depth of a module folder: into another module, by two routes; up into the seed and app; and legal imports. */
function apiModuleProbes(): Record<string, Probe> {
  const probes: Record<string, Probe> = {};
  for (const depth of coveredDepths(MODULES)) {
    const folder = [MODULES, 'alpha', ...Array.from({ length: depth }, (_, level) => `level-${level}`)].join('/');
    const toModules = up(depth + 1);
    const toSrc = up(depth + 2);
    probes[`${folder}/to-sibling-module.ts`] = { source: importing(`${toModules}beta/beta.repository`), raises: [RESTRICTED] };
    probes[`${folder}/to-module-through-src.ts`] = {
      source: importing(`${toSrc}modules/beta/beta.service`),
      raises: [RESTRICTED],
    };
    probes[`${folder}/to-seed.ts`] = { source: importing(`${toSrc}seed/seed-demo`), raises: [RESTRICTED] };
    probes[`${folder}/to-app.ts`] = { source: importing(`${toSrc}app`), raises: [RESTRICTED] };
    probes[`${folder}/legal.ts`] = {
      source: [
        "import { API_ERRORS } from '@tvcm/contracts';",
        `import { database } from '${toSrc}db/database';`,
        `import { AppError } from '${toSrc}lib/app-error';`,
        `import { core } from '${toModules}inventory';`,
        `import { createInventoryService } from '${toModules}inventory/inventory.service';`,
        `import { slotColumns } from '${toSrc}modules/inventory/slot-columns';`,
        "import { here } from './here';",
        '',
        'export const probe = [API_ERRORS, database, AppError, core, createInventoryService, slotColumns, here];',
        '',
      ].join('\n'),
      raises: [],
    };
    // A module's tests may seed the demo data and build the app.
    probes[`${folder}/alpha.test.ts`] = {
      source: `import { seedDemo } from '${toSrc}seed/seed-demo';\nimport { buildApp } from '${toSrc}app';\n\nexport const probe = [seedDemo, buildApp];\n`,
      raises: [],
    };
  }
  return probes;
}

/**
 * The web never imports the API's source, by its package name or by a path: probed from a folder
 * under each web override of biome.json (an override's options replace the others' for its files,
 * so each must carry the rule) and from app/, e2e/ and the web's own root.
 */
function webToApiProbes(): Record<string, Probe> {
  const config = JSON.parse(readFileSync(path.join(root, 'biome.json'), 'utf8')) as { overrides: { includes?: string[] }[] };
  const overridden = config.overrides
    .flatMap((override) => override.includes ?? [])
    .filter((glob) => glob.startsWith('apps/web/'))
    .map((glob) => glob.replace(/\/\*\*?$/, '').replace(/\*/g, 'gamma'));
  const probes: Record<string, Probe> = {};
  for (const folder of new Set([...overridden, 'apps/web', 'apps/web/e2e', 'apps/web/src/app', 'apps/web/src/app/routes/page'])) {
    probes[`${folder}/to-api-package.ts`] = { source: importing('@tvcm/api/src/config'), raises: [RESTRICTED] };
    probes[`${folder}/to-api-source.ts`] = {
      source: importing(path.posix.relative(folder, `${API}/modules/users/users.service`)),
      raises: [RESTRICTED],
    };
  }
  return probes;
}

const PROBES: Record<string, Probe> = {
  ...featureProbes(),
  'apps/web/src/lib/to-feature.ts': { source: importing('../features/alpha/alpha'), raises: [RESTRICTED] },
  'apps/web/src/lib/to-app.ts': { source: importing('../app/router'), raises: [RESTRICTED] },
  'apps/web/src/components/to-feature.tsx': {
    source: importing('../features/alpha/components/alpha-page'),
    raises: [RESTRICTED],
  },
  'apps/web/src/components/legal.tsx': { source: importing('../lib/api-client'), raises: [] },
  'packages/contracts/src/to-web.ts': { source: importing('../../../apps/web/src/lib/api-client'), raises: [RESTRICTED] },
  'packages/contracts/src/to-api-package.ts': { source: importing('@tvcm/api/src/config'), raises: [RESTRICTED] },
  'apps/api/src/plugins/to-module.ts': { source: importing('../modules/users/users.policy'), raises: [RESTRICTED] },
  'apps/api/src/plugins/legal.ts': { source: importing('../lib/app-error'), raises: [] },
  ...apiLayerProbes(),
  ...apiModuleProbes(),
  ...webToApiProbes(),
  // Two modules importing each other.
  'apps/web/src/lib/cycle-a.ts': { source: "import { b } from './cycle-b';\n\nexport const a = () => b;\n", raises: [CYCLE] },
  'apps/web/src/lib/cycle-b.ts': { source: "import { a } from './cycle-a';\n\nexport const b = () => a;\n", raises: [CYCLE] },
  // The shape api-client once had: a lazily loaded module that imports its loader back is a cycle too.
  'apps/web/src/lib/lazy-loader.ts': {
    source: "export const loader = 1;\n\nexport const load = () => import('./lazy-loaded');\n",
    raises: [CYCLE],
  },
  'apps/web/src/lib/lazy-loaded.ts': {
    source: "import { loader } from './lazy-loader';\n\nexport const loaded = loader;\n",
    raises: [CYCLE],
  },
  // The shape it has now: the loaded module gets what it needs passed in, and only names its types.
  'apps/web/src/lib/one-way-loader.ts': {
    source: "export type Client = { post(path: string): void };\n\nexport const load = () => import('./one-way-loaded');\n",
    raises: [],
  },
  'apps/web/src/lib/one-way-loaded.ts': {
    source:
      "import type { Client } from './one-way-loader';\n\nexport const report = (client: Client) => client.post('events');\n",
    raises: [],
  },
};

/** What Biome raised, per probe file: "file rule". */
let raised: string[] = [];
let workspace = '';

beforeAll(async () => {
  workspace = mkdtempSync(path.join(tmpdir(), 'lint-boundaries-'));
  copyFileSync(path.join(root, 'biome.json'), path.join(workspace, 'biome.json'));
  for (const [file, { source }] of Object.entries(PROBES)) {
    mkdirSync(path.dirname(path.join(workspace, file)), { recursive: true });
    writeFileSync(path.join(workspace, file), source);
  }
  // The copy is no Git checkout: the configuration's VCS integration is turned off for this run.
  const args = ['lint', '--reporter=json', '--max-diagnostics=none', '--vcs-enabled=false', '.'];
  const output = await run(biome, args, { cwd: workspace }).then(
    (result) => result.stdout,
    // Biome exits non-zero when it finds errors; the report is on stdout all the same.
    (error: { stdout?: string; stderr?: string }) => {
      if (!error.stdout) throw new Error(`biome lint failed without a report: ${error.stderr}`);
      return error.stdout;
    },
  );
  const { diagnostics } = JSON.parse(output) as { diagnostics: Diagnostic[] };
  raised = diagnostics
    .filter(({ category }) => category === RESTRICTED || category === CYCLE)
    .map(({ category, location }) => {
      const file = typeof location.path === 'string' ? location.path : location.path.file;
      return `${path.relative(workspace, path.resolve(workspace, file)).split(path.sep).join('/')} ${category}`;
    })
    .sort();
}, 60_000);

afterAll(() => {
  if (workspace) rmSync(workspace, { recursive: true, force: true });
});

const expected = (select: (file: string) => boolean) =>
  Object.entries(PROBES)
    .filter(([file]) => select(file))
    .flatMap(([file, { raises }]) => raises.map((rule) => `${file} ${rule}`))
    .sort();
const raisedIn = (select: (file: string) => boolean) => raised.filter((entry) => select(entry.split(' ')[0] ?? ''));

describe('import boundaries (biome.json)', () => {
  it('refuse a feature importing another feature or app, at every depth of the feature folder', () => {
    const inFeatures = (file: string) => file.startsWith(`${FEATURES}/`);
    expect(raisedIn(inFeatures)).toEqual(expected(inFeatures));
    expect(raisedIn(inFeatures).length).toBeGreaterThanOrEqual(9);
  });

  it('let a feature import its own files, lib, components, the contracts and packages', () => {
    const legal = (file: string) => file.endsWith('/legal.ts') || file.endsWith('/legal.tsx');
    expect(raisedIn(legal)).toEqual([]);
  });

  it('refuse lib and components importing a feature or app', () => {
    const below = (file: string) => file.startsWith('apps/web/src/lib/to-') || file.startsWith('apps/web/src/components/');
    expect(raisedIn(below)).toEqual(expected(below));
  });

  it('refuse the contracts importing the apps, and an API plugin importing a module', () => {
    const shared = (file: string) => file.startsWith('packages/contracts/') || file.startsWith('apps/api/src/plugins/to-module');
    expect(raisedIn(shared)).toEqual(expected(shared));
  });

  it('refuse an import cycle, a lazy import included, and let a one-way lazy import be', () => {
    const cycles = (file: string) => /\/(cycle|lazy|one-way)-/.test(file);
    expect(raisedIn(cycles)).toEqual(expected(cycles));
  });

  it('raise nothing else', () => {
    expect(raised).toEqual(expected(() => true));
  });

  it('refuse an API module importing another module (but the shared core), app.ts, main.ts or the seed, at every depth', () => {
    const inModules = (file: string) => file.startsWith(`${MODULES}/`);
    expect(raisedIn(inModules)).toEqual(expected(inModules));
    expect(raisedIn(inModules).length).toBeGreaterThanOrEqual(8);
  });

  it('refuse db, lib, mail and plugins importing a module, the seed or app.ts, and let tests build the app', () => {
    const layers = (file: string) => /^apps\/api\/src\/(db|lib|mail|plugins)\//.test(file);
    expect(raisedIn(layers)).toEqual(expected(layers));
    expect(raisedIn(layers).length).toBeGreaterThanOrEqual(11);
  });

  it('refuse the web importing the API, by its package or by a path, from every folder of the web', () => {
    const toApi = (file: string) => file.startsWith('apps/web/') && /\/to-api-(package|source)\.ts$/.test(file);
    expect(raisedIn(toApi)).toEqual(expected(toApi));
    expect(raisedIn(toApi).length).toBeGreaterThanOrEqual(2 * 11);
  });

  it('cover every file of the repository’s features and API modules: none sits deeper than the depth overrides reach', () => {
    expect(filesDeeperThanCovered(FEATURES, coveredDepths(FEATURES))).toEqual([]);
    expect(filesDeeperThanCovered(MODULES, coveredDepths(MODULES))).toEqual([]);
  });
});

/** Files of each folder under `parent` at a depth (0: directly in the folder) no override covers. */
function filesDeeperThanCovered(parent: string, depths: number[]): string[] {
  const covered = new Set(depths);
  expect(covered.size).toBeGreaterThan(0);
  const uncovered: string[] = [];
  const walk = (folder: string, depth: number) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const child = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(child, depth + 1);
      else if (!covered.has(depth)) uncovered.push(path.relative(root, child));
    }
  };
  for (const folder of readdirSync(path.join(root, parent), { withFileTypes: true })) {
    if (folder.isDirectory()) walk(path.join(root, parent, folder.name), 0);
  }
  return uncovered;
}
