import { hashPassword } from '../../lib/passwords';
import type { AppDatabase } from '../database';
import { DEMO_COMPANIES, DEMO_PASSWORD, DEMO_USERS } from './demo-data';

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
    for (const company of DEMO_COMPANIES.filter((candidate) => !existingCompanies.has(candidate.code))) {
      const { id } = await trx
        .insertInto('companies')
        .values({
          code: company.code,
          name: company.name,
          business_type: company.businessType,
          is_point_service_available: company.pointService ? 1 : 0,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (company.licences.length > 0) {
        await trx
          .insertInto('company_function_licenses')
          .values(company.licences.map((code) => ({ company_id: id, code })))
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
  });
}
