import {
  addCartItemRequestSchema,
  businessDateOf,
  cartDetailSchema,
  cartFigureQuerySchema,
  cartIdParamsSchema,
  cartItemParamsSchema,
  cartSummarySchema,
  cartsResponseSchema,
  createCartRequestSchema,
  currentCartSchema,
  renameCartRequestSchema,
  sendCartRequestSchema,
  updateCartItemRequestSchema,
} from '@tvcm/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { sendSpreadsheet } from '../../lib/spreadsheet';
import { sessionOf } from '../../plugins/session-auth';
import { visibilityOf } from '../inventory';
import { cartProposalFile } from './cart-proposal-sheet';
import type { CartsService } from './carts.service';

/**
 * The cart routes of one service: TV carts at `/carts` (licence 'cart'), streaming carts at
 * `/cu/carts` (registered under the `/cu` prefix, licence 'cartStreaming'), the same handlers over
 * the service's own carts. The current cart is the TV program guide's.
 */
export async function cartsRoutes(
  parent: FastifyInstance,
  options: { carts: CartsService; now: () => number; licence: 'cart' | 'cartStreaming' },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { carts, now, licence } = options;
  const access = { access: { licence } };
  const tv = licence === 'cart';

  app.get('/carts', { config: access, schema: { tags: ['carts'], response: { 200: cartsResponseSchema } } }, async (request) => ({
    carts: await carts.list(sessionOf(request)),
  }));

  if (tv) {
    app.get(
      '/current-cart',
      { config: access, schema: { tags: ['carts'], response: { 200: currentCartSchema } } },
      async (request) => carts.current(sessionOf(request)),
    );

    app.put(
      '/current-cart',
      { config: access, schema: { tags: ['carts'], body: currentCartSchema, response: { 200: currentCartSchema } } },
      async (request) => carts.setCurrent(sessionOf(request), request.body.cartId),
    );
  }

  app.post(
    '/carts',
    { config: access, schema: { tags: ['carts'], body: createCartRequestSchema, response: { 201: cartSummarySchema } } },
    async (request, reply) => reply.status(201).send(await carts.create(sessionOf(request), request.body.name)),
  );

  app.get(
    '/carts/:cartId',
    {
      config: access,
      schema: {
        tags: ['carts'],
        params: cartIdParamsSchema,
        querystring: cartFigureQuerySchema,
        response: { 200: cartDetailSchema },
      },
    },
    async (request) => carts.detail(sessionOf(request), request.params.cartId, request.query),
  );

  // The proposal sheet (提案書): the detail's lines and figures (a streaming cart's impressions) as an .xlsx file.
  app.get(
    '/carts/:cartId/proposal.xlsx',
    { config: access, schema: { tags: ['carts'], params: cartIdParamsSchema, querystring: cartFigureQuerySchema } },
    async (request, reply) => {
      const cart = await carts.proposal(sessionOf(request), request.params.cartId, request.query);
      return sendSpreadsheet(reply, await cartProposalFile(cart, businessDateOf(now())));
    },
  );

  app.patch(
    '/carts/:cartId',
    {
      config: access,
      schema: {
        tags: ['carts'],
        params: cartIdParamsSchema,
        body: renameCartRequestSchema,
        response: { 200: cartSummarySchema },
      },
    },
    async (request) => carts.rename(sessionOf(request), request.params.cartId, request.body),
  );

  app.post(
    '/carts/:cartId/duplicates',
    { config: access, schema: { tags: ['carts'], params: cartIdParamsSchema, response: { 201: cartSummarySchema } } },
    async (request, reply) => reply.status(201).send(await carts.duplicate(sessionOf(request), request.params.cartId)),
  );

  app.post(
    '/carts/:cartId/sendings',
    {
      config: access,
      schema: { tags: ['carts'], params: cartIdParamsSchema, body: sendCartRequestSchema, response: { 201: cartSummarySchema } },
    },
    async (request, reply) => reply.status(201).send(await carts.send(sessionOf(request), request.params.cartId, request.body)),
  );

  app.delete(
    '/carts/:cartId',
    { config: access, schema: { tags: ['carts'], params: cartIdParamsSchema } },
    async (request, reply) => {
      await carts.remove(sessionOf(request), request.params.cartId);
      return reply.status(204).send();
    },
  );

  app.post(
    '/carts/:cartId/items',
    {
      config: access,
      schema: {
        tags: ['carts'],
        params: cartIdParamsSchema,
        body: addCartItemRequestSchema,
        response: { 201: cartSummarySchema },
      },
    },
    async (request, reply) => {
      if (!request.licence) throw new AppError('licenceMissing');
      const caller = sessionOf(request);
      const visibility = visibilityOf(caller, request.licence, now());
      return reply.status(201).send(await carts.addItem(caller, visibility, request.params.cartId, request.body));
    },
  );

  app.patch(
    '/carts/:cartId/items/:itemId',
    {
      config: access,
      schema: {
        tags: ['carts'],
        params: cartItemParamsSchema,
        body: updateCartItemRequestSchema,
        response: { 200: cartSummarySchema },
      },
    },
    async (request) => {
      if (!request.licence) throw new AppError('licenceMissing');
      const caller = sessionOf(request);
      const visibility = visibilityOf(caller, request.licence, now());
      const { cartId, itemId } = request.params;
      return carts.updateItem(caller, visibility, cartId, itemId, request.body);
    },
  );

  app.delete(
    '/carts/:cartId/items/:itemId',
    { config: access, schema: { tags: ['carts'], params: cartItemParamsSchema } },
    async (request, reply) => {
      await carts.removeItem(sessionOf(request), request.params.cartId, request.params.itemId);
      return reply.status(204).send();
    },
  );
}
