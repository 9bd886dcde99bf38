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
    },
  };
}

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contracts', root: 'packages/contracts', include: ['src/**/*.test.ts'], environment: 'node' } },
      apiProject('api', 'sqlite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api-postgres', 'postgres')] : []),
      'apps/web/vitest.config.ts',
    ],
  },
});
