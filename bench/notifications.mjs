// Requests per second of authenticated `/api/notifications` polls (conditional, as browsers send
// them) on one API process, next to a bare Fastify "hello" route measured in the same run.
// Everything listens on 127.0.0.1; each measurement is bounded in time.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, waitFor } from './servers.mjs';

const root = path.resolve(import.meta.dirname, '..');
const SECONDS_PER_RUN = Number(process.env.BENCH_SECONDS ?? 6);
const CONNECTIONS = 10;

function start(command, args, env) {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  return child;
}

function measure(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: SECONDS_PER_RUN, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

function cookieHeader(response, jar = new Map()) {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const index = pair.indexOf('=');
    jar.set(pair.slice(0, index), pair.slice(index + 1));
  }
  return jar;
}

if (!existsSync(path.join(root, 'apps/api/dist/main.js'))) {
  spawnSync('npm', ['run', 'build', '-w', 'apps/api'], { cwd: root, stdio: 'inherit' });
}

const apiPort = await freePort();
const helloPort = await freePort();
const api = start('node', ['apps/api/dist/main.js'], {
  PORT: String(apiPort),
  HOST: '127.0.0.1',
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tvcm-bench-')),
  LOG_LEVEL: 'warn',
});
const hello = start(
  'node',
  [
    '--input-type=module',
    '-e',
    `import Fastify from 'fastify'; const app = Fastify(); app.get('/hello', async () => ({ hello: 'world' })); await app.listen({ port: ${helloPort}, host: '127.0.0.1' });`,
  ],
  {},
);

try {
  const base = `http://127.0.0.1:${apiPort}`;
  await waitFor(`${base}/api/sessions`);
  await waitFor(`http://127.0.0.1:${helloPort}/hello`);

  const jar = cookieHeader(await fetch(`${base}/api/sessions`));
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const login = await fetch(`${base}/api/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: cookie(), 'x-xsrf-token': decodeURIComponent(jar.get('XSRF-TOKEN')) },
    body: JSON.stringify({ account: 'agency-admin@demo.tvcm.jp', password: 'demo-pass-2026' }),
  });
  if (login.status !== 201) throw new Error(`login failed: ${login.status}`);
  cookieHeader(login, jar);
  const first = await fetch(`${base}/api/notifications`, { headers: { cookie: cookie() } });
  const etag = first.headers.get('etag');

  const notifications = await measure({
    url: `${base}/api/notifications`,
    headers: { cookie: cookie(), 'if-none-match': etag },
  });
  const bare = await measure({ url: `http://127.0.0.1:${helloPort}/hello` });

  const notificationsRps = notifications.requests.average;
  const helloRps = bare.requests.average;
  const unexpected = notifications.non2xx - notifications['3xx'] + notifications.errors;
  console.log(
    `notifications polls (304, authenticated): ${Math.round(notificationsRps)} req/s, p99 ${notifications.latency.p99} ms`,
  );
  console.log(`bare Fastify hello:                      ${Math.round(helloRps)} req/s, p99 ${bare.latency.p99} ms`);
  if (unexpected > 0) console.log(`unexpected answers during the notifications run: ${unexpected}`);
  console.log(`ratio notifications/hello: ${(notificationsRps / helloRps).toFixed(2)}`);
} finally {
  api.kill();
  hello.kill();
}
