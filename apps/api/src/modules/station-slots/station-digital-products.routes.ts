import {
  type OwnStations,
  ownStationsSchema,
  STATION_DIGITAL_KINDS,
  stationDigitalProductIdParamsSchema,
  stationDigitalProductSchema,
  stationDigitalProductsExportQuerySchema,
  stationDigitalProductsQuerySchema,
  stationDigitalProductsResponseSchema,
  updateStationDigitalProductRequestSchema,
} from '@tvcm/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendSpreadsheet } from '../../lib/spreadsheet';
import { sessionOf } from '../../plugins/session-auth';
import type { StationDigitalProductsService } from './station-digital-products.service';

/**
 * The station's own streaming and 1-day products under `/station-digital-products/streaming` and
 * `/station-digital-products/oneday`, licence `importStreaming` and `importOneDay` as their imports.
 */
export async function stationDigitalProductsRoutes(
  parent: FastifyInstance,
  options: {
    stationDigitalProducts: StationDigitalProductsService;
    /** The company's stations, which the list filters by. */
    ownStations: (caller: { companyId: number }) => Promise<OwnStations['stations']>;
  },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { stationDigitalProducts: products, ownStations } = options;
  const tags = ['station-digital-products'];

  for (const kind of ['STREAMING', 'ONEDAY'] as const) {
    const { path, access } = STATION_DIGITAL_KINDS[kind];
    const config = { access: { licence: access } };
    const base = `/station-digital-products/${path}`;

    app.get(
      base,
      {
        config,
        schema: { tags, querystring: stationDigitalProductsQuerySchema, response: { 200: stationDigitalProductsResponseSchema } },
      },
      async (request) => products.list(kind, sessionOf(request), request.query),
    );

    app.get(`${base}/stations`, { config, schema: { tags, response: { 200: ownStationsSchema } } }, async (request) => ({
      stations: await ownStations(sessionOf(request)),
    }));

    app.get(
      `${base}/export`,
      { config, schema: { tags, querystring: stationDigitalProductsExportQuerySchema } },
      async (request, reply) => sendSpreadsheet(reply, await products.exportList(kind, sessionOf(request), request.query)),
    );

    app.patch(
      `${base}/:productId`,
      {
        config,
        schema: {
          tags,
          params: stationDigitalProductIdParamsSchema,
          body: updateStationDigitalProductRequestSchema,
          response: { 200: stationDigitalProductSchema },
        },
      },
      async (request) => products.update(kind, sessionOf(request), request.params.productId, request.body),
    );
  }
}
