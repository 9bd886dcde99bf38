import {
  addPartnerRequestSchema,
  advertiserIdParamsSchema,
  advertiserSchema,
  advertisersResponseSchema,
  partnerCodeParamsSchema,
  partnerSchema,
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
  return { companyId: sessionOf(request).companyId, businessType: request.licence.company.businessType };
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
    { config: access, schema: { tags, body: addPartnerRequestSchema, response: { 201: partnerSchema } } },
    async (request, reply) =>
      reply.status(201).send(await advertisers.addPartner(settingsCallerOf(request), request.body.companyCode)),
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
