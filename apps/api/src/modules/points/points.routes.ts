import { API_ERROR_CODES, companyCodeParamsSchema, pointStatusResponseSchema } from '@tvcm/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { sessionOf } from '../../plugins/session-auth';
import type { PointsRepository } from './points.repository';

export async function pointsRoutes(parent: FastifyInstance, options: { points: PointsRepository }) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { points } = options;

  app.get(
    '/points/companies/:companyCode/status',
    {
      preHandler: app.requireSession,
      schema: { tags: ['points'], params: companyCodeParamsSchema, response: { 200: pointStatusResponseSchema } },
    },
    async (request) => {
      const company = await points.findCompanyByCode(request.params.companyCode);
      // Another company's code, or one that does not exist, gets the same refusal.
      if (!company || company.id !== sessionOf(request).companyId) throw new AppError(403, API_ERROR_CODES.forbidden);
      if (company.is_point_service_available !== 1) throw new AppError(403, API_ERROR_CODES.licenceMissing);
      return { status: { balance: await points.balanceOf(company.id) } };
    },
  );
}
