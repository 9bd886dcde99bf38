import {
  completePasswordResetRequestSchema,
  mailLinkTokenParamsSchema,
  normaliseAccount,
  passwordResetAcceptedResponseSchema,
  passwordResetRequestSchema,
  passwordResetTokenResponseSchema,
} from '@tvcm/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { PublicPageLimits } from '../../config';
import { publicPageRoute } from '../../plugins/public-page-route';
import { rateLimitHook } from '../../plugins/rate-limit-hook';
import type { PasswordResetsService } from './password-resets.service';

/** Password reset from the public pages (`/public/pages/password_reset…`). */
export async function passwordResetsRoutes(
  parent: FastifyInstance,
  options: { passwordResets: PasswordResetsService; limits: PublicPageLimits },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { passwordResets, limits } = options;
  const followsLink = publicPageRoute(app, {
    limitName: 'password-reset-link',
    maxPerAddress: limits.linkRequestsPerAddress,
    windowMs: limits.windowMs,
  });
  const requestRoute = publicPageRoute(app, {
    limitName: 'password-reset',
    maxPerAddress: limits.mailRequestsPerAddress,
    windowMs: limits.windowMs,
  });
  // Counted after the body is validated, so it is keyed by the account as the lookup sees it.
  const perAccount = rateLimitHook(app, {
    max: limits.mailRequestsPerAccount,
    timeWindowMs: limits.windowMs,
    keyOf: (request) => `password-reset:account:${normaliseAccount((request.body as { account: string }).account)}`,
  });

  app.post(
    '/password-resets',
    {
      ...requestRoute,
      preHandler: perAccount,
      schema: {
        tags: ['password-resets'],
        body: passwordResetRequestSchema,
        response: { 202: passwordResetAcceptedResponseSchema },
      },
    },
    async (request, reply) => {
      passwordResets.request(request.body.account);
      return reply.status(202).send({});
    },
  );

  app.get(
    '/password-resets/tokens/:token',
    {
      ...followsLink,
      schema: {
        tags: ['password-resets'],
        params: mailLinkTokenParamsSchema,
        response: { 200: passwordResetTokenResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return passwordResets.describeToken(request.params.token);
    },
  );

  app.post(
    '/password-resets/complete',
    { ...followsLink, schema: { tags: ['password-resets'], body: completePasswordResetRequestSchema } },
    async (request, reply) => {
      await passwordResets.complete(request.body.token, request.body.password);
      return reply.status(204).send();
    },
  );
}
