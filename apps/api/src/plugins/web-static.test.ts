import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { API_ERROR_CODES } from '@tvcm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app';
import { renderIndexHtml } from './web-static';

let testApp: TestApp;
const script = 'console.log("app");'.repeat(50);

beforeAll(async () => {
  const webDistDir = mkdtempSync(path.join(tmpdir(), 'tvcm-web-'));
  mkdirSync(path.join(webDistDir, 'assets'));
  writeFileSync(
    path.join(webDistDir, 'index.html'),
    '<!doctype html><html lang="ja"><head><title>app</title></head><body>app</body></html>',
  );
  writeFileSync(path.join(webDistDir, 'assets/index-abc123.js'), script);
  writeFileSync(path.join(webDistDir, 'assets/index-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(webDistDir, 'assets/index-abc123.js.gz'), gzipSync(script));
  testApp = await startTestApp({
    webDistDir,
    siteUrls: { main: 'https://main.example.jp', dataSales: undefined },
    webRequestTimeoutMs: 60_000,
  });
});
afterAll(() => testApp.close());

const get = (pathname: string, headers: Record<string, string> = {}) => fetch(`${testApp.baseUrl}${pathname}`, { headers });

describe('serving the built web app', () => {
  it('serves hashed assets precompressed with a year of caching', async () => {
    const brotli = await get('/assets/index-abc123.js', { 'accept-encoding': 'br, gzip' });
    expect(brotli.status).toBe(200);
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await brotli.text()).toBe(script);

    const gzip = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
  });

  it('answers a page path with index.html, never cached, with the security headers and an XSRF cookie', async () => {
    for (const pathname of [
      '/',
      '/login',
      '/top',
      '/agency/cart/12',
      '/agency/cu/positions?x=1',
      '/public/pages/entry/complete/a',
    ]) {
      const response = await get(pathname, { accept: 'text/html' });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.getSetCookie().some((line) => line.startsWith('XSRF-TOKEN='))).toBe(true);
    }
  });

  it('answers an address the app has no page for with 404 and the same page, so the app shows its not-found page', async () => {
    for (const pathname of ['/no/such/page?x=1', '/top/more', '/agency/cart', '/index.html']) {
      const response = await get(pathname, { accept: 'text/html' });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<body>app</body>');
    }
    const head = await fetch(`${testApp.baseUrl}/no/such/page`, { method: 'HEAD' });
    expect(head.status).toBe(404);
  });

  it('tells the page where the main site lives, from the configuration', async () => {
    for (const pathname of ['/top', '/index.html']) {
      const html = await (await get(pathname)).text();
      expect(html).toContain('<meta name="tvcm-main-site-url" content="https://main.example.jp" />');
      expect(html).not.toContain('tvcm-data-sales-site-url');
    }
  });

  it('tells the page a shorter request timeout when one is configured, and nothing otherwise', async () => {
    expect(await (await get('/top')).text()).toContain('<meta name="tvcm-request-timeout-ms" content="60000" />');
    expect(renderIndexHtml('<head></head>', {})).toBe('<head></head>');
  });

  it('answers a missing asset with 404 rather than the page', async () => {
    expect((await get('/assets/index-old999.js')).status).toBe(404);
  });

  it('answers an unknown API path with the JSON error body', async () => {
    const response = await get('/api/no-such-endpoint');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      errors: [{ code: API_ERROR_CODES.notFound, statusCode: 404 }],
      path: '/no-such-endpoint',
    });
  });
});
