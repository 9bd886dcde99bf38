import { z } from 'zod';
import { SLOT_POSITIONS } from '../broadcast';
import { INDUSTRIES } from './advertisers';
import { STREAMING_LINE_MAX_IMPRESSIONS } from './carts';
import {
  oneDayProductSchema,
  STREAMING_AD_LENGTH_MAX,
  STREAMING_AD_LENGTH_MIN,
  STREAMING_UNIT_IMPRESSIONS,
  streamingProductSchema,
} from './digital-products';
import { idParam } from './ids';
import { isoDate, listQuerySchema } from './list-query';
import { BOOKING_STATUSES } from './notifications';
import { multiLineText, oneLineText } from './plain-text';

export const BOOKING_ITEM_STATUSES = ['APPLIED', 'ACCEPTED', 'DECLINED', 'CONTRACTED', 'CANCELLED'] as const;
export type BookingItemStatus = (typeof BOOKING_ITEM_STATUSES)[number];

/** Why a station declines an item (DOMAIN.md "From cart to contract", step 3). */
export const DECLINE_REASONS = ['SOLD', 'COMPETITOR', 'SCREENING', 'MATERIAL', 'OTHER'] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

export const MESSAGE_SIDES = ['BUYER', 'STATION'] as const;
export type MessageSide = (typeof MESSAGE_SIDES)[number];

