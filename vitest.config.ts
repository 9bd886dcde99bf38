import { availableParallelism } from 'node:os';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/** The API tests run against a real database: SQLite always, PostgreSQL too when TEST_DATABASE_URL is set. */
function apiProject(name: string, engine: 'sqlite' | 'postgres'): TestProjectInlineConfiguration {
  return {
    test: {
      name,
      root: 'apps/api',
      include: ['src/**/*.test.ts'],
      environment: 'node',
      setupFiles: ['./src/test/setup.ts'],
      env: { TEST_DB_ENGINE: engine },
      testTimeout: 30_000,
      hookTimeout: 30_000,
      // Each PostgreSQL test file migrates a schema of its own in one database, and Kysely's migrator
      // reads the catalogue of every schema there: a schema that another file drops meanwhile fails
      // the query ("schema … does not exist"). One file at a time keeps them apart.
      fileParallelism: engine === 'sqlite',
      // Vitest runs projects of different parallelism in groups of their own: PostgreSQL's after the rest.
      sequence: { groupOrder: engine === 'sqlite' ? 0 : 1 },
      // Each file builds its own app over its own database; what modules keep between files is
      // constant (schemas, the error catalogue), so the files of a worker share one module graph
      // rather than evaluating Fastify, Kysely and the contracts again for every file.
      isolate: false,
    },
  };
}

export default defineConfig({
  test: {
    // Vitest leaves a core to its main process, which on a 2-core machine means one worker and every
    // test file in turn. The main process mostly waits on the workers, so give them both cores there.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'contracts', root: 'packages/contracts', include: ['src/**/*.test.ts'], environment: 'node' } },
      // Checks of the repository's own tooling, such as the lint boundaries.
      { test: { name: 'tooling', root: 'scripts', include: ['**/*.test.ts'], environment: 'node', testTimeout: 60_000 } },
      apiProject('api', 'sqlite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api-postgres', 'postgres')] : []),
      'apps/web/vitest.config.ts',
    ],
  },
});
