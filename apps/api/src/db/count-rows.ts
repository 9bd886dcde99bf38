import type { AppDatabase } from './database';
import type { Database } from './schema';

/** The number of rows in a table: what the scale seed adds to, and what data tests compare. */
export async function countRows(db: AppDatabase, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
