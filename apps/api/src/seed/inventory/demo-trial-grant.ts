import { businessDateOf } from '@tvcm/contracts';
import type { AppDatabase } from '../../db/database';
import { DEMO_TRIAL_GRANT } from './demo-stations';

/**
 * The demo trial company's view-only grant, as if its station company had given it on the
 * permission page: the grant in force and its GRANT event (by the system, no user). Only when the
 * pair has never had a grant, so a grant users changed or revoked since stays as they left it.
 */
export async function seedDemoTrialGrant(db: AppDatabase, companies: ReadonlyMap<string, number>, now: string): Promise<void> {
  const trialCompanyId = companies.get(DEMO_TRIAL_GRANT.trialCompanyCode);
  const stationCompanyId = companies.get(DEMO_TRIAL_GRANT.stationCompanyCode);
  if (trialCompanyId === undefined || stationCompanyId === undefined) return;
  const pair = { station_company_id: stationCompanyId, trial_company_id: trialCompanyId };
  const granted = await db
    .selectFrom('trial_permissions')
    .select('id')
    .where('trial_company_id', '=', trialCompanyId)
    .where('station_company_id', '=', stationCompanyId)
    .executeTakeFirst();
  if (granted) return;
  const terms = { scope: DEMO_TRIAL_GRANT.scope, valid_from: businessDateOf(Date.parse(now)), valid_until: null };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('trial_permissions')
      .values({ ...pair, ...terms, granted_by_user_id: null, granted_at: now, revoked_at: null })
      .execute();
    await trx
      .insertInto('trial_permission_events')
      .values({ ...pair, ...terms, action: 'GRANT', user_id: null, created_at: now })
      .execute();
  });
}
