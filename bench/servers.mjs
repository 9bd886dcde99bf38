// What the benchmarks need to run servers of their own on 127.0.0.1 and call them as a demo user.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** A port nothing listens on, for a server the benchmark starts. */
export const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Resolves once `url` answers at all; a start that takes over 30 s is a failure. */
export async function waitFor(url, seconds = 30) {
  for (let attempt = 0; attempt < seconds * 10; attempt += 1) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`${url} did not answer`);
}

/**
 * Logs in as a demo user as the web does (the anti-forgery cookie first, then the echoed header);
 * answers the headers a later call sends: the cookies, and the anti-forgery token for writes.
 */
export async function loginAs(base, account) {
  const jar = new Map();
  const remember = (response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair.indexOf('=');
      jar.set(pair.slice(0, index), pair.slice(index + 1));
    }
  };
  const headers = () => ({
    cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
    'x-xsrf-token': decodeURIComponent(jar.get('XSRF-TOKEN') ?? ''),
  });
  remember(await fetch(`${base}/api/sessions`));
  const answer = await fetch(`${base}/api/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers() },
    body: JSON.stringify({ account, password: 'demo-pass-2026' }),
  });
  if (answer.status !== 201) throw new Error(`login as ${account} failed with ${answer.status}`);
  remember(answer);
  return headers();
}

/**
 * Starts the built API on a free port over a benchmark's database (`{ kind: 'sqlite', dataDir }`
 * or `{ kind: 'postgres', url }`) without demo data, with `env` on top, and waits until it answers.
 * Answers its base address and a stop function.
 */
export async function startBenchApi(target, env = {}, { startSeconds = 30 } = {}) {
  const port = await freePort();
  const api = spawn('node', ['apps/api/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      ...(target.kind === 'sqlite' ? { DATA_DIR: target.dataDir, DATABASE_URL: '' } : { DATABASE_URL: target.url }),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}/api/health`, startSeconds);
  } catch (error) {
    api.kill('SIGTERM');
    throw error;
  }
  return { base, stop: () => api.kill('SIGTERM') };
}