/** A thread holds what people write and what the system records on their behalf. */
export const MESSAGE_KINDS = ['MESSAGE', 'APPLICATION', 'CONTRACT_NOTICE', 'DECLINE_NOTICE', 'CANCELLATION'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** The station's review checklist (DOMAIN.md step 3), in the order it is worked through. */
export const REVIEW_CHECKS = ['screening', 'material', 'competitors', 'units', 'timeLimit'] as const;
export type ReviewCheck = (typeof REVIEW_CHECKS)[number];

export const MESSAGE_MAX_LENGTH = 2000;
export const PRODUCT_NAME_MAX_LENGTH = 100;
export const MATERIAL_NOTE_MAX_LENGTH = 1000;
export const DECLINE_NOTE_MAX_LENGTH = 200;
export const DELIVERY_NOTE_MAX_LENGTH = 200;
export const CONTACT_NAME_MAX_LENGTH = 100;
/** Rows per page of 申込一覧 and 購入受付一覧. */
export const BOOKING_LIST_PAGE_SIZE = 50;
/** The longest search text (申込番号 or 商品名). */
export const BOOKING_SEARCH_MAX_LENGTH = 100;

/** Ids in JSON bodies (a station, an item). */
const id = z.coerce.number().int().positive().max(2_147_483_647);
export const bookingIdParamsSchema = z.object({ bookingId: idParam() });
export const receptionIdParamsSchema = z.object({ receptionId: idParam() });

/** `POST /carts/{id}/applications` (購入申込): what the buyer states for every station applied to. */
export const applyCartRequestSchema = z.strictObject({
  advertiserId: z.number().int().positive().max(2_147_483_647),
  productName: oneLineText().trim().min(1).max(PRODUCT_NAME_MAX_LENGTH),
  /** The material's length: one every product applied for offers (a TV slot's 15 or 30, a streaming product's 6–60). */
  cmLengthSeconds: z.number().int().min(STREAMING_AD_LENGTH_MIN).max(STREAMING_AD_LENGTH_MAX),
  materialNote: multiLineText().trim().max(MATERIAL_NOTE_MAX_LENGTH).default(''),
  contactName: oneLineText().trim().min(1).max(CONTACT_NAME_MAX_LENGTH),
  contactPhone: z
    .string()
    .trim()
    .regex(/^[0-9+\-() ]{6,32}$/),
  /** The stations whose sales terms the buyer agreed to: every station of the cart. */
  agreedStationIds: z.array(id).min(1).max(50),
});
export type ApplyCartRequest = z.infer<typeof applyCartRequestSchema>;
export type ApplyCartRequestInput = z.input<typeof applyCartRequestSchema>;

export const createdBookingSchema = z.object({
  id: z.number().int(),
  applicationNumber: z.string(),
  station: z.object({ id: z.number().int(), name: z.string() }),
  status: z.enum(BOOKING_STATUSES),
});
export const applyCartResponseSchema = z.object({ bookings: z.array(createdBookingSchema) });
export type ApplyCartResponse = z.infer<typeof applyCartResponseSchema>;

/** `POST /carts/{id}/sendings`. */
export const sendCartRequestSchema = z.strictObject({ companyCode: oneLineText().trim().min(1).max(16) });
export type SendCartRequest = z.infer<typeof sendCartRequestSchema>;

const partySchema = z.object({ code: z.string(), name: z.string() });

/** One row of the booking list (buyer) or the reception list (station): the same record, two sides. */
export const bookingSummarySchema = z.object({
  id: z.number().int(),
  applicationNumber: z.string(),
  appliedAt: z.string(),
  updatedAt: z.string(),
  status: z.enum(BOOKING_STATUSES),
  station: z.object({ id: z.number().int(), name: z.string(), shortName: z.string() }),
  area: z.object({ code: z.string(), name: z.string() }),
  buyer: partySchema,
  advertiser: z.object({ name: z.string(), industry: z.enum(INDUSTRIES) }),
  productName: z.string(),
  units: z.number().int(),
  totalAmount: z.number().int(),
  /** What the contract notice made contracted (0 before it): the accepted items' units and amount. */
  contractedUnits: z.number().int(),
  contractedAmount: z.number().int(),
  /** The first and last broadcast dates of its items. */
  airPeriod: z.object({ from: z.string(), to: z.string() }),
  assignee: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The other side's messages the caller has not read. */
  unreadMessages: z.number().int(),
  /** Lit for the buyer when the station has answered; for the station when the application is new. */
  needsAttention: z.boolean(),
});
export type BookingSummary = z.infer<typeof bookingSummarySchema>;

/**
 * The columns 申込一覧 and 購入受付一覧 sort by, in the main site's address terms (its menu links
 * to `?sort=application_date&order=desc`). The API sorts by these only.
 */
export const BOOKING_LIST_SORTS = [
  'application_date',
  'updated_at',
  'application_number',
  'station',
  'buyer',
  'advertiser',
  'units',
  'amount',
  'contracted_amount',
  'air_from',
  'status',
  'assignee',
] as const;
export type BookingListSort = (typeof BOOKING_LIST_SORTS)[number];

/**
 * `GET /bookings` and `GET /receptions`: the filters, search, sort and page of the list, all in
 * the address (the web keeps them in its own address with the same names). `assignee` is a user's
 * id or `none` (nobody has it yet); only receptions have assignees.
 */
export const bookingListQuerySchema = listQuerySchema({
  sorts: BOOKING_LIST_SORTS,
  defaultSort: 'application_date',
  searchMaxLength: BOOKING_SEARCH_MAX_LENGTH,
}).extend({
  status: z.enum(BOOKING_STATUSES).optional(),
  stationId: idParam().optional(),
  advertiserId: idParam().optional(),
  assignee: z.union([z.literal('none'), idParam()]).optional(),
  airFrom: isoDate.optional(),
  airTo: isoDate.optional(),
  appliedFrom: isoDate.optional(),
  appliedTo: isoDate.optional(),
});
export type BookingListQuery = z.infer<typeof bookingListQuerySchema>;

/** The most bookings one `.xlsx` of a list holds; a list longer than that is narrowed by its filters first. */
export const BOOKING_LIST_EXPORT_MAX_ROWS = 10_000;

/** `GET /bookings.xlsx` and `GET /receptions.xlsx`: the list's filters, search and order, every page at once. */
export const bookingListExportQuerySchema = bookingListQuerySchema.omit({ page: true });
export type BookingListExportQuery = z.infer<typeof bookingListExportQuerySchema>;

/** Applied and contracted units and amounts, of one booking or of a whole filtered list. */
export const bookingFiguresSchema = z.object({
  units: z.number().int(),
  amount: z.number().int(),
  contractedUnits: z.number().int(),
  contractedAmount: z.number().int(),
});
export type BookingFigures = z.infer<typeof bookingFiguresSchema>;

/** One page of the list, how many bookings the filters match, and their figures summed. */
export const bookingsResponseSchema = z.object({
  items: z.array(bookingSummarySchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  totals: bookingFiguresSchema,
});
export type BookingsResponse = z.infer<typeof bookingsResponseSchema>;

const namedSchema = z.object({ id: z.number().int(), name: z.string() });

/**
 * `GET /bookings/filter-options` and `GET /receptions/filter-options`: what the list's filters
 * offer: the stations and advertisers the caller's bookings name and, for a station, the users of
 * its company (the assignees a reception may be handed to).
 */
export const bookingFilterOptionsSchema = z.object({
  stations: z.array(namedSchema),
  advertisers: z.array(namedSchema),
  assignees: z.array(namedSchema),
});
export type BookingFilterOptions = z.infer<typeof bookingFilterOptionsSchema>;

/** `PUT /receptions/{id}/assignee`: who has the reception from now on; without `userId`, the caller (担当する). */
export const receptionAssigneeRequestSchema = z.strictObject({ userId: id.optional() });
export type ReceptionAssigneeRequest = z.infer<typeof receptionAssigneeRequestSchema>;

export const bookingItemSchema = z.object({
  id: z.number().int(),
  slotId: z.number().int(),
  status: z.enum(BOOKING_ITEM_STATUSES),
  declineReason: z.enum(DECLINE_REASONS).nullable(),
  declineNote: z.string().nullable(),
  units: z.number().int(),
  unitPrice: z.number().int(),
  amount: z.number().int(),
  date: z.string(),
  start: z.number().int(),
  length: z.number().int(),
  position: z.enum(SLOT_POSITIONS),
  programmeTitle: z.string().nullable(),
  /** On a reception: other bookings' units in the same slot whose advertiser is of the same industry. */
  competitorUnits: z.number().int(),
  /** Units of the slot still unclaimed (neither held nor sold). */
  remaining: z.number().int(),
});
export type BookingItem = z.infer<typeof bookingItemSchema>;

export const bookingMessageSchema = z.object({
  id: z.number().int(),
  side: z.enum(MESSAGE_SIDES),
  kind: z.enum(MESSAGE_KINDS),
  body: z.string(),
  senderName: z.string().nullable(),
  createdAt: z.string(),
});
export type BookingMessage = z.infer<typeof bookingMessageSchema>;

/** A status change, or the reception taken or handed to someone (ASSIGNMENT: the status stays). */
export const BOOKING_HISTORY_KINDS = ['STATUS', 'ASSIGNMENT'] as const;
export type BookingHistoryKind = (typeof BOOKING_HISTORY_KINDS)[number];

export const bookingHistoryEntrySchema = z.object({
  kind: z.enum(BOOKING_HISTORY_KINDS),
  from: z.enum(BOOKING_STATUSES).nullable(),
  to: z.enum(BOOKING_STATUSES),
  /** ASSIGNMENT: who has the reception from then on. */
  assignee: z.string().nullable(),
  changedBy: z.string().nullable(),
  changedAt: z.string(),
});

export const reviewChecklistSchema = z.object(
  Object.fromEntries(REVIEW_CHECKS.map((check) => [check, z.boolean()])) as Record<ReviewCheck, z.ZodBoolean>,
);
export type ReviewChecklist = z.infer<typeof reviewChecklistSchema>;

/** An item of a streaming booking: a streaming product's impressions or a 1-day product's day. */
export const digitalBookingItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['streaming', 'oneday']),
  status: z.enum(BOOKING_ITEM_STATUSES),
  declineReason: z.enum(DECLINE_REASONS).nullable(),
  declineNote: z.string().nullable(),
  /** Units (thousands of impressions, or the day) as they stand: accepted, or as applied until decided. */
  units: z.number().int(),
  impressions: z.number().int(),
  /** What was applied for, when the station accepted fewer impressions. */
  appliedImpressions: z.number().int().nullable(),
  target: z.string().nullable(),
  unitPrice: z.number().int(),
  amount: z.number().int(),
  streaming: streamingProductSchema.nullable(),
  oneDay: oneDayProductSchema.nullable(),
  /** After the delivery window: what was delivered, and the station's note (an under-delivery says why). */
  deliveredImpressions: z.number().int().nullable(),
  deliveryNote: z.string().nullable(),
  /** Units of the product still on sale (for the station's review). */
  remaining: z.number().int(),
});
export type DigitalBookingItem = z.infer<typeof digitalBookingItemSchema>;

