import {
  completeTrialRegistrationRequestSchema,
  completeTrialRegistrationResponseSchema,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
  mailLinkTokenParamsSchema,
  normaliseAccount,
  trialConfirmationMailAcceptedResponseSchema,
  trialConfirmationMailRequestSchema,
  trialRegistrationRequestSchema,
  trialRegistrationResponseSchema,
  trialRegistrationTokenResponseSchema,
  withdrawTrialRegistrationRequestSchema,
} from '@tvcm/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PublicPageLimits } from '../../config';
import { publicPageRoute } from '../../plugins/public-page-route';
import { rateLimitHook } from '../../plugins/rate-limit-hook';
import type { RegistrationsService } from './registrations.service';

const idempotencyHeaders = z.object({ [IDEMPOTENCY_KEY_HEADER.toLowerCase()]: idempotencyKeySchema.optional() });

/**
 * Trial entry from the public pages (`/public/pages/entry…`): a tentative registration mailed a
 * confirmation link, which sets the password and creates the trial company, or a withdrawal link.
 */
export async function registrationsRoutes(
  parent: FastifyInstance,
  options: { registrations: RegistrationsService; limits: PublicPageLimits },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { registrations, limits } = options;
  const sendsMail = (limitName: string) =>
    publicPageRoute(app, { limitName, maxPerAddress: limits.mailRequestsPerAddress, windowMs: limits.windowMs });
  const followsLink = (limitName: string) =>
    publicPageRoute(app, { limitName, maxPerAddress: limits.linkRequestsPerAddress, windowMs: limits.windowMs });

  app.post(
    '/registrations/trials',
    {
      ...sendsMail('trial-entry'),
      schema: {
        tags: ['registrations'],
        headers: idempotencyHeaders,
        body: trialRegistrationRequestSchema,
        response: { 201: trialRegistrationResponseSchema },
      },
    },
    async (request, reply) => {
      const key = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
      const answer = await registrations.register(request.body, typeof key === 'string' ? key : undefined);
      return reply.status(201).send(answer);
    },
  );

  // Counted after the body is validated, so it is keyed by the address as the lookup sees it: one
  // mailbox cannot be flooded with resent confirmations from many addresses.
  const perMailbox = rateLimitHook(app, {
    max: limits.mailRequestsPerAccount,
    timeWindowMs: limits.windowMs,
    keyOf: (request) => `trial-entry-resend:email:${normaliseAccount((request.body as { email: string }).email)}`,
  });

  app.post(
    '/registrations/trials/confirmation-mails',
    {
      ...sendsMail('trial-entry-resend'),
      preHandler: perMailbox,
      schema: {
        tags: ['registrations'],
        body: trialConfirmationMailRequestSchema,
        response: { 202: trialConfirmationMailAcceptedResponseSchema },
      },
    },
    async (request, reply) => {
      registrations.resendConfirmation(request.body.email);
      return reply.status(202).send({});
    },
  );

  app.get(
    '/registrations/trials/tokens/:token',
    {
      ...followsLink('trial-entry-link'),
      schema: {
        tags: ['registrations'],
        params: mailLinkTokenParamsSchema,
        response: { 200: trialRegistrationTokenResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return registrations.describeConfirmToken(request.params.token);
    },
  );

  app.post(
    '/registrations/trials/complete',
    {
      ...followsLink('trial-entry-link'),
      schema: {
        tags: ['registrations'],
        body: completeTrialRegistrationRequestSchema,
        response: { 201: completeTrialRegistrationResponseSchema },
      },
    },
    async (request, reply) => {
      const answer = await registrations.complete(request.body.token, request.body.password);
      return reply.status(201).send(answer);
    },
  );

  app.post(
    '/registrations/trials/withdraw',
    {
      ...followsLink('trial-entry-link'),
      schema: { tags: ['registrations'], body: withdrawTrialRegistrationRequestSchema },
    },
    async (request, reply) => {
      await registrations.withdraw(request.body.token);
      return reply.status(204).send();
    },
  );
}
