import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_BASE_PATH, isWebPagePath, REQUEST_TIMEOUT_META_NAME, SITE_URL_META_NAMES } from '@tvcm/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendApiError } from './error-handler';

const HASHED_ASSETS = `${path.sep}assets${path.sep}`;

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

type SiteUrls = { main?: string | undefined; dataSales?: string | undefined };

/**
 * The page with this deployment's settings the browser needs at run time (the other sites' base
 * addresses, a shorter request timeout) as meta tags, so one build serves every environment.
 */
export function renderIndexHtml(template: string, siteUrls: SiteUrls, requestTimeoutMs?: number): string {
  const siteTags = Object.entries(SITE_URL_META_NAMES).map(([site, name]) => {
    const url = siteUrls[site as keyof typeof SITE_URL_META_NAMES];
    return url ? `<meta name="${name}" content="${escapeAttribute(url)}" />` : '';
  });
  const timeoutTag = requestTimeoutMs ? `<meta name="${REQUEST_TIMEOUT_META_NAME}" content="${requestTimeoutMs}" />` : '';
  return template.replace('</head>', `${siteTags.join('')}${timeoutTag}</head>`);
}

/**
 * Serves the built SPA from the API's origin: precompressed (brotli, gzip) files, hashed assets
 * cached for a year, `index.html` revalidated every time so a release is picked up at once.
 * Any other non-API GET answers `index.html`, where the client router renders the page: with 200
 * at an address the app has a page for (WEB_PAGE_PATTERNS, which the web's route table follows),
 * with 404 anywhere else, where the app shows its not-found page. Unknown API paths answer with
 * the JSON error body.
 */
export const webStaticPlugin = fp(
  async (app: FastifyInstance, options: { webDistDir: string; siteUrls: SiteUrls; requestTimeoutMs?: number | undefined }) => {
    const indexFile = path.join(options.webDistDir, 'index.html');
    const hasWebBuild = existsSync(indexFile);
    const indexHtml = hasWebBuild
      ? renderIndexHtml(readFileSync(indexFile, 'utf8'), options.siteUrls, options.requestTimeoutMs)
      : '';
    if (hasWebBuild) {
      await app.register(fastifyStatic, {
        // index.html is always answered from the rendered copy below.
        allowedPath: (pathname) => pathname !== '/index.html',
        root: options.webDistDir,
        preCompressed: true,
        wildcard: false,
        index: false,
        cacheControl: false,
        setHeaders: (response, filePath) => {
          response.setHeader(
            'Cache-Control',
            filePath.includes(HASHED_ASSETS) ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    }

    app.setNotFoundHandler((request, reply) => {
      const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
      if (!hasWebBuild || !isPageRequest || request.url.startsWith(`${API_BASE_PATH}/`) || request.url === API_BASE_PATH) {
        return sendApiError(request, reply, 'notFound');
      }
      // A chunk of an older release must fail as a 404, not load index.html as a script.
      if (request.url.startsWith('/assets/')) return reply.status(404).type('text/plain').send('Not Found');
      const pathname = request.url.split('?', 1)[0] ?? '/';
      return reply
        .status(isWebPagePath(pathname) ? 200 : 404)
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(indexHtml);
    });
  },
);
