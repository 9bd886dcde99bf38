import { type FunctionLicenceCode, ROLE_IDS, TRIAL_COMPANY_CODE_PREFIX } from '@tvcm/contracts';
import type { AppDatabase } from '../../db/database';
import type { TrialRegistrationRow } from '../../db/schema';

/** The row of `sequences` that numbers trial companies (seeded by the migration above every existing code). */
const TRIAL_COMPANY_SEQUENCE = 'trial_company_code';
const TRIAL_COMPANY_CODE_DIGITS = 4;

export interface NewTrialRegistration {
  email: string;
  payload: string;
  confirmTokenHash: string;
  withdrawTokenHash: string;
  idempotencyKey: string | null;
  createdAt: string;
  expiresAt: string;
  confirmationMailId: number;
}

export interface TrialAccount {
  companyName: string;
  /** What the registrant said they are (SPEC.md §3), kept on the company for the stations' permission page. */
  userType: number;
  account: string;
  displayName: string;
  passwordHash: string;
  licences: readonly FunctionLicenceCode[];
  now: string;
}

export function createRegistrationsRepository(db: AppDatabase) {
  return {
    findByIdempotencyKey(key: string) {
      return db.selectFrom('trial_registrations').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
    },

    async userExists(email: string): Promise<boolean> {
      const row = await db.selectFrom('users').select('id').where('account', '=', email).executeTakeFirst();
      return row !== undefined;
    },

    /**
     * The tentative entry of the address that still waits for confirmation: within its link's
     * lifetime, unless its confirmation mail could never be delivered. A withdrawn entry does not
     * count: withdrawing frees the address at once.
     */
    findWaiting(email: string, nowIso: string): Promise<TrialRegistrationRow | undefined> {
      return db
        .selectFrom('trial_registrations')
        .leftJoin('mail_outbox', 'mail_outbox.id', 'trial_registrations.confirmation_mail_id')
        .selectAll('trial_registrations')
        .where('trial_registrations.email', '=', email)
        .where('trial_registrations.status', '=', 'PENDING')
        .where('trial_registrations.expires_at', '>', nowIso)
        .where((eb) => eb.or([eb('mail_outbox.status', 'is', null), eb('mail_outbox.status', '!=', 'FAILED')]))
        .executeTakeFirst();
    },

    /**
     * Tentative entries that can no longer be confirmed (expired, or their mail failed for good)
     * free the address, and the one-pending-per-email index, for a new one.
     */
    async deleteStalePending(email: string, nowIso: string) {
      await db
        .deleteFrom('trial_registrations')
        .where('email', '=', email)
        .where('status', '=', 'PENDING')
        .where((eb) =>
          eb.or([
            eb('expires_at', '<=', nowIso),
            eb('confirmation_mail_id', 'in', eb.selectFrom('mail_outbox').select('id').where('status', '=', 'FAILED')),
          ]),
        )
        .execute();
    },

    async insert(registration: NewTrialRegistration) {
      await db
        .insertInto('trial_registrations')
        .values({
          email: registration.email,
          status: 'PENDING',
          payload: registration.payload,
          confirm_token_hash: registration.confirmTokenHash,
          withdraw_token_hash: registration.withdrawTokenHash,
          idempotency_key: registration.idempotencyKey,
          created_at: registration.createdAt,
          expires_at: registration.expiresAt,
          completed_at: null,
          withdrawn_at: null,
          confirmation_mail_id: registration.confirmationMailId,
        })
        .execute();
    },

    findByConfirmTokenHash(tokenHash: string): Promise<TrialRegistrationRow | undefined> {
      return db.selectFrom('trial_registrations').selectAll().where('confirm_token_hash', '=', tokenHash).executeTakeFirst();
    },

    findByWithdrawTokenHash(tokenHash: string): Promise<TrialRegistrationRow | undefined> {
      return db.selectFrom('trial_registrations').selectAll().where('withdraw_token_hash', '=', tokenHash).executeTakeFirst();
    },

    /**
     * PENDING → COMPLETED only if it still is pending and unexpired; false when a racing request
     * (or the visitor's withdrawal) got there first. The row stays locked until the transaction ends.
     */
    async claimForCompletion(id: number, nowIso: string): Promise<boolean> {
      const result = await db
        .updateTable('trial_registrations')
        .set({ status: 'COMPLETED', completed_at: nowIso })
        .where('id', '=', id)
        .where('status', '=', 'PENDING')
        .where('expires_at', '>', nowIso)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /**
     * New links for a tentative entry whose mail was lost, with a fresh lifetime: the earlier links
     * stop working. False when it is no longer pending and unexpired (completed or withdrawn meanwhile).
     */
    async replaceLinks(
      id: number,
      links: { confirmTokenHash: string; withdrawTokenHash: string; expiresAt: string },
      nowIso: string,
    ): Promise<boolean> {
      const result = await db
        .updateTable('trial_registrations')
        .set({
          confirm_token_hash: links.confirmTokenHash,
          withdraw_token_hash: links.withdrawTokenHash,
          expires_at: links.expiresAt,
        })
        .where('id', '=', id)
        .where('status', '=', 'PENDING')
        .where('expires_at', '>', nowIso)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** The mail that now carries the entry's links: whether it failed for good is what frees the address. */
    async setConfirmationMail(id: number, mailId: number): Promise<void> {
      await db.updateTable('trial_registrations').set({ confirmation_mail_id: mailId }).where('id', '=', id).execute();
    },

    /** PENDING → WITHDRAWN; false when it is no longer pending. */
    async markWithdrawn(id: number, nowIso: string): Promise<boolean> {
      const result = await db
        .updateTable('trial_registrations')
        .set({ status: 'WITHDRAWN', withdrawn_at: nowIso })
        .where('id', '=', id)
        .where('status', '=', 'PENDING')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /**
     * The next free trial company code, 00000T + at least four digits. The increment locks the
     * counter row until the transaction ends, so racing completions get different numbers; a code
     * somebody created by hand is skipped rather than collided with.
     */
    async nextTrialCompanyCode(): Promise<string> {
      for (;;) {
        const { value } = await db
          .updateTable('sequences')
          .set((eb) => ({ value: eb('value', '+', 1) }))
          .where('name', '=', TRIAL_COMPANY_SEQUENCE)
          .returning('value')
          .executeTakeFirstOrThrow();
        const code = `${TRIAL_COMPANY_CODE_PREFIX}${String(value).padStart(TRIAL_COMPANY_CODE_DIGITS, '0')}`;
        const taken = await db.selectFrom('companies').select('id').where('code', '=', code).executeTakeFirst();
        if (!taken) return code;
      }
    },

    /** The trial company, its licences, its first user and the user's licences. */
    async createTrialAccount(code: string, account: TrialAccount): Promise<void> {
      const company = await db
        .insertInto('companies')
        .values({
          code,
          name: account.companyName,
          business_type: 'ADVERTISING_COMPANY',
          is_point_service_available: 0,
          created_at: account.now,
          registered_user_type: account.userType,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('company_function_licenses')
        .values(account.licences.map((licence) => ({ company_id: company.id, code: licence })))
        .execute();
      const user = await db
        .insertInto('users')
        .values({
          account: account.account,
          display_name: account.displayName,
          role_id: ROLE_IDS.generalUser,
          company_id: company.id,
          password_hash: account.passwordHash,
          // The entry form cannot be sent without accepting the terms.
          is_terms_of_service: 1,
          created_at: account.now,
          updated_at: account.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('user_function_licenses')
        .values(account.licences.map((licence) => ({ user_id: user.id, code: licence })))
        .execute();
    },
  };
}

export type RegistrationsRepository = ReturnType<typeof createRegistrationsRepository>;
