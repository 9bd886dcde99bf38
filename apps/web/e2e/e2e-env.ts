import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * What the Playwright runner, its global setup, the API it starts and the test workers must agree
 * on. The runner loads this first (through the config) and puts the run's folder in the
 * environment, which the workers it forks inherit: every process then reads the same folder.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

/** The test mail server's fixed port, beside the app's own unless E2E_SMTP_PORT says otherwise. */
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? E2E_PORT + 25);

process.env.E2E_RUN_DIR ??= mkdtempSync(path.join(tmpdir(), 'tvcm-e2e-'));
const runDir = process.env.E2E_RUN_DIR;

/** The API's DATA_DIR: its SQLite database is `app.db` in there. */
export const DATA_DIR = path.join(runDir, 'data');
/** Every mail the test SMTP server receives, one JSON file each, in the order received. */
export const MAIL_DIR = path.join(runDir, 'mail');
mkdirSync(MAIL_DIR, { recursive: true });
