import { tokenRequestSchema, tokenResponseSchema } from '@tvcm/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientAddress } from '../../plugins/client-address';
import { rateLimitHook } from '../../plugins/rate-limit-hook';
import type { OauthService } from './oauth.service';

const TOKEN_REQUESTS_PER_MINUTE = 60;

export async function oauthRoutes(parent: FastifyInstance, options: { oauth: OauthService }) {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/oauth/token',
    {
      // A forged cross-site call could not read the token it obtained, so no anti-forgery token is asked.
      config: { access: 'public', xsrfExempt: true },
      onRequest: rateLimitHook(app, {
        max: TOKEN_REQUESTS_PER_MINUTE,
        timeWindowMs: 60_000,
        keyOf: (request) => `oauth-token:address:${clientAddress(request)}`,
      }),
      schema: { tags: ['oauth'], body: tokenRequestSchema, response: { 200: tokenResponseSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return options.oauth.issueToken(request.body);
    },
  );
}