export const bookingDetailSchema = bookingSummarySchema.extend({
  cmLengthSeconds: z.number().int(),
  materialNote: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  appliedBy: z.string().nullable(),
  advertiserCode: z.string(),
  items: z.array(bookingItemSchema),
  /** A streaming booking's items (empty for a TV booking, whose items are `items`). */
  digitalItems: z.array(digitalBookingItemSchema),
  messages: z.array(bookingMessageSchema),
  history: z.array(bookingHistoryEntrySchema),
  checklist: reviewChecklistSchema,
  /** Whether the caller may still cancel (buyer) or decide and notify (station). */
  isOpen: z.boolean(),
  /** The caller is the reception's assignee. */
  assignedToCaller: z.boolean(),
});
export type BookingDetail = z.infer<typeof bookingDetailSchema>;

/**
 * `POST /receptions/{id}/decisions` (and `/cu/receptions/…`): accept or decline items, and tick the
 * checklist. A streaming item may be accepted for fewer impressions than asked (`impressions`, whole
 * thousands); the rest go back on sale.
 */
export const receptionDecisionsRequestSchema = z.strictObject({
  decisions: z
    .array(
      z.discriminatedUnion('decision', [
        z.strictObject({
          itemId: id,
          decision: z.literal('ACCEPT'),
          impressions: z
            .number()
            .int()
            .min(STREAMING_UNIT_IMPRESSIONS)
            .max(STREAMING_LINE_MAX_IMPRESSIONS)
            .multipleOf(STREAMING_UNIT_IMPRESSIONS)
            .optional(),
        }),
        z.strictObject({
          itemId: id,
          decision: z.literal('DECLINE'),
          reason: z.enum(DECLINE_REASONS),
          note: oneLineText().trim().max(DECLINE_NOTE_MAX_LENGTH).default(''),
        }),
      ]),
    )
    .max(500)
    .default([]),
  checklist: z.strictObject(reviewChecklistSchema.shape).partial().optional(),
});
export type ReceptionDecisionsRequest = z.infer<typeof receptionDecisionsRequestSchema>;
export type ReceptionDecisionsRequestInput = z.input<typeof receptionDecisionsRequestSchema>;

