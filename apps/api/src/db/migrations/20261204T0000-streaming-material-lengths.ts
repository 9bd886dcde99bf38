import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../database';
import { rebuildSqliteTable } from './rebuild-sqlite-table';

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
  await rebuildSqliteTable(db, 'bookings', 'cm_length_seconds in (15, 30)', 'cm_length_seconds between 6 and 60');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update bookings set cm_length_seconds = case when cm_length_seconds <= 15 then 15 else 30 end
    where cm_length_seconds not in (15, 30)`.execute(db);
  if (isPostgres(db)) {
    await sql`alter table bookings drop constraint if exists bookings_cm_length_seconds_check`.execute(db);
    await sql`alter table bookings add constraint bookings_cm_length_seconds_check check (${NARROW})`.execute(db);
    return;
  }
  await rebuildSqliteTable(db, 'bookings', 'cm_length_seconds between 6 and 60', 'cm_length_seconds in (15, 30)');
}
