import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

/**
 * JSON bodies must be UTF-8 (RFC 8259 §8.1). Fastify's own parser decodes whatever bytes come and
 * puts U+FFFD where they are not UTF-8, so a malformed name would be stored as such; this parser
 * refuses them with the validation error instead and hands valid text to Fastify's parser, which
 * keeps its guards (empty bodies, `__proto__` and `constructor` keys).
 */
export const jsonBodyPlugin = fp(async (app: FastifyInstance) => {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = decoder.decode(body as Buffer);
    } catch {
      done(new AppError('badRequest'), undefined);
      return;
    }
    parseJson(request, text, done);
  });
});
