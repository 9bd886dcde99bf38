// What both benchmarks need to run servers of their own on 127.0.0.1.
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
