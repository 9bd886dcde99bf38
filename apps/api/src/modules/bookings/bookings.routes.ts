import {
  applyCartRequestSchema,
  applyCartResponseSchema,
  bookingDetailSchema,
  bookingFilterOptionsSchema,
  bookingIdParamsSchema,
  bookingListExportQuerySchema,
  bookingListQuerySchema,
  bookingMessagesResponseSchema,
  bookingsResponseSchema,
  businessDateOf,
  cartIdParamsSchema,
  noticeRequestSchema,
  postMessageRequestSchema,
} from '@tvcm/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { sendSpreadsheet } from '../../lib/spreadsheet';
import { sessionOf } from '../../plugins/session-auth';
import { visibilityOf } from '../inventory';
import { bookingListFile } from './booking-list-sheet';
import { bookingSheetFile } from './booking-sheet';
import type { BookingsService } from './bookings.service';

/**
 * The buyer's side: applying for a cart, the booking list and detail, cancelling, the thread. The
 * streaming service's are the same routes under `/cu`, over its own carts and bookings.
 */
export async function bookingsRoutes(
  parent: FastifyInstance,
  options: { bookings: BookingsService; now: () => number; streaming: boolean },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { bookings, now, streaming } = options;
  // The streaming service's routes (under `/cu`) ask for its own licences.
  const access = { access: { licence: streaming ? ('bookingStreaming' as const) : ('booking' as const) } };
  const cartAccess = { access: { licence: streaming ? ('cartStreaming' as const) : ('cart' as const) } };
  const tags = ['bookings'];

  app.post(
    '/carts/:cartId/applications',
    {
      config: cartAccess,
      schema: { tags, params: cartIdParamsSchema, body: applyCartRequestSchema, response: { 201: applyCartResponseSchema } },
    },
    async (request, reply) => {
      if (!request.licence) throw new AppError('licenceMissing');
      const caller = sessionOf(request);
      const visibility = visibilityOf(caller, request.licence, now());
      return reply.status(201).send(await bookings.apply(caller, visibility, request.params.cartId, request.body));
    },
  );

  app.get(
    '/bookings',
    { config: access, schema: { tags, querystring: bookingListQuerySchema, response: { 200: bookingsResponseSchema } } },
    async (request) => bookings.list('buyer', sessionOf(request), request.query),
  );

  // The same list as an .xlsx: its filters, search and order, every page at once (up to the maximum).
  app.get(
    '/bookings.xlsx',
    { config: access, schema: { tags, querystring: bookingListExportQuerySchema } },
    async (request, reply) => {
      const data = await bookings.listSheet('buyer', sessionOf(request), request.query);
      return sendSpreadsheet(reply, await bookingListFile('buyer', request.query, data, businessDateOf(now())));
    },
  );

  app.get(
    '/bookings/filter-options',
    { config: access, schema: { tags, response: { 200: bookingFilterOptionsSchema } } },
    async (request) => bookings.filterOptions('buyer', sessionOf(request)),
  );

  app.get(
    '/bookings/:bookingId',
    { config: access, schema: { tags, params: bookingIdParamsSchema, response: { 200: bookingDetailSchema } } },
    async (request) => bookings.open('buyer', sessionOf(request), request.params.bookingId),
  );

  // The application (申込書) as an .xlsx file: the parties, the terms and the lines.
  app.get(
    '/bookings/:bookingId/application.xlsx',
    { config: access, schema: { tags, params: bookingIdParamsSchema } },
    async (request, reply) => {
      const booking = await bookings.sheet('buyer', sessionOf(request), request.params.bookingId);
      return sendSpreadsheet(reply, await bookingSheetFile('booking', booking, businessDateOf(now())));
    },
  );

  app.post(
    '/bookings/:bookingId/cancellation',
    {
      config: access,
      schema: { tags, params: bookingIdParamsSchema, body: noticeRequestSchema, response: { 200: bookingDetailSchema } },
    },
    async (request) => bookings.cancel(sessionOf(request), request.params.bookingId, request.body.message),
  );

  app.get(
    '/bookings/:bookingId/messages',
    { config: access, schema: { tags, params: bookingIdParamsSchema, response: { 200: bookingMessagesResponseSchema } } },
    async (request) => ({ messages: await bookings.messages('buyer', sessionOf(request), request.params.bookingId) }),
  );

  app.post(
    '/bookings/:bookingId/messages',
    {
      config: access,
      schema: {
        tags,
        params: bookingIdParamsSchema,
        body: postMessageRequestSchema,
        response: { 201: bookingMessagesResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        messages: await bookings.postMessage('buyer', sessionOf(request), request.params.bookingId, request.body.body),
      }),
  );
}
