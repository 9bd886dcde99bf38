import { z } from 'zod';
import { RATING_TYPES, TARGETS } from '../broadcast';
import { CART_ITEM_MAX_QUANTITY, CART_NAME_MAX_LENGTH } from '../cart-limits';
import {
  oneDayProductSchema,
  STREAMING_UNIT_IMPRESSIONS,
  streamingProductSchema,
  streamingTargetSchema,
} from './digital-products';
import { idParam } from './ids';
import { CART_STATUSES, TRADE_SERVICES } from './notifications';
import { oneLineText } from './plain-text';
import { slotListItemSchema } from './program-guide';

export const cartIdParamsSchema = z.object({ cartId: idParam() });
export const cartItemParamsSchema = cartIdParamsSchema.extend({
  itemId: idParam(),
});

/** `POST /carts`: a new, empty, named cart; its area is set by its first slot. */
export const createCartRequestSchema = z.strictObject({
  name: oneLineText().trim().min(1).max(CART_NAME_MAX_LENGTH),
});
export type CreateCartRequest = z.infer<typeof createCartRequestSchema>;

/** `PATCH /carts/{id}`: a new name. */
export const renameCartRequestSchema = createCartRequestSchema;
export type RenameCartRequest = z.infer<typeof renameCartRequestSchema>;

/**
 * `GET /current-cart` and `PUT /current-cart`: the cart the user adds to by default, kept per user
 * on the server so that a new login finds it; null when none (or it is no longer an open cart).
 */
export const currentCartSchema = z.strictObject({
  cartId: z.number().int().positive().max(2_147_483_647).nullable(),
});
export type CurrentCart = z.infer<typeof currentCartSchema>;

const productId = z.number().int().positive().max(2_147_483_647);

/** The most impressions one streaming line may ask for. */
export const STREAMING_LINE_MAX_IMPRESSIONS = 1_000_000_000;

/** A TV slot's units (`POST /carts/{id}/items`). */
export const addSlotItemRequestSchema = z.strictObject({
  slotId: productId,
  quantity: z.number().int().min(1).max(CART_ITEM_MAX_QUANTITY),
});

/** A streaming product's impressions, in whole thousands, with a targeting option or none (`POST /cu/carts/{id}/items`). */
export const addStreamingItemRequestSchema = z.strictObject({
  streamingProductId: productId,
  impressions: z
    .number()
    .int()
    .min(STREAMING_UNIT_IMPRESSIONS)
    .max(STREAMING_LINE_MAX_IMPRESSIONS)
    .multipleOf(STREAMING_UNIT_IMPRESSIONS),
  target: streamingTargetSchema.optional(),
});

/** A 1-day product's day (`POST /cu/carts/{id}/items`). */
export const addOneDayItemRequestSchema = z.strictObject({ oneDayProductId: productId });

/** `POST /carts/{id}/items`: a TV cart takes slots; a streaming cart streaming products and 1-day days. */
export const addCartItemRequestSchema = z.union([
  addSlotItemRequestSchema,
  addStreamingItemRequestSchema,
  addOneDayItemRequestSchema,
]);
export type AddCartItemRequest = z.infer<typeof addCartItemRequestSchema>;

/**
 * `PATCH /carts/{id}/items/{itemId}`: a slot line's units, or (`/cu/carts/…`) a streaming line's
 * impressions in whole thousands, checked against what the product has left and its minimum.
 */
export const updateCartItemRequestSchema = z.union([
  z.strictObject({ quantity: z.number().int().min(1).max(CART_ITEM_MAX_QUANTITY) }),
  z.strictObject({
    impressions: z
      .number()
      .int()
      .min(STREAMING_UNIT_IMPRESSIONS)
      .max(STREAMING_LINE_MAX_IMPRESSIONS)
      .multipleOf(STREAMING_UNIT_IMPRESSIONS),
  }),
]);
export type UpdateCartItemRequest = z.infer<typeof updateCartItemRequestSchema>;

/** Whose ratings a cart's GRP and per-cost are figured for. */
export const cartFigureQuerySchema = z.strictObject({
  target: z.enum(TARGETS).default('household'),
  ratingType: z.enum(RATING_TYPES).default('realtime'),
});
export type CartFigureQuery = z.infer<typeof cartFigureQuerySchema>;

export const cartSummarySchema = z.object({
  id: z.number().int(),
  /** TV (slots) or CU (streaming and 1-day products): each cart holds one service's products. */
  service: z.enum(TRADE_SERVICES),
  name: z.string(),
  status: z.enum(CART_STATUSES),
  area: z.object({ code: z.string(), name: z.string() }).nullable(),
  /** Slots (lines) and units in the cart. */
  itemCount: z.number().int(),
  units: z.number().int(),
  /** The cart's value in yen (SPEC.md §3 `currentValue`): price × units over its items. */
  currentValue: z.number().int(),
  /** The stations of its slots, in remote-control key order. */
  stations: z.array(z.object({ id: z.number().int(), shortName: z.string() })),
  /** Gross rating points of the household real-time rating (basis points), whatever the page's target. */
  householdGrp: z.number().int(),
  /** The display name of the user who made it (on a received cart, the sender's user); null once that user is gone. */
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** On a received cart: the company that sent it, and when. */
  sentBy: z.object({ code: z.string(), name: z.string() }).nullable(),
  sentAt: z.string().nullable(),
  appliedAt: z.string().nullable(),
});
export type CartSummary = z.infer<typeof cartSummarySchema>;

export const cartsResponseSchema = z.object({ carts: z.array(cartSummarySchema) });
export type CartsResponse = z.infer<typeof cartsResponseSchema>;

export const cartItemSchema = z.object({
  id: z.number().int(),
  quantity: z.number().int(),
  amount: z.number().int(),
  slot: slotListItemSchema,
  /**
   * Whether the line could be applied for as it is: the slot is on sale today with at least the
   * line's units left. An unavailable line must be removed (or reduced) before applying.
   */
  available: z.boolean(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** A line of a streaming cart: a streaming product's impressions, or a 1-day product's day. */
export const digitalCartItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['streaming', 'oneday']),
  /** Units: thousands of impressions, or 1 (the day). */
  quantity: z.number().int(),
  /** Streaming: the impressions asked for. 1-day: the day's estimated impressions. */
  impressions: z.number().int(),
  /** The streaming targeting chosen (`f1`, `area:kanto`), or null. */
  target: z.string().nullable(),
  /** Per unit: the CPM with the targeting's surcharge, or the day's price. */
  unitPrice: z.number().int(),
  amount: z.number().int(),
  streaming: streamingProductSchema.nullable(),
  oneDay: oneDayProductSchema.nullable(),
  /** As for slots: on sale today with the line's units left, and at least the product's minimum. */
  available: z.boolean(),
});
export type DigitalCartItem = z.infer<typeof digitalCartItemSchema>;

export const cartDetailSchema = cartSummarySchema.extend({
  items: z.array(cartItemSchema),
  /** A streaming cart's lines (empty for a TV cart, whose lines are `items`). */
  digitalItems: z.array(digitalCartItemSchema),
  target: z.enum(TARGETS),
  ratingType: z.enum(RATING_TYPES),
  /** Gross rating points: the sum of rating × units, in basis points. */
  grp: z.number().int(),
  /** The cart's value per rating point bought, in yen; null without ratings. */
  averagePerCost: z.number().int().nullable(),
  /**
   * The rated lines' value per thousand impressions of the target in the cart's area, in yen; null
   * without ratings or without the area's universe of the target.
   */
  averageCpm: z.number().int().nullable(),
});
export type CartDetail = z.infer<typeof cartDetailSchema>;
