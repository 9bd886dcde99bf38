import { type ColumnDefinitionBuilder, type Kysely, sql } from 'kysely';
import { isPostgres } from '../database';

/** The column definitions that differ between the two engines, chosen once per migration run. */
export function columnTypes(db: Kysely<unknown>) {
  const postgres = isPostgres(db);
  return {
    /** Integer surrogate key: an identity column on PostgreSQL, a rowid alias on SQLite. */
    identity: (column: ColumnDefinitionBuilder) =>
      postgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement(),
    timestamp: postgres ? sql`timestamptz` : sql`text`,
  };
}
