import type { PointKind } from '@tvcm/contracts';
import type { AppDatabase } from '../../db/database';

/**
 * A company's entries over `[fromIso, untilIso)`. The bounds are ISO-8601 UTC instants written as
 * `toISOString()` writes them, the form the ledger stores: SQLite compares that text in time
 * order, PostgreSQL reads it as a timestamptz.
 */
export interface PointHistoryFilter {
  companyId: number;
  fromIso: string;
  untilIso: string;
  kind: PointKind | undefined;
}

export function createPointsRepository(db: AppDatabase) {
  const entriesOf = (filter: PointHistoryFilter) =>
    db
      .selectFrom('point_transactions')
      .where('point_transactions.company_id', '=', filter.companyId)
      .where('point_transactions.created_at', '>=', filter.fromIso)
      .where('point_transactions.created_at', '<', filter.untilIso)
      .$if(filter.kind !== undefined, (query) => query.where('point_transactions.kind', '=', filter.kind as PointKind));

  return {
    findCompanyByCode(code: string) {
      return db.selectFrom('companies').select(['id', 'is_point_service_available']).where('code', '=', code).executeTakeFirst();
    },

    /** The balance as the ledger last left it: one row, zero before the company's first entry. */
    async balanceOf(companyId: number): Promise<number> {
      const row = await db.selectFrom('point_balances').select('balance').where('company_id', '=', companyId).executeTakeFirst();
      return row?.balance ?? 0;
    },

    async countEntries(filter: PointHistoryFilter): Promise<number> {
      const row = await entriesOf(filter)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },

    /** Newest first; entries written in the same instant by the order they were written. */
    listEntries(filter: PointHistoryFilter, page: { offset: number; limit: number }) {
      return entriesOf(filter)
        .leftJoin('users', 'users.id', 'point_transactions.user_id')
        .select([
          'point_transactions.id',
          'point_transactions.created_at',
          'point_transactions.kind',
          'point_transactions.amount',
          'point_transactions.reason',
          'point_transactions.balance_after',
          'point_transactions.expires_on',
          'users.display_name as user_name',
        ])
        .orderBy('point_transactions.created_at', 'desc')
        .orderBy('point_transactions.id', 'desc')
        .offset(page.offset)
        .limit(page.limit)
        .execute();
    },
  };
}

export type PointsRepository = ReturnType<typeof createPointsRepository>;
export type PointHistoryRow = Awaited<ReturnType<PointsRepository['listEntries']>>[number];
