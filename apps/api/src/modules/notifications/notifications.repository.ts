import type { BookingStatus, CartStatus, NotificationsResponse, PurchaseOfferStatus, TradeService } from '@tvcm/contracts';
import { type ExpressionBuilder, sql } from 'kysely';
import type { AppDatabase } from '../../db/database';
import type { Database } from '../../db/schema';

/** Where each notification flag comes from: a row of `table` whose `party` column is the caller's company. */
interface FlagSource {
  table: 'carts' | 'bookings' | 'purchase_offers';
  party: 'company_id' | 'recipient_company_id' | 'buyer_company_id' | 'seller_company_id';
  service: TradeService;
  status: CartStatus | BookingStatus | PurchaseOfferStatus;
}

const FLAG_SOURCES: Record<keyof NotificationsResponse, FlagSource> = {
  existsUnpurchasedCart: { table: 'carts', party: 'company_id', service: 'TV', status: 'OPEN' },
  existsUnpurchasedCartCU: { table: 'carts', party: 'company_id', service: 'CU', status: 'OPEN' },
  receivedCart: { table: 'carts', party: 'recipient_company_id', service: 'TV', status: 'SENT' },
  receivedCartCU: { table: 'carts', party: 'recipient_company_id', service: 'CU', status: 'SENT' },
  proceededBooking: { table: 'bookings', party: 'buyer_company_id', service: 'TV', status: 'PROCEEDED' },
  proceededBookingCU: { table: 'bookings', party: 'buyer_company_id', service: 'CU', status: 'PROCEEDED' },
  receivedOfferPurchase: { table: 'purchase_offers', party: 'seller_company_id', service: 'TV', status: 'RECEIVED' },
  receivedOfferPurchaseCU: { table: 'purchase_offers', party: 'seller_company_id', service: 'CU', status: 'RECEIVED' },
};

const FLAG_NAMES = Object.keys(FLAG_SOURCES) as (keyof NotificationsResponse)[];

/** EXISTS over the (party, service, status) index of the source table: answered from the index alone. */
function flagExists(eb: ExpressionBuilder<Database, never>, companyId: number, source: FlagSource) {
  return eb.exists(
    eb
      .selectFrom(source.table)
      .select(sql`1`.as('one'))
      .where(sql.ref(source.party), '=', companyId)
      .where('service', '=', source.service)
      .where('status', '=', source.status),
  );
}

export function createNotificationsRepository(db: AppDatabase) {
  return {
    /** All eight flags in one statement. */
    async findFlags(companyId: number): Promise<NotificationsResponse> {
      const row: Record<string, unknown> = await db
        .selectNoFrom((eb) => FLAG_NAMES.map((name) => flagExists(eb, companyId, FLAG_SOURCES[name]).as(name)))
        .executeTakeFirstOrThrow();
      // SQLite answers EXISTS with 0/1, PostgreSQL with booleans.
      return Object.fromEntries(FLAG_NAMES.map((name) => [name, Boolean(row[name])])) as NotificationsResponse;
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
