import { type Kysely, sql } from 'kysely';

/**
 * SQLite cannot alter a check: the table is made again from its own definition with the one check
 * changed, its rows copied as they are, and put in the old one's place, with its indexes and
 * triggers (sqlite.org/lang_altertable.html, "other kinds of table schema changes"). The tables
 * that refer to it keep their references by name; foreign keys are off while the old table is
 * dropped, so nothing cascades, and are checked before the change is kept.
 */
export async function rebuildSqliteTable(db: Kysely<unknown>, table: string, from: string, to: string): Promise<void> {
  const found = await sql<{ sql: string }>`select sql from sqlite_master where type = 'table' and name = ${table}`.execute(db);
  const definition = found.rows[0]?.sql;
  if (!definition?.includes(from)) throw new Error(`${table}: the check to change is not as expected`);
  const dependents = await sql<{ sql: string }>`
    select sql from sqlite_master where type in ('index', 'trigger') and tbl_name = ${table} and sql is not null`.execute(db);
  const next = `${table}_next`;

  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql`begin`.execute(db);
    try {
      const namePattern = new RegExp(`^CREATE TABLE\\s+("?)${table}\\1`, 'i');
      await sql.raw(definition.replace(namePattern, `create table "${next}"`).replace(from, to)).execute(db);
      await sql.raw(`insert into "${next}" select * from "${table}"`).execute(db);
      await sql.raw(`drop table "${table}"`).execute(db);
      await sql.raw(`alter table "${next}" rename to "${table}"`).execute(db);
      for (const dependent of dependents.rows) await sql.raw(dependent.sql).execute(db);
      const broken = await sql`pragma foreign_key_check`.execute(db);
      if (broken.rows.length > 0) throw new Error(`${table}: a reference would be broken`);
      await sql`commit`.execute(db);
    } catch (error) {
      await sql`rollback`.execute(db);
      throw error;
    }
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
