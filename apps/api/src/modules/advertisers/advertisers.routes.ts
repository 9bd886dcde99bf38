import {
  addPartnerRequestSchema,
  advertiserIdParamsSchema,
  advertiserSchema,
  advertisersResponseSchema,
  isTrialCompanyCode,
  partnerCodeParamsSchema,
  partnerRequestsResponseSchema,
  partnershipSchema,
  partnersResponseSchema,
  saveAdvertiserRequestSchema,
} from '@tvcm/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { sessionOf } from '../../plugins/session-auth';
import type { SettingsCaller } from './advertisers.policy';
import type { AdvertisersService } from './advertisers.service';

/** The caller with their company's business type, which decides who their partners are. */
function settingsCallerOf(request: FastifyRequest): SettingsCaller {
  if (!request.licence) throw new AppError('licenceMissing');
  const { company } = request.licence;
  return {
    companyId: sessionOf(request).companyId,
    businessType: company.businessType,
    isTrial: isTrialCompanyCode(company.code),
  };
}

/** Advertiser settings (`/agency/sponsor`): the company's advertisers and its partner companies. */
export async function advertisersRoutes(parent: FastifyInstance, options: { advertisers: AdvertisersService }) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { advertisers } = options;
  const access = { access: { licence: 'advertiserSettings' as const } };
  const tags = ['advertisers'];

  app.get(
    '/advertisers',
    { config: access, schema: { tags, response: { 200: advertisersResponseSchema } } },
    async (request) => ({
      advertisers: await advertisers.list(sessionOf(request)),
    }),
  );

  app.post(
    '/advertisers',
    { config: access, schema: { tags, body: saveAdvertiserRequestSchema, response: { 201: advertiserSchema } } },
    async (request, reply) => reply.status(201).send(await advertisers.create(sessionOf(request), request.body)),
  );

  app.put(
    '/advertisers/:advertiserId',
    {
      config: access,
      schema: { tags, params: advertiserIdParamsSchema, body: saveAdvertiserRequestSchema, response: { 200: advertiserSchema } },
    },
    async (request) => advertisers.update(sessionOf(request), request.params.advertiserId, request.body),
  );

  app.delete(
    '/advertisers/:advertiserId',
    { config: access, schema: { tags, params: advertiserIdParamsSchema } },
    async (request, reply) => {
      await advertisers.archive(sessionOf(request), request.params.advertiserId);
      return reply.status(204).send();
    },
  );

  app.get('/partners', { config: access, schema: { tags, response: { 200: partnersResponseSchema } } }, async (request) => ({
    partners: await advertisers.listPartners(settingsCallerOf(request)),
  }));

  app.post(
    '/partners',
    { config: access, schema: { tags, body: addPartnerRequestSchema, response: { 201: partnershipSchema } } },
    async (request, reply) =>
      reply.status(201).send(await advertisers.requestPartner(settingsCallerOf(request), request.body.companyCode)),
  );

  app.get(
    '/partners/requests',
    { config: access, schema: { tags, response: { 200: partnerRequestsResponseSchema } } },
    async (request) => advertisers.listRequests(settingsCallerOf(request)),
  );

  app.post(
    '/partners/requests/:partnerCode/acceptance',
    { config: access, schema: { tags, params: partnerCodeParamsSchema, response: { 200: partnershipSchema } } },
    async (request) => advertisers.acceptRequest(settingsCallerOf(request), request.params.partnerCode),
  );

  /** Declines a request the company received, or withdraws one it made. */
  app.delete(
    '/partners/requests/:partnerCode',
    { config: access, schema: { tags, params: partnerCodeParamsSchema } },
    async (request, reply) => {
      await advertisers.cancelRequest(settingsCallerOf(request), request.params.partnerCode);
      return reply.status(204).send();
    },
  );

  app.delete(
    '/partners/:partnerCode',
    { config: access, schema: { tags, params: partnerCodeParamsSchema } },
    async (request, reply) => {
      await advertisers.removePartner(settingsCallerOf(request), request.params.partnerCode);
      return reply.status(204).send();
    },
  );
}
