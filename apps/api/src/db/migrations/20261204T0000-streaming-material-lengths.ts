import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../database';

/**
 * An application's material may be as long as its products offer: 15 or 30 seconds for TV slots
 * (the service still checks each slot's own length, CRT00013), 6 to 60 for streaming products.
 */
const WIDE = sql`cm_length_seconds between 6 and 60`;
const NARROW = sql`cm_length_seconds in (15, 30)`;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table bookings drop constraint if exists bookings_cm_length_seconds_check`.execute(db);
    await sql`alter table bookings add constraint bookings_cm_length_seconds_check check (${WIDE})`.execute(db);
    return;
  }
  await rebuildSqliteBookings(db, 'cm_length_seconds in (15, 30)', 'cm_length_seconds between 6 and 60');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update bookings set cm_length_seconds = case when cm_length_seconds <= 15 then 15 else 30 end
    where cm_length_seconds not in (15, 30)`.execute(db);
  if (isPostgres(db)) {
    await sql`alter table bookings drop constraint if exists bookings_cm_length_seconds_check`.execute(db);
    await sql`alter table bookings add constraint bookings_cm_length_seconds_check check (${NARROW})`.execute(db);
    return;
  }
  await rebuildSqliteBookings(db, 'cm_length_seconds between 6 and 60', 'cm_length_seconds in (15, 30)');
}

/**
 * SQLite cannot alter a check: the table is made again from its own definition with the one check
 * changed, its rows copied as they are, and put in the old one's place, with its indexes
 * (sqlite.org/lang_altertable.html, "other kinds of table schema changes"). The tables that refer
 * to bookings keep their references by name; foreign keys are off while the old table is dropped,
 * so nothing cascades, and are checked before the change is kept.
 */
async function rebuildSqliteBookings(db: Kysely<unknown>, from: string, to: string): Promise<void> {
  const table = await sql<{ sql: string }>`select sql from sqlite_master where type = 'table' and name = 'bookings'`.execute(db);
  const definition = table.rows[0]?.sql;
  if (!definition?.includes(from)) throw new Error('bookings: the material length check is not as expected');
  const indexes = await sql<{ sql: string }>`
    select sql from sqlite_master where type = 'index' and tbl_name = 'bookings' and sql is not null`.execute(db);

  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql`begin`.execute(db);
    try {
      const next = definition.replace(/^CREATE TABLE\s+("?)bookings\1/i, 'create table "bookings_next"').replace(from, to);
      await sql.raw(next).execute(db);
      await sql`insert into bookings_next select * from bookings`.execute(db);
      await sql`drop table bookings`.execute(db);
      await sql`alter table bookings_next rename to bookings`.execute(db);
      for (const index of indexes.rows) await sql.raw(index.sql).execute(db);
      const broken = await sql`pragma foreign_key_check`.execute(db);
      if (broken.rows.length > 0) throw new Error('bookings: a reference would be broken');
      await sql`commit`.execute(db);
    } catch (error) {
      await sql`rollback`.execute(db);
      throw error;
    }
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
