import type { Industry } from '@tvcm/contracts';
import type { AppDatabase } from '../../db/database';

export interface AdvertiserValues {
  code: string;
  name: string;
  industry: Industry;
  linkedCompanyId: number | null;
}

/** Which side of a partnership a company is on: agencies keep the advertiser companies they work with, and the reverse. */
export interface Partnership {
  agencyCompanyId: number;
  advertiserCompanyId: number;
}

export function createAdvertisersRepository(db: AppDatabase) {
  /** A company's advertisers that are not archived, with the company each is linked to. */
  const live = (companyId: number) =>
    db
      .selectFrom('advertisers')
      .leftJoin('companies as linked', 'linked.id', 'advertisers.linked_company_id')
      .select([
        'advertisers.id',
        'advertisers.code',
        'advertisers.name',
        'advertisers.industry',
        'advertisers.updated_at',
        'linked.code as linked_code',
        'linked.name as linked_name',
      ])
      .where('advertisers.company_id', '=', companyId)
      .where('advertisers.archived_at', 'is', null);

  return {
    list(companyId: number) {
      return live(companyId).orderBy('advertisers.code').execute();
    },

    findOne(companyId: number, advertiserId: number) {
      return live(companyId).where('advertisers.id', '=', advertiserId).executeTakeFirst();
    },

    /** The company's advertiser, unless archived: another company's reads as missing. */
    findOwned(companyId: number, advertiserId: number) {
      return db
        .selectFrom('advertisers')
        .select(['id', 'code'])
        .where('id', '=', advertiserId)
        .where('company_id', '=', companyId)
        .where('archived_at', 'is', null)
        .executeTakeFirst();
    },

    /** The brands of these advertisers, in each one's order. */
    brandsOf(advertiserIds: readonly number[]) {
      if (advertiserIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('advertiser_brands')
        .select(['advertiser_id', 'name'])
        .where('advertiser_id', 'in', advertiserIds)
        .orderBy('advertiser_id')
        .orderBy('sort_order')
        .execute();
    },

    /** Whether another advertiser of the company, archived ones included, has the code. */
    async isCodeTaken(companyId: number, code: string, exceptId: number | null): Promise<boolean> {
      let query = db.selectFrom('advertisers').select('id').where('company_id', '=', companyId).where('code', '=', code);
      if (exceptId !== null) query = query.where('id', '!=', exceptId);
      return (await query.executeTakeFirst()) !== undefined;
    },

    findCompanyByCode(code: string) {
      return db
        .selectFrom('companies')
        .select(['id', 'code', 'name', 'business_type'])
        .where('code', '=', code)
        .executeTakeFirst();
    },

    async insert(companyId: number, values: AdvertiserValues, nowIso: string): Promise<number> {
      const { id } = await db
        .insertInto('advertisers')
        .values({
          company_id: companyId,
          code: values.code,
          name: values.name,
          industry: values.industry,
          linked_company_id: values.linkedCompanyId,
          created_at: nowIso,
          updated_at: nowIso,
          archived_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    async update(advertiserId: number, values: AdvertiserValues, nowIso: string): Promise<void> {
      await db
        .updateTable('advertisers')
        .set({
          code: values.code,
          name: values.name,
          industry: values.industry,
          linked_company_id: values.linkedCompanyId,
          updated_at: nowIso,
        })
        .where('id', '=', advertiserId)
        .execute();
    },

    /** The advertiser's brands become exactly `names`, in that order. */
    async replaceBrands(advertiserId: number, names: readonly string[]): Promise<void> {
      await db.deleteFrom('advertiser_brands').where('advertiser_id', '=', advertiserId).execute();
      if (names.length === 0) return;
      await db
        .insertInto('advertiser_brands')
        .values(names.map((name, index) => ({ advertiser_id: advertiserId, name, sort_order: index })))
        .execute();
    },

    async archive(advertiserId: number, nowIso: string): Promise<void> {
      await db
        .updateTable('advertisers')
        .set({ archived_at: nowIso, updated_at: nowIso })
        .where('id', '=', advertiserId)
        .execute();
    },

    /** The advertiser companies an agency works with, by code. */
    listAdvertiserPartners(agencyCompanyId: number) {
      return db
        .selectFrom('company_partners')
        .innerJoin('companies', 'companies.id', 'company_partners.advertiser_company_id')
        .select(['companies.code', 'companies.name', 'companies.business_type'])
        .where('company_partners.agency_company_id', '=', agencyCompanyId)
        .orderBy('companies.code')
        .execute();
    },

    /** The agencies that work with an advertiser company, by code. */
    listAgencyPartners(advertiserCompanyId: number) {
      return db
        .selectFrom('company_partners')
        .innerJoin('companies', 'companies.id', 'company_partners.agency_company_id')
        .select(['companies.code', 'companies.name', 'companies.business_type'])
        .where('company_partners.advertiser_company_id', '=', advertiserCompanyId)
        .orderBy('companies.code')
        .execute();
    },

    /** Adds the partnership unless it exists: adding twice is the same as once. */
    async addPartnership(pair: Partnership, nowIso: string): Promise<void> {
      await db
        .insertInto('company_partners')
        .values({ agency_company_id: pair.agencyCompanyId, advertiser_company_id: pair.advertiserCompanyId, created_at: nowIso })
        .onConflict((conflict) => conflict.columns(['agency_company_id', 'advertiser_company_id']).doNothing())
        .execute();
    },

    async isPartnership(pair: Partnership): Promise<boolean> {
      const row = await db
        .selectFrom('company_partners')
        .select('agency_company_id')
        .where('agency_company_id', '=', pair.agencyCompanyId)
        .where('advertiser_company_id', '=', pair.advertiserCompanyId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The request waiting between the two companies, whichever asked. */
    findRequest(pair: Partnership) {
      return db
        .selectFrom('partnership_requests')
        .select(['requested_by_company_id', 'created_at'])
        .where('agency_company_id', '=', pair.agencyCompanyId)
        .where('advertiser_company_id', '=', pair.advertiserCompanyId)
        .executeTakeFirst();
    },

    /** Adds the request unless one is waiting between the two already. */
    async addRequest(pair: Partnership, requestedByCompanyId: number, nowIso: string): Promise<void> {
      await db
        .insertInto('partnership_requests')
        .values({
          agency_company_id: pair.agencyCompanyId,
          advertiser_company_id: pair.advertiserCompanyId,
          requested_by_company_id: requestedByCompanyId,
          created_at: nowIso,
        })
        .onConflict((conflict) => conflict.columns(['agency_company_id', 'advertiser_company_id']).doNothing())
        .execute();
    },

    /** Deletes the request between the two; answers whether there was one. */
    async removeRequest(pair: Partnership): Promise<boolean> {
      const result = await db
        .deleteFrom('partnership_requests')
        .where('agency_company_id', '=', pair.agencyCompanyId)
        .where('advertiser_company_id', '=', pair.advertiserCompanyId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /**
     * The requests waiting between the company and others, with the other company and who asked;
     * `side` is the company's side of them (an agency's counterparts are advertiser companies).
     */
    listRequests(companyId: number, side: 'agency' | 'advertiser') {
      const own = side === 'agency' ? 'partnership_requests.agency_company_id' : 'partnership_requests.advertiser_company_id';
      const other = side === 'agency' ? 'partnership_requests.advertiser_company_id' : 'partnership_requests.agency_company_id';
      return db
        .selectFrom('partnership_requests')
        .innerJoin('companies', 'companies.id', other)
        .select([
          'companies.code',
          'companies.name',
          'companies.business_type',
          'partnership_requests.requested_by_company_id',
          'partnership_requests.created_at',
        ])
        .where(own, '=', companyId)
        .orderBy('partnership_requests.created_at')
        .orderBy('companies.code')
        .execute();
    },

    async removePartnership(pair: Partnership): Promise<void> {
      await db
        .deleteFrom('company_partners')
        .where('agency_company_id', '=', pair.agencyCompanyId)
        .where('advertiser_company_id', '=', pair.advertiserCompanyId)
        .execute();
    },
  };
}

export type AdvertisersRepository = ReturnType<typeof createAdvertisersRepository>;
