import {
  bookingDetailSchema,
  bookingFilterOptionsSchema,
  bookingListExportQuerySchema,
  bookingListQuerySchema,
  bookingMessagesResponseSchema,
  bookingsResponseSchema,
  businessDateOf,
  deliveryReportRequestSchema,
  noticeRequestSchema,
  postMessageRequestSchema,
  receptionAssigneeRequestSchema,
  receptionDecisionsRequestSchema,
  receptionIdParamsSchema,
  receptionItemParamsSchema,
} from '@tvcm/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendSpreadsheet } from '../../lib/spreadsheet';
import { sessionOf } from '../../plugins/session-auth';
import { bookingListFile } from './booking-list-sheet';
import { bookingSheetFile } from './booking-sheet';
import type { BookingsService } from './bookings.service';

/**
 * The station's side of the same bookings: purchase receptions, the review and the notices. The
 * streaming service's are the same routes under `/cu`, with the delivery report besides.
 */
export async function receptionsRoutes(
  parent: FastifyInstance,
  options: { bookings: BookingsService; now: () => number; streaming: boolean },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { bookings, now, streaming } = options;
  const access = { access: { licence: streaming ? ('receptionStreaming' as const) : ('reception' as const) } };
  const tags = ['receptions'];
  const params = receptionIdParamsSchema;

  app.get(
    '/receptions',
    { config: access, schema: { tags, querystring: bookingListQuerySchema, response: { 200: bookingsResponseSchema } } },
    async (request) => bookings.list('station', sessionOf(request), request.query),
  );

  // The same list as an .xlsx: its filters, search and order, every page at once (up to the maximum).
  app.get(
    '/receptions.xlsx',
    { config: access, schema: { tags, querystring: bookingListExportQuerySchema } },
    async (request, reply) => {
      const data = await bookings.listSheet('station', sessionOf(request), request.query);
      return sendSpreadsheet(reply, await bookingListFile('station', request.query, data, businessDateOf(now())));
    },
  );

  app.get(
    '/receptions/filter-options',
    { config: access, schema: { tags, response: { 200: bookingFilterOptionsSchema } } },
    async (request) => bookings.filterOptions('station', sessionOf(request)),
  );

  app.get(
    '/receptions/:receptionId',
    { config: access, schema: { tags, params, response: { 200: bookingDetailSchema } } },
    async (request) => bookings.open('station', sessionOf(request), request.params.receptionId),
  );

  // The order confirmation (注文確認書) as an .xlsx file, with what the contract holds once notified.
  app.get(
    '/receptions/:receptionId/order-confirmation.xlsx',
    { config: access, schema: { tags, params: params } },
    async (request, reply) => {
      const booking = await bookings.sheet('station', sessionOf(request), request.params.receptionId);
      return sendSpreadsheet(reply, await bookingSheetFile('reception', booking, businessDateOf(now())));
    },
  );

  app.post(
    '/receptions/:receptionId/decisions',
    { config: access, schema: { tags, params, body: receptionDecisionsRequestSchema, response: { 200: bookingDetailSchema } } },
    async (request) => bookings.decide(sessionOf(request), request.params.receptionId, request.body),
  );

  // 担当する (no user named: the caller) or handing the reception to a colleague.
  app.put(
    '/receptions/:receptionId/assignee',
    { config: access, schema: { tags, params, body: receptionAssigneeRequestSchema, response: { 200: bookingDetailSchema } } },
    async (request) => {
      const caller = sessionOf(request);
      return bookings.assign(caller, request.params.receptionId, request.body.userId ?? caller.userId);
    },
  );

  app.post(
    '/receptions/:receptionId/contract-notice',
    { config: access, schema: { tags, params, body: noticeRequestSchema, response: { 200: bookingDetailSchema } } },
    async (request) => bookings.contractNotice(sessionOf(request), request.params.receptionId, request.body.message),
  );

  app.post(
    '/receptions/:receptionId/decline-notice',
    { config: access, schema: { tags, params, body: noticeRequestSchema, response: { 200: bookingDetailSchema } } },
    async (request) => bookings.declineNotice(sessionOf(request), request.params.receptionId, request.body.message),
  );

  if (streaming) {
    // After a contracted streaming item's delivery window: the impressions delivered.
    app.put(
      '/receptions/:receptionId/items/:itemId/delivery',
      {
        config: access,
        schema: {
          tags,
          params: receptionItemParamsSchema,
          body: deliveryReportRequestSchema,
          response: { 200: bookingDetailSchema },
        },
      },
      async (request) =>
        bookings.reportDelivery(sessionOf(request), request.params.receptionId, request.params.itemId, request.body),
    );
  }

  app.get(
    '/receptions/:receptionId/messages',
    { config: access, schema: { tags, params, response: { 200: bookingMessagesResponseSchema } } },
    async (request) => ({ messages: await bookings.messages('station', sessionOf(request), request.params.receptionId) }),
  );

  app.post(
    '/receptions/:receptionId/messages',
    {
      config: access,
      schema: { tags, params, body: postMessageRequestSchema, response: { 201: bookingMessagesResponseSchema } },
    },
    async (request, reply) =>
      reply.status(201).send({
        messages: await bookings.postMessage('station', sessionOf(request), request.params.receptionId, request.body.body),
      }),
  );
}
