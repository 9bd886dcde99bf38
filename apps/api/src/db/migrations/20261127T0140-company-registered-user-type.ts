import { type Kysely, sql } from 'kysely';

/**
 * A trial company keeps the user type its registrant chose (SPEC.md §3: 1 broadcaster … 5 other),
 * which the trial-user permission page shows stations. The entry form itself is personal data the
 * retention purge deletes after a while, so the type is copied onto the company; companies made
 * otherwise have none (null). Entries completed before this column existed give theirs now.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('companies')
    .addColumn('registered_user_type', 'integer', (column) => column.check(sql`registered_user_type between 1 and 5`))
    .execute();

  const completed = await sql<{ company_id: number; payload: string }>`
    select users.company_id, trial_registrations.payload
    from trial_registrations
    join users on users.account = trial_registrations.email
    where trial_registrations.status = 'COMPLETED'`.execute(db);
  for (const row of completed.rows) {
    const userType = userTypeOf(row.payload);
    if (userType === null) continue;
    await sql`update companies set registered_user_type = ${userType} where id = ${row.company_id}`.execute(db);
  }
}

function userTypeOf(payload: string): number | null {
  try {
    const { userType } = JSON.parse(payload) as { userType?: unknown };
    return Number.isInteger(userType) && Number(userType) >= 1 && Number(userType) <= 5 ? Number(userType) : null;
  } catch {
    return null;
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('companies').dropColumn('registered_user_type').execute();
}
