import { TRIAL_COMPANY_CODE_PREFIX, type TrialGrantAction, type TrialGrantScope } from '@tvcm/contracts';
import type { AppDatabase } from '../../db/database';

/** What a grant says: its scope and the business dates it runs (the last one included; null for no end). */
export interface GrantTerms {
  scope: TrialGrantScope;
  validFrom: string;
  validUntil: string | null;
}

/** A station company's grant to one trial company. */
export interface GrantPair {
  stationCompanyId: number;
  trialCompanyId: number;
}

export function createTrialPermissionsRepository(db: AppDatabase) {
  return {
    /** Every trial company, by code. */
    listTrialCompanies() {
      return db
        .selectFrom('companies')
        .select(['id', 'code', 'name', 'registered_user_type', 'created_at'])
        .where('code', 'like', `${TRIAL_COMPANY_CODE_PREFIX}%`)
        .orderBy('code')
        .execute();
    },

    findTrialCompany(code: string) {
      return db
        .selectFrom('companies')
        .select(['id', 'code', 'name', 'registered_user_type', 'created_at'])
        .where('code', '=', code)
        .where('code', 'like', `${TRIAL_COMPANY_CODE_PREFIX}%`)
        .executeTakeFirst();
    },

    /** The users of these companies, each company's in the order they were made. */
    usersOf(companyIds: readonly number[]) {
      if (companyIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('users')
        .select(['company_id', 'account', 'display_name'])
        .where('company_id', 'in', companyIds)
        .orderBy('company_id')
        .orderBy('id')
        .execute();
    },

    /** The station company's grants in force (not revoked) to these trial companies, with who gave them. */
    grantsInForce(stationCompanyId: number, trialCompanyIds: readonly number[]) {
      if (trialCompanyIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('trial_permissions')
        .leftJoin('users', 'users.id', 'trial_permissions.granted_by_user_id')
        .select([
          'trial_permissions.id',
          'trial_permissions.trial_company_id',
          'trial_permissions.scope',
          'trial_permissions.valid_from',
          'trial_permissions.valid_until',
          'trial_permissions.granted_at',
          'users.display_name as granted_by_name',
        ])
        .where('trial_permissions.station_company_id', '=', stationCompanyId)
        .where('trial_permissions.trial_company_id', 'in', trialCompanyIds)
        .where('trial_permissions.revoked_at', 'is', null)
        .execute();
    },

    /** Adds a grant; the database refuses a second one in force for the same pair (a racing grant). */
    async insertGrant(pair: GrantPair, terms: GrantTerms, userId: number, nowIso: string): Promise<void> {
      await db
        .insertInto('trial_permissions')
        .values({
          station_company_id: pair.stationCompanyId,
          trial_company_id: pair.trialCompanyId,
          scope: terms.scope,
          valid_from: terms.validFrom,
          valid_until: terms.validUntil,
          granted_by_user_id: userId,
          granted_at: nowIso,
          revoked_at: null,
        })
        .execute();
    },

    /** Changes the grant in force in place; false when it was revoked meanwhile. */
    async changeGrant(grantId: number, terms: GrantTerms, userId: number, nowIso: string): Promise<boolean> {
      const result = await db
        .updateTable('trial_permissions')
        .set({
          scope: terms.scope,
          valid_from: terms.validFrom,
          valid_until: terms.validUntil,
          granted_by_user_id: userId,
          granted_at: nowIso,
        })
        .where('id', '=', grantId)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Ends the grant in force for the pair; false when there was none. */
    async revokeGrant(pair: GrantPair, nowIso: string): Promise<boolean> {
      const result = await db
        .updateTable('trial_permissions')
        .set({ revoked_at: nowIso })
        .where('station_company_id', '=', pair.stationCompanyId)
        .where('trial_company_id', '=', pair.trialCompanyId)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async recordEvent(
      pair: GrantPair,
      action: TrialGrantAction,
      terms: GrantTerms | null,
      userId: number | null,
      nowIso: string,
    ): Promise<void> {
      await db
        .insertInto('trial_permission_events')
        .values({
          station_company_id: pair.stationCompanyId,
          trial_company_id: pair.trialCompanyId,
          action,
          scope: terms?.scope ?? null,
          valid_from: terms?.validFrom ?? null,
          valid_until: terms?.validUntil ?? null,
          user_id: userId,
          created_at: nowIso,
        })
        .execute();
    },

    /** The pair's audit trail, newest first. */
    events(pair: GrantPair) {
      return db
        .selectFrom('trial_permission_events')
        .leftJoin('users', 'users.id', 'trial_permission_events.user_id')
        .select([
          'trial_permission_events.action',
          'trial_permission_events.scope',
          'trial_permission_events.valid_from',
          'trial_permission_events.valid_until',
          'trial_permission_events.created_at',
          'users.display_name',
        ])
        .where('trial_permission_events.station_company_id', '=', pair.stationCompanyId)
        .where('trial_permission_events.trial_company_id', '=', pair.trialCompanyId)
        .orderBy('trial_permission_events.created_at', 'desc')
        .orderBy('trial_permission_events.id', 'desc')
        .execute();
    },

    /** What the mails name: the granting company and its stations. */
    async stationCompanyOf(companyId: number) {
      const company = await db.selectFrom('companies').select('name').where('id', '=', companyId).executeTakeFirstOrThrow();
      const stations = await db
        .selectFrom('stations')
        .innerJoin('areas', 'areas.code', 'stations.area_code')
        .select('stations.name')
        .where('stations.company_id', '=', companyId)
        .orderBy('areas.sort_order')
        .orderBy('stations.remote_key')
        .execute();
      return { name: company.name, stationNames: stations.map((station) => station.name) };
    },
  };
}

export type TrialPermissionsRepository = ReturnType<typeof createTrialPermissionsRepository>;
