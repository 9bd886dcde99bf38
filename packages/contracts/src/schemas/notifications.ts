import { z } from 'zod';

/** TV slots, and the streaming-service ("CU") variant that has its own cart, bookings and receptions. */
export const TRADE_SERVICES = ['TV', 'CU'] as const;
export type TradeService = (typeof TRADE_SERVICES)[number];

/**
 * OPEN: not applied. SENT: handed to a partner company, which got its own copy. RECEIVED: such a
 * copy, not yet opened by the receiver. APPLIED: turned into bookings. DELETED: removed by its owner.
 */
export const CART_STATUSES = ['OPEN', 'SENT', 'RECEIVED', 'APPLIED', 'DELETED'] as const;
export type CartStatus = (typeof CART_STATUSES)[number];

/**
 * A TV booking (one application to one station): APPLIED until the station opens or decides on
 * it, IN_REVIEW while it does, then CONTRACTED, PARTLY_CONTRACTED or DECLINED by its notice, or
 * CANCELLED by the buyer before that.
 */
export const BOOKING_STATUSES = ['APPLIED', 'IN_REVIEW', 'CONTRACTED', 'PARTLY_CONTRACTED', 'DECLINED', 'CANCELLED'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** The streaming (CU) bookings' statuses, whose flow is not built yet. */
export const STREAMING_BOOKING_STATUSES = ['APPLIED', 'PROCEEDED', 'CONFIRMED', 'CANCELLED'] as const;
export type StreamingBookingStatus = (typeof STREAMING_BOOKING_STATUSES)[number];

export const PURCHASE_OFFER_STATUSES = ['RECEIVED', 'ACCEPTED', 'DECLINED'] as const;
export type PurchaseOfferStatus = (typeof PURCHASE_OFFER_STATUSES)[number];

/** The eight flags of SPEC.md §3 "Notification". */
export const notificationsResponseSchema = z.object({
  existsUnpurchasedCart: z.boolean(),
  existsUnpurchasedCartCU: z.boolean(),
  receivedCart: z.boolean(),
  receivedCartCU: z.boolean(),
  proceededBooking: z.boolean(),
  proceededBookingCU: z.boolean(),
  receivedOfferPurchase: z.boolean(),
  receivedOfferPurchaseCU: z.boolean(),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

/** Every flag off: a company with nothing waiting. */
export const NO_NOTIFICATIONS: NotificationsResponse = {
  existsUnpurchasedCart: false,
  existsUnpurchasedCartCU: false,
  receivedCart: false,
  receivedCartCU: false,
  proceededBooking: false,
  proceededBookingCU: false,
  receivedOfferPurchase: false,
  receivedOfferPurchaseCU: false,
};