/**
 * `PUT /cu/receptions/{id}/items/{itemId}/delivery`: after a contracted streaming item's delivery
 * window, the impressions delivered and, for an under-delivery, the station's note.
 */
export const deliveryReportRequestSchema = z.strictObject({
  deliveredImpressions: z
    .number()
    .int()
    .min(0)
    .max(STREAMING_LINE_MAX_IMPRESSIONS * 2),
  note: oneLineText().trim().max(DELIVERY_NOTE_MAX_LENGTH).default(''),
});
export type DeliveryReportRequest = z.infer<typeof deliveryReportRequestSchema>;
export const receptionItemParamsSchema = z.object({ receptionId: idParam(), itemId: idParam() });

/** The contract or decline notice, and a buyer's cancellation: an optional covering message. */
export const noticeRequestSchema = z.strictObject({
  message: multiLineText().trim().max(MESSAGE_MAX_LENGTH).default(''),
});
export type NoticeRequest = z.infer<typeof noticeRequestSchema>;

export const postMessageRequestSchema = z.strictObject({
  body: multiLineText().trim().min(1).max(MESSAGE_MAX_LENGTH),
});
export type PostMessageRequest = z.infer<typeof postMessageRequestSchema>;

export const bookingMessagesResponseSchema = z.object({ messages: z.array(bookingMessageSchema) });
export type BookingMessagesResponse = z.infer<typeof bookingMessagesResponseSchema>;
