import type { Industry } from '@tvcm/contracts';
import type { Transaction } from 'kysely';
import type { AppDatabase } from '../db/database';
import type { Database } from '../db/schema';

const DEMO_AGENCY = '0000A00001';
const DEMO_ADVERTISER_COMPANY = '0000B00001';
const DEMO_TRIAL_COMPANY = '00000T0001';

interface DemoAdvertiser {
  code: string;
  name: string;
  industry: Industry;
  brands: readonly string[];
  /** The advertiser's own company on the service, by code. */
  linkedCompany: string | null;
}

const SAKURA_BRANDS = ['さくらおにぎり', 'さくら麦茶'] as const;

/** The demo agency's clients: one that is on the service itself (the demo advertiser company), one that is not. */
export const DEMO_AGENCY_ADVERTISERS: readonly DemoAdvertiser[] = [
  { code: '0001', name: 'さくら食品株式会社', industry: 'FOOD', brands: SAKURA_BRANDS, linkedCompany: DEMO_ADVERTISER_COMPANY },
  { code: '0002', name: 'ひまわり自動車株式会社', industry: 'AUTOMOTIVE', brands: ['ひまわりEV'], linkedCompany: null },
];

/** The demo trial company's one client, so that it can apply wherever a station grants it applying. */
export const DEMO_TRIAL_ADVERTISERS: readonly DemoAdvertiser[] = [
  { code: '0001', name: 'つばさ飲料株式会社', industry: 'BEVERAGE', brands: ['つばさ緑茶'], linkedCompany: null },
];

/** The demo advertiser company buys for itself. */
export const DEMO_OWN_ADVERTISERS: readonly DemoAdvertiser[] = [
  { code: '0001', name: 'さくら食品株式会社', industry: 'FOOD', brands: SAKURA_BRANDS, linkedCompany: null },
];

async function insertAdvertisers(
  trx: Transaction<Database>,
  companyId: number,
  advertisers: readonly DemoAdvertiser[],
  idOf: (code: string) => number | undefined,
  now: string,
): Promise<void> {
  for (const advertiser of advertisers) {
    const { id } = await trx
      .insertInto('advertisers')
      .values({
        company_id: companyId,
        code: advertiser.code,
        name: advertiser.name,
        industry: advertiser.industry,
        linked_company_id: advertiser.linkedCompany ? (idOf(advertiser.linkedCompany) ?? null) : null,
        created_at: now,
        updated_at: now,
        archived_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (advertiser.brands.length > 0) {
      await trx
        .insertInto('advertiser_brands')
        .values(advertiser.brands.map((name, index) => ({ advertiser_id: id, name, sort_order: index })))
        .execute();
    }
  }
}

const hasAdvertisers = async (trx: Transaction<Database>, companyId: number) =>
  (await trx.selectFrom('advertisers').select('id').where('company_id', '=', companyId).limit(1).executeTakeFirst()) !==
  undefined;

/**
 * The demo's advertiser settings: the demo agency's advertisers, the demo advertiser company's own,
 * and the two companies as partners. Only while the demo agency has no advertisers at all (archived
 * ones count), so what users changed since stays as they left it; the demo advertiser company gets
 * its own only if it has none either, and the demo trial company likewise. Does nothing before the
 * demo companies exist (`seedDemoData`).
 */
export async function seedDemoAdvertisers(db: AppDatabase): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const companies = await trx
      .selectFrom('companies')
      .select(['id', 'code'])
      .where('code', 'in', [DEMO_AGENCY, DEMO_ADVERTISER_COMPANY, DEMO_TRIAL_COMPANY])
      .execute();
    const idOf = (code: string) => companies.find((company) => company.code === code)?.id;
    const now = new Date().toISOString();
    const trialId = idOf(DEMO_TRIAL_COMPANY);
    if (trialId !== undefined && !(await hasAdvertisers(trx, trialId))) {
      await insertAdvertisers(trx, trialId, DEMO_TRIAL_ADVERTISERS, idOf, now);
    }
    const agencyId = idOf(DEMO_AGENCY);
    const advertiserCompanyId = idOf(DEMO_ADVERTISER_COMPANY);
    if (agencyId === undefined || advertiserCompanyId === undefined) return;
    if (await hasAdvertisers(trx, agencyId)) return;

    await insertAdvertisers(trx, agencyId, DEMO_AGENCY_ADVERTISERS, idOf, now);
    if (!(await hasAdvertisers(trx, advertiserCompanyId))) {
      await insertAdvertisers(trx, advertiserCompanyId, DEMO_OWN_ADVERTISERS, idOf, now);
    }
    await trx
      .insertInto('company_partners')
      .values({ agency_company_id: agencyId, advertiser_company_id: advertiserCompanyId, created_at: now })
      .onConflict((conflict) => conflict.columns(['agency_company_id', 'advertiser_company_id']).doNothing())
      .execute();
  });
}
