import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests drive the production build (`npm run build`) served by the real API on a
 * fresh SQLite database with the demo data, in Debian's Chromium.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
const repositoryRoot = path.resolve(import.meta.dirname, '../../..');

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  forbidOnly: Boolean(process.env.CI),
  use: {
    baseURL,
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'node apps/api/dist/main.js',
    cwd: repositoryRoot,
    url: `${baseURL}/login`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tvcm-e2e-')),
      LOG_LEVEL: 'warn',
      // Tests log in many times from one address; the limits themselves are covered by API tests.
      LOGIN_LIMIT_PER_ACCOUNT: '1000',
      LOGIN_LIMIT_PER_ADDRESS: '1000',
    },
  },
});
