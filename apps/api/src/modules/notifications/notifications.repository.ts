import type { CartStatus, NotificationsResponse, PurchaseOfferStatus, StreamingBookingStatus } from '@tvcm/contracts';
import { type ExpressionBuilder, type ExpressionWrapper, type SqlBool, sql } from 'kysely';
import type { AppDatabase } from '../../db/database';
import type { Database } from '../../db/schema';

type Builder = ExpressionBuilder<Database, never>;
/** The EXISTS subquery behind one flag, for the caller's company. */
type FlagSource = (eb: Builder, companyId: number) => ExpressionWrapper<Database, never, SqlBool>;

const one = sql`1`.as('one');

/** A row of a placeholder table (the streaming flows are not built yet) in the given status. */
const streamingRow =
  (
    table: 'carts' | 'bookings' | 'purchase_offers',
    party: 'recipient_company_id' | 'company_id' | 'buyer_company_id' | 'seller_company_id',
    status: CartStatus | StreamingBookingStatus | PurchaseOfferStatus,
  ): FlagSource =>
  (eb, companyId) =>
    eb.exists(
      eb
        .selectFrom(table)
        .select(one)
        .where(sql.ref(party), '=', companyId)
        .where('service', '=', 'CU')
        .where('status', '=', status),
    );

/**
 * SPEC.md §3's flags. The TV ones follow the trade's own records: a cart with items not applied
 * (red), a cart a partner sent and the receiver has not opened (blue), a booking the station has
 * answered and the buyer has not opened, a reception the station has not opened. Each is an EXISTS
 * over an index that starts with the caller's company.
 */
const FLAG_SOURCES: Record<keyof NotificationsResponse, FlagSource> = {
  existsUnpurchasedCart: (eb, companyId) =>
    eb.exists(
      eb
        .selectFrom('carts')
        .innerJoin('cart_items', 'cart_items.cart_id', 'carts.id')
        .select(one)
        .where('carts.company_id', '=', companyId)
        .where('carts.service', '=', 'TV')
        .where('carts.status', '=', 'OPEN'),
    ),
  existsUnpurchasedCartCU: streamingRow('carts', 'company_id', 'OPEN'),
  receivedCart: (eb, companyId) =>
    eb.exists(
      eb
        .selectFrom('carts')
        .select(one)
        .where('company_id', '=', companyId)
        .where('service', '=', 'TV')
        .where('status', '=', 'RECEIVED'),
    ),
  receivedCartCU: streamingRow('carts', 'recipient_company_id', 'SENT'),
  proceededBooking: (eb, companyId) =>
    eb.exists(
      eb
        .selectFrom('bookings')
        .select(one)
        .where('buyer_company_id', '=', companyId)
        .where('service', '=', 'TV')
        .where('buyer_attention', '=', 1),
    ),
  proceededBookingCU: streamingRow('bookings', 'buyer_company_id', 'PROCEEDED'),
  receivedOfferPurchase: (eb, companyId) =>
    eb.exists(
      eb
        .selectFrom('bookings')
        .select(one)
        .where('seller_company_id', '=', companyId)
        .where('service', '=', 'TV')
        .where('station_attention', '=', 1),
    ),
  receivedOfferPurchaseCU: streamingRow('purchase_offers', 'seller_company_id', 'RECEIVED'),
};

const FLAG_NAMES = Object.keys(FLAG_SOURCES) as (keyof NotificationsResponse)[];

export function createNotificationsRepository(db: AppDatabase) {
  return {
    /** All eight flags in one statement. */
    async findFlags(companyId: number): Promise<NotificationsResponse> {
      const row: Record<string, unknown> = await db
        .selectNoFrom((eb) => FLAG_NAMES.map((name) => FLAG_SOURCES[name](eb, companyId).as(name)))
        .executeTakeFirstOrThrow();
      // SQLite answers EXISTS with 0/1, PostgreSQL with booleans.
      return Object.fromEntries(FLAG_NAMES.map((name) => [name, Boolean(row[name])])) as NotificationsResponse;
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
