import type {
  CartStatus,
  NotificationsResponse,
  PurchaseOfferStatus,
  StreamingBookingStatus,
  TradeService,
} from '@tvcm/contracts';
import { type ExpressionBuilder, type ExpressionWrapper, type SqlBool, sql } from 'kysely';
import type { AppDatabase } from '../../db/database';
import type { Database } from '../../db/schema';

type Builder = ExpressionBuilder<Database, never>;
/** The EXISTS subquery behind one flag, for the caller's company. */
type FlagSource = (eb: Builder, companyId: number) => ExpressionWrapper<Database, never, SqlBool>;

const one = sql`1`.as('one');

/**
 * A row of `table` whose `party` column is the caller's company, of one service, with `column`
 * equal to `value`: a status, or one of the bookings' attention flags.
 */
const rowWith =
  (
    table: 'carts' | 'bookings' | 'purchase_offers',
    party: 'recipient_company_id' | 'company_id' | 'buyer_company_id' | 'seller_company_id',
    service: TradeService,
    column: 'status' | 'buyer_attention' | 'station_attention',
    value: CartStatus | StreamingBookingStatus | PurchaseOfferStatus | 1,
  ): FlagSource =>
  (eb, companyId) =>
    eb.exists(
      eb
        .selectFrom(table)
        .select(one)
        .where(sql.ref(party), '=', companyId)
        .where('service', '=', service)
        .where(sql.ref(column), '=', value),
    );

/** A cart of the service with lines not applied for: the red of カート一覧. */
const unpurchasedCart =
  (service: TradeService): FlagSource =>
  (eb, companyId) =>
    eb.exists(
      eb
        .selectFrom('carts')
        .innerJoin('cart_items', 'cart_items.cart_id', 'carts.id')
        .select(one)
        .where('carts.company_id', '=', companyId)
        .where('carts.service', '=', service)
        .where('carts.status', '=', 'OPEN'),
    );

/**
 * SPEC.md §3's flags, for TV and streaming (CU) alike, from the trade's own records: a cart with
 * lines not applied for (red), a cart a partner sent and the receiver has not opened (blue), a
 * booking the station has answered and the buyer has not opened, a reception the station has not
 * opened. Each is an EXISTS over an index that starts with the caller's company.
 */
const FLAG_SOURCES: Record<keyof NotificationsResponse, FlagSource> = {
  existsUnpurchasedCart: unpurchasedCart('TV'),
  existsUnpurchasedCartCU: unpurchasedCart('CU'),
  receivedCart: rowWith('carts', 'company_id', 'TV', 'status', 'RECEIVED'),
  receivedCartCU: rowWith('carts', 'company_id', 'CU', 'status', 'RECEIVED'),
  proceededBooking: rowWith('bookings', 'buyer_company_id', 'TV', 'buyer_attention', 1),
  proceededBookingCU: rowWith('bookings', 'buyer_company_id', 'CU', 'buyer_attention', 1),
  receivedOfferPurchase: rowWith('bookings', 'seller_company_id', 'TV', 'station_attention', 1),
  receivedOfferPurchaseCU: rowWith('bookings', 'seller_company_id', 'CU', 'station_attention', 1),
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
