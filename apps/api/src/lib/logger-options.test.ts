import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logger-options';

describe('request logs', () => {
  it('carry no mail-link token, in the path or the query', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({ logger: { ...loggerOptions({ logLevel: 'info' }), stream } });
    app.get('/api/password-resets/tokens/:token', async () => ({ ok: true }));
    app.get('/public/pages/entry', async () => 'page');
    const token = 'c2VjcmV0LXRva2VuLXRoYXQtbXVzdC1ub3QtbGVhaw';

    await app.inject({ method: 'GET', url: `/api/password-resets/tokens/${token}` });
    await app.inject({ method: 'GET', url: `/public/pages/entry?token=${token}&from=mail` });
    await app.close();

    const logged = lines.join('');
    expect(logged).toContain('/api/password-resets/tokens/[redacted]');
    expect(logged).toContain('/public/pages/entry?token=[redacted]&from=mail');
    expect(logged).not.toContain(token);
  });
});
