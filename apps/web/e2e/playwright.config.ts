import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { BASE_URL, DATA_DIR, E2E_PORT, SMTP_PORT } from './e2e-env';

/**
 * End-to-end tests drive the production build (`npm run build`) served by the real API on a
 * fresh SQLite database with the demo data, in Debian's Chromium. The API sends its mails to a
 * real SMTP server on loopback (global-setup.ts), whose mails the tests read (mailbox.ts).
 */
const repositoryRoot = path.resolve(import.meta.dirname, '../../..');

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Generous for a busy machine with two cores: a test's own API process starts in a few seconds,
  // and what a test waits for is an answer or a rendering, never the wall clock.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  globalSetup: './global-setup.ts',
  forbidOnly: Boolean(process.env.CI),
  use: {
    baseURL: BASE_URL,
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
    url: `${BASE_URL}/login`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'development',
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      LOG_LEVEL: 'warn',
      // Mails go to the test mail server, and their links back to this server.
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      PUBLIC_URL: BASE_URL,
      // Tests log in many times from one address; the limits themselves are covered by API tests.
      LOGIN_LIMIT_PER_ACCOUNT_ADDRESS: '1000',
      LOGIN_LIMIT_PER_ADDRESS: '1000',
    },
  },
});
