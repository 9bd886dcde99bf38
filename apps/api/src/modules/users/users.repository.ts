import { TRIAL_COMPANY_CODE_PREFIX } from '@tvcm/contracts';
import { companyLicenceCodes } from '../../db/company-licence-codes';
import type { AppDatabase } from '../../db/database';
import type { Clock } from '../../lib/clock';

export function createUsersRepository(db: AppDatabase, clock: Clock) {
  return {
    findWithCompany(userId: number) {
      return db
        .selectFrom('users')
        .innerJoin('companies', 'companies.id', 'users.company_id')
        .select([
          'users.id',
          'users.account',
          'users.display_name',
          'users.role_id',
          'users.is_terms_of_service',
          'companies.id as company_id',
          'companies.code as company_code',
          'companies.name as company_name',
          'companies.business_type',
          'companies.is_point_service_available',
        ])
        .where('users.id', '=', userId)
        .executeTakeFirst();
    },

    async findUserLicenceCodes(userId: number): Promise<string[]> {
      const rows = await db
        .selectFrom('user_function_licenses')
        .select('code')
        .where('user_id', '=', userId)
        .orderBy('code')
        .execute();
      return rows.map((row) => row.code);
    },

    findCompanyLicenceCodes(companyId: number): Promise<string[]> {
      return companyLicenceCodes(db, companyId);
    },

    async update(userId: number, changes: { display_name?: string; is_terms_of_service?: number }) {
      await db
        .updateTable('users')
        .set({ ...changes, updated_at: new Date(clock()).toISOString() })
        .where('id', '=', userId)
        .execute();
    },

    async trialAccountExists(account: string): Promise<boolean> {
      const row = await db
        .selectFrom('users')
        .innerJoin('companies', 'companies.id', 'users.company_id')
        .select('users.id')
        .where('users.account', '=', account)
        .where('companies.code', 'like', `${TRIAL_COMPANY_CODE_PREFIX}%`)
        .executeTakeFirst();
      return row !== undefined;
    },

    findCompanyIdByAccount(account: string) {
      return db.selectFrom('users').select('company_id').where('account', '=', account).executeTakeFirst();
    },

    findRecentLogins(userId: number, limit: number) {
      return db
        .selectFrom('login_histories')
        .select(['logged_in_at', 'ip_address', 'user_agent', 'session_id'])
        .where('user_id', '=', userId)
        .orderBy('logged_in_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },

    findCredentials(userId: number) {
      return db.selectFrom('users').select(['account', 'password_hash']).where('id', '=', userId).executeTakeFirst();
    },

    async replacePasswordHash(userId: number, passwordHash: string, nowIso: string): Promise<void> {
      await db.updateTable('users').set({ password_hash: passwordHash, updated_at: nowIso }).where('id', '=', userId).execute();
    },

    /** Ends every session of the user but the one given (the one making the change). */
    async endOtherSessions(userId: number, keptSessionId: string): Promise<void> {
      await db.deleteFrom('sessions').where('user_id', '=', userId).where('id', '!=', keptSessionId).execute();
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
