import type { NotificationsResponse, TradeService } from '@tvcm/contracts';
import { type ExpressionBuilder, sql } from 'kysely';
import type { AppDatabase } from '../../db/database';
import type { Database } from '../../db/schema';

type Builder = ExpressionBuilder<Database, never>;

const unpurchasedCart = (eb: Builder, companyId: number, service: TradeService) =>
  eb.exists(
    eb
      .selectFrom('carts')
      .select(sql`1`.as('one'))
      .where('company_id', '=', companyId)
      .where('service', '=', service)
      .where('status', '=', 'OPEN'),
  );

const receivedCart = (eb: Builder, companyId: number, service: TradeService) =>
  eb.exists(
    eb
      .selectFrom('carts')
      .select(sql`1`.as('one'))
      .where('recipient_company_id', '=', companyId)
      .where('service', '=', service)
      .where('status', '=', 'SENT'),
  );

const proceededBooking = (eb: Builder, companyId: number, service: TradeService) =>
  eb.exists(
    eb
      .selectFrom('bookings')
      .select(sql`1`.as('one'))
      .where('buyer_company_id', '=', companyId)
      .where('service', '=', service)
      .where('status', '=', 'PROCEEDED'),
  );

const receivedPurchaseOffer = (eb: Builder, companyId: number, service: TradeService) =>
  eb.exists(
    eb
      .selectFrom('purchase_offers')
      .select(sql`1`.as('one'))
      .where('seller_company_id', '=', companyId)
      .where('service', '=', service)
      .where('status', '=', 'RECEIVED'),
  );

export function createNotificationsRepository(db: AppDatabase) {
  return {
    /** All eight flags in one statement; each EXISTS is answered from a covering index. */
    async findFlags(companyId: number): Promise<NotificationsResponse> {
      const row = await db
        .selectNoFrom((eb) => [
          unpurchasedCart(eb, companyId, 'TV').as('existsUnpurchasedCart'),
          unpurchasedCart(eb, companyId, 'CU').as('existsUnpurchasedCartCU'),
          receivedCart(eb, companyId, 'TV').as('receivedCart'),
          receivedCart(eb, companyId, 'CU').as('receivedCartCU'),
          proceededBooking(eb, companyId, 'TV').as('proceededBooking'),
          proceededBooking(eb, companyId, 'CU').as('proceededBookingCU'),
          receivedPurchaseOffer(eb, companyId, 'TV').as('receivedOfferPurchase'),
          receivedPurchaseOffer(eb, companyId, 'CU').as('receivedOfferPurchaseCU'),
        ])
        .executeTakeFirstOrThrow();
      // SQLite answers EXISTS with 0/1, PostgreSQL with booleans.
      return {
        existsUnpurchasedCart: Boolean(row.existsUnpurchasedCart),
        existsUnpurchasedCartCU: Boolean(row.existsUnpurchasedCartCU),
        receivedCart: Boolean(row.receivedCart),
        receivedCartCU: Boolean(row.receivedCartCU),
        proceededBooking: Boolean(row.proceededBooking),
        proceededBookingCU: Boolean(row.proceededBookingCU),
        receivedOfferPurchase: Boolean(row.receivedOfferPurchase),
        receivedOfferPurchaseCU: Boolean(row.receivedOfferPurchaseCU),
      };
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
