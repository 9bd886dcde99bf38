import { companyCodeParamsSchema, pointStatusResponseSchema } from '@tvcm/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/session-auth';
import { pointsPolicy } from './points.policy';
import type { PointsRepository } from './points.repository';

export async function pointsRoutes(parent: FastifyInstance, options: { points: PointsRepository }) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { points } = options;

  app.get(
    '/points/companies/:companyCode/status',
    {
      config: { access: { licence: 'points' } },
      schema: { tags: ['points'], params: companyCodeParamsSchema, response: { 200: pointStatusResponseSchema } },
    },
    async (request) => {
      const company = pointsPolicy.assertOwnCompany(
        sessionOf(request),
        await points.findCompanyByCode(request.params.companyCode),
      );
      return { status: { balance: await points.balanceOf(company.id) } };
    },
  );
}
