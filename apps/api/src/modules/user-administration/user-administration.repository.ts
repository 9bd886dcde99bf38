import { ROLE_IDS, type RoleId, type UserStatus } from '@tvcm/contracts';
import { sql } from 'kysely';
import { companyLicenceCodes } from '../../db/company-licence-codes';
import { type AppDatabase, isPostgres } from '../../db/database';

export interface NewInvitedUser {
  companyId: number;
  account: string;
  /** Only for an invitation placeholder: the address invited, which `account` then does not hold. */
  invitedAddress: string | null;
  name: string;
  roleId: RoleId;
  passwordHash: string;
  nowIso: string;
}

/** A company's users and what its administrators change about them; every query is bound to the company. */
export function createUserAdministrationRepository(db: AppDatabase) {
  function usersOfCompany(companyId: number) {
    return db
      .selectFrom('users')
      .select((eb) => [
        'users.id',
        // An invitation placeholder shows the address invited, as any invited user shows theirs.
        eb.fn.coalesce('users.invited_address', 'users.account').as('account'),
        'users.invited_address',
        'users.display_name',
        'users.role_id',
        'users.status',
        'users.created_at',
        eb
          .selectFrom('login_histories')
          .select((inner) => inner.fn.max('login_histories.logged_in_at').as('last_login_at'))
          .whereRef('login_histories.user_id', '=', 'users.id')
          .as('last_login_at'),
      ])
      .where('users.company_id', '=', companyId);
  }

  return {
    /** Active and invited users first, deactivated ones after them; by account within each. */
    listUsers(companyId: number) {
      return usersOfCompany(companyId)
        .orderBy(sql`case when users.status = 'DEACTIVATED' then 1 else 0 end`)
        .orderBy('account')
        .execute();
    },

    /** The user if they belong to the company; another company's user is not found, like an unknown id. */
    findUser(companyId: number, userId: number) {
      return usersOfCompany(companyId).where('users.id', '=', userId).executeTakeFirst();
    },

    async licencesOf(userIds: readonly number[]) {
      if (userIds.length === 0) return [];
      return db
        .selectFrom('user_function_licenses')
        .select(['user_id', 'code'])
        .where('user_id', 'in', userIds)
        .orderBy('code')
        .execute();
    },

    companyLicences(companyId: number): Promise<string[]> {
      return companyLicenceCodes(db, companyId);
    },

    companyName(companyId: number) {
      return db.selectFrom('companies').select('name').where('id', '=', companyId).executeTakeFirstOrThrow();
    },

    /**
     * Holds the company row until the unit of work ends, so two administrators changing roles or
     * deactivating at once count the company's administrators one after the other. SQLite runs
     * one writing transaction at a time already.
     */
    async lockCompany(companyId: number): Promise<void> {
      if (!isPostgres(db)) return;
      await db.selectFrom('companies').select('id').where('id', '=', companyId).forUpdate().execute();
    },

    async countActiveAdministrators(companyId: number): Promise<number> {
      const row = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('company_id', '=', companyId)
        .where('role_id', '=', ROLE_IDS.administrator)
        .where('status', '=', 'ACTIVE')
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** The company of the user with this account, if any has it. */
    async companyHoldingAccount(account: string): Promise<number | undefined> {
      const row = await db.selectFrom('users').select('company_id').where('account', '=', account).executeTakeFirst();
      return row?.company_id;
    },

    /** Whether the company has an invitation placeholder for this address. */
    async placeholderExists(companyId: number, address: string): Promise<boolean> {
      const row = await db
        .selectFrom('users')
        .select('id')
        .where('company_id', '=', companyId)
        .where('invited_address', '=', address)
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * The database refuses an account taken meanwhile, or a second placeholder for an address in
     * the company (unique indexes). Terms are accepted at the first login.
     */
    async insertInvitedUser(user: NewInvitedUser): Promise<number> {
      const { id } = await db
        .insertInto('users')
        .values({
          account: user.account,
          invited_address: user.invitedAddress,
          display_name: user.name,
          role_id: user.roleId,
          company_id: user.companyId,
          password_hash: user.passwordHash,
          is_terms_of_service: 0,
          status: 'INVITED',
          created_at: user.nowIso,
          updated_at: user.nowIso,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    async replaceLicences(userId: number, codes: readonly string[]): Promise<void> {
      await db.deleteFrom('user_function_licenses').where('user_id', '=', userId).execute();
      if (codes.length === 0) return;
      await db
        .insertInto('user_function_licenses')
        .values(codes.map((code) => ({ user_id: userId, code })))
        .execute();
    },

    async setRole(userId: number, roleId: RoleId, nowIso: string): Promise<void> {
      await db.updateTable('users').set({ role_id: roleId, updated_at: nowIso }).where('id', '=', userId).execute();
    },

    /** Moves the user from one status to another; false when their status was no longer `from`. */
    async changeStatus(userId: number, from: UserStatus, to: UserStatus, nowIso: string): Promise<boolean> {
      const result = await db
        .updateTable('users')
        .set({ status: to, updated_at: nowIso })
        .where('id', '=', userId)
        .where('status', '=', from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Every session of the user ends: their next call is unauthenticated. */
    async endSessions(userId: number): Promise<void> {
      await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
    },
  };
}

export type UserAdministrationRepository = ReturnType<typeof createUserAdministrationRepository>;
