import { z } from 'zod';

/** TV slots, and the streaming-service ("CU") variant that has its own cart, bookings and receptions. */
export const TRADE_SERVICES = ['TV', 'CU'] as const;
export type TradeService = (typeof TRADE_SERVICES)[number];

export const CART_STATUSES = ['OPEN', 'SENT', 'PURCHASED', 'DELETED'] as const;
export type CartStatus = (typeof CART_STATUSES)[number];

export const BOOKING_STATUSES = ['APPLIED', 'PROCEEDED', 'CONFIRMED', 'CANCELLED'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

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
