import {
  ownStationsSchema,
  stationSlotIdParamsSchema,
  stationSlotSchema,
  stationSlotsExportQuerySchema,
  stationSlotsQuerySchema,
  stationSlotsResponseSchema,
  updateStationSlotRequestSchema,
} from '@tvcm/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendSpreadsheet } from '../../lib/spreadsheet';
import { sessionOf } from '../../plugins/session-auth';
import type { StationSlotsService } from './station-slots.service';

/** The station's own stations and slots (`/station/import_cm`), licence `import` as the import itself. */
export async function stationSlotsRoutes(parent: FastifyInstance, options: { stationSlots: StationSlotsService }) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { stationSlots } = options;
  const config = { access: { licence: 'import' as const } };
  const tags = ['station-slots'];

  app.get('/station-slots/stations', { config, schema: { tags, response: { 200: ownStationsSchema } } }, async (request) => ({
    stations: await stationSlots.ownStations(sessionOf(request)),
  }));

  app.get(
    '/station-slots',
    { config, schema: { tags, querystring: stationSlotsQuerySchema, response: { 200: stationSlotsResponseSchema } } },
    async (request) => stationSlots.list(sessionOf(request), request.query),
  );

  app.get(
    '/station-slots/export',
    { config, schema: { tags, querystring: stationSlotsExportQuerySchema } },
    async (request, reply) => sendSpreadsheet(reply, await stationSlots.exportList(sessionOf(request), request.query)),
  );

  app.patch(
    '/station-slots/:slotId',
    {
      config,
      schema: {
        tags,
        params: stationSlotIdParamsSchema,
        body: updateStationSlotRequestSchema,
        response: { 200: stationSlotSchema },
      },
    },
    async (request) => stationSlots.update(sessionOf(request), request.params.slotId, request.body),
  );
}
