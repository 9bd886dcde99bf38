import { addDays, businessDateOf } from '@tvcm/contracts';
import type { Transaction } from 'kysely';
import type { AppDatabase } from '../db/database';
import type { Database } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { appendPointEntry } from '../modules/points/point-ledger';
import { DEMO_COMPANIES, DEMO_PASSWORD, DEMO_POINT_LEDGER, DEMO_USERS, STREAMING_LICENCES } from './demo-data';

/**
 * Inserts the demo companies and users that are missing; rows that exist (and anything users
 * changed since) are left alone, so starting twice on the same data keeps everything.
 */
export async function seedDemoData(db: AppDatabase): Promise<void> {
  const existingCompanies = new Set((await db.selectFrom('companies').select('code').execute()).map((row) => row.code));
  const existingAccounts = new Set((await db.selectFrom('users').select('account').execute()).map((row) => row.account));
  const missingUsers = DEMO_USERS.filter((user) => !existingAccounts.has(user.account));
  const passwordHash = missingUsers.length > 0 ? await hashPassword(DEMO_PASSWORD) : '';
  const now = new Date().toISOString();

  await db.transaction().execute(async (trx) => {
    const companyIds = new Map<string, number>();
    for (const company of DEMO_COMPANIES.filter((candidate) => !existingCompanies.has(candidate.code))) {
      const { id } = await trx
        .insertInto('companies')
        .values({
          code: company.code,
          name: company.name,
          business_type: company.businessType,
          is_point_service_available: company.pointService ? 1 : 0,
          created_at: now,
          registered_user_type: company.registeredUserType ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      companyIds.set(company.code, id);
      if (company.licences.length > 0) {
        await trx
          .insertInto('company_function_licenses')
          .values(company.licences.map((code) => ({ company_id: id, code })))
          .execute();
      }
    }

    // Demo buyers seeded before streaming and 1-day products existed get their licences now.
    for (const company of DEMO_COMPANIES.filter((candidate) => existingCompanies.has(candidate.code))) {
      const wanted = company.licences.filter((code) => STREAMING_LICENCES.includes(code));
      if (wanted.length === 0) continue;
      const row = await trx.selectFrom('companies').select('id').where('code', '=', company.code).executeTakeFirstOrThrow();
      const held = new Set(
        (await trx.selectFrom('company_function_licenses').select('code').where('company_id', '=', row.id).execute()).map(
          (licence) => licence.code,
        ),
      );
      const missing = wanted.filter((code) => !held.has(code));
      if (missing.length > 0) {
        await trx
          .insertInto('company_function_licenses')
          .values(missing.map((code) => ({ company_id: row.id, code })))
          .execute();
      }
    }

    for (const user of missingUsers) {
      const company = await trx
        .selectFrom('companies')
        .select('id')
        .where('code', '=', user.companyCode)
        .executeTakeFirstOrThrow();
      const { id } = await trx
        .insertInto('users')
        .values({
          account: user.account,
          display_name: user.name,
          role_id: user.roleId,
          company_id: company.id,
          password_hash: passwordHash,
          is_terms_of_service: user.termsAccepted ? 1 : 0,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (user.licences.length > 0) {
        await trx
          .insertInto('user_function_licenses')
          .values(user.licences.map((code) => ({ user_id: id, code })))
          .execute();
      }
    }

    // After the users: the ledger names who caused each entry.
    await seedTradeRecords(trx, companyIds, now);
  });
}

/** Demo points, for the companies created in this run only (the trade is seed-demo-trade's). */
async function seedTradeRecords(trx: Transaction<Database>, createdCompanyIds: Map<string, number>, now: string): Promise<void> {
  const rows = await trx.selectFrom('companies').select(['id', 'code']).execute();
  const idOf = (code: string) => rows.find((row) => row.code === code)?.id ?? -1;
  const isNew = (code: string) => createdCompanyIds.has(code);

  const users = await trx.selectFrom('users').select(['id', 'account']).execute();
  const nowMs = Date.parse(now);
  for (const entry of DEMO_POINT_LEDGER.filter((candidate) => isNew(candidate.company))) {
    const at = nowMs - ('days' in entry.before ? entry.before.days * 86_400_000 : entry.before.hours * 3_600_000);
    await appendPointEntry(trx, {
      companyId: idOf(entry.company),
      kind: entry.kind,
      amount: entry.amount,
      description: entry.description,
      userId: users.find((user) => user.account === entry.user)?.id ?? null,
      expiresOn: entry.expiresInDays === undefined ? null : addDays(businessDateOf(at), entry.expiresInDays),
      at: new Date(at).toISOString(),
    });
  }
}
