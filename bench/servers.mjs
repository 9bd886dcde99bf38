// What the benchmarks need to run servers of their own on 127.0.0.1 and call them as a demo user.
import { createServer } from 'node:net';

/** A port nothing listens on, for a server the benchmark starts. */
export const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Resolves once `url` answers at all; a start that takes over 30 s is a failure. */
export async function waitFor(url) {
  for (let attempt = 0; attempt < 300; attempt += 1) {
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
