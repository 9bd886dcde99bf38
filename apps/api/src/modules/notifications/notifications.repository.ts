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

/**
 * SPEC.md §3's flags. The TV ones follow the trade's own records: a cart with items not applied
 * (red), a cart a partner sent and the receiver has not opened (blue), a booking the station has
 * answered and the buyer has not opened, a reception the station has not opened. The streaming
 * ones read the placeholder rows of a flow not built yet. Each is an EXISTS over an index that
 * starts with the caller's company.
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
  existsUnpurchasedCartCU: rowWith('carts', 'company_id', 'CU', 'status', 'OPEN'),
  receivedCart: rowWith('carts', 'company_id', 'TV', 'status', 'RECEIVED'),
  receivedCartCU: rowWith('carts', 'recipient_company_id', 'CU', 'status', 'SENT'),
  proceededBooking: rowWith('bookings', 'buyer_company_id', 'TV', 'buyer_attention', 1),
  proceededBookingCU: rowWith('bookings', 'buyer_company_id', 'CU', 'status', 'PROCEEDED'),
  receivedOfferPurchase: rowWith('bookings', 'seller_company_id', 'TV', 'station_attention', 1),
  receivedOfferPurchaseCU: rowWith('purchase_offers', 'seller_company_id', 'CU', 'status', 'RECEIVED'),
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
