import type { PointKind } from '@tvcm/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';

export interface PointEntry {
  companyId: number;
  kind: PointKind;
  /** Signed: positive adds to the balance, negative takes from it. */
  amount: number;
  description: string;
  userId: number | null;
  /** JST date the points of a grant or purchase expire on. */
  expiresOn: string | null;
  /** ISO-8601 instant; stored as `toISOString()` writes it. */
  at: string;
}

/**
 * The one way points move: the balance first, by a conditional UPDATE that leaves it untouched
 * when it would go below zero (PostgreSQL re-checks the condition on the locked row, so two
 * spends at once cannot both pass), then the entry with the balance after it. Run it inside a
 * transaction (a unit of work, or the seed's) so both rows are written or neither; the CHECK
 * constraints of both tables stand behind the condition.
 */
export async function appendPointEntry(db: Kysely<Database>, entry: PointEntry): Promise<{ id: number; balanceAfter: number }> {
  await db
    .insertInto('point_balances')
    .values({ company_id: entry.companyId, balance: 0 })
    .onConflict((conflict) => conflict.column('company_id').doNothing())
    .execute();
  const moved = await db
    .updateTable('point_balances')
    .set((eb) => ({ balance: eb('balance', '+', entry.amount) }))
    .where('company_id', '=', entry.companyId)
    .where((eb) => eb(eb('balance', '+', entry.amount), '>=', 0))
    .returning('balance')
    .executeTakeFirst();
  if (!moved) {
    const { balance } = await db
      .selectFrom('point_balances')
      .where('company_id', '=', entry.companyId)
      .select('balance')
      .executeTakeFirstOrThrow();
    // The message names both figures, so the buyer sees how far short the balance falls.
    throw new AppError('pointsInsufficient', { params: { balance: String(balance), required: String(-entry.amount) } });
  }
  const inserted = await db
    .insertInto('point_transactions')
    .values({
      company_id: entry.companyId,
      kind: entry.kind,
      amount: entry.amount,
      reason: entry.description,
      balance_after: moved.balance,
      user_id: entry.userId,
      expires_on: entry.expiresOn,
      // One written form for every instant: SQLite compares the text, and `…:59Z` would sort after `…:59.500Z`.
      created_at: new Date(entry.at).toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: inserted.id, balanceAfter: moved.balance };
}

/**
 * The ledger as other modules use it (target data reserves, releases and uses points): entries
 * through the one way points move, and the balance. Built on the platform's database, so it joins
 * the caller's unit of work.
 */
export function createPointLedger(db: Kysely<Database>) {
  return {
    append: (entry: PointEntry) => appendPointEntry(db, entry),
    async balanceOf(companyId: number): Promise<number> {
      const row = await db.selectFrom('point_balances').where('company_id', '=', companyId).select('balance').executeTakeFirst();
      return row?.balance ?? 0;
    },
  };
}

export type PointLedger = ReturnType<typeof createPointLedger>;
