import type { Advertiser, Partner, PartnerRequestsResponse, PartnershipResult, SaveAdvertiserRequest } from '@tvcm/contracts';
import { isUniqueViolation } from '../../db/unique-violation';
import type { UnitOfWork } from '../../db/unit-of-work';
import { AppError } from '../../lib/app-error';
import { advertisersPolicy, type SettingsCaller } from './advertisers.policy';
import type { AdvertisersRepository, AdvertiserValues } from './advertisers.repository';

type AdvertiserRow = Awaited<ReturnType<AdvertisersRepository['list']>>[number];

function toAdvertiser(row: AdvertiserRow, brands: string[]): Advertiser {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    industry: row.industry,
    brands,
    linkedCompany: row.linked_code !== null && row.linked_name !== null ? { code: row.linked_code, name: row.linked_name } : null,
    updatedAt: row.updated_at,
  };
}

/** The same brand typed twice is one brand: the first keeps its place. */
const distinct = (names: readonly string[]) => [...new Set(names)];

/**
 * Advertiser settings (広告主設定): the advertisers a company buys for, each with a four-digit
 * code unique within the company (archived ones keep theirs), its industry, brands and, for an
 * agency's client that is on this service too, the client's own company. And the partners: the
 * advertiser companies an agency works with, seen from the other side as the agencies.
 */
export function createAdvertisersService(advertisers: AdvertisersRepository, unitOfWork: UnitOfWork, now: () => number) {
  const nowIso = () => new Date(now()).toISOString();

  async function withBrands(rows: AdvertiserRow[]): Promise<Advertiser[]> {
    const brands = new Map<number, string[]>();
    for (const brand of await advertisers.brandsOf(rows.map((row) => row.id))) {
      const list = brands.get(brand.advertiser_id) ?? [];
      list.push(brand.name);
      brands.set(brand.advertiser_id, list);
    }
    return rows.map((row) => toAdvertiser(row, brands.get(row.id) ?? []));
  }

  async function detailOf(companyId: number, advertiserId: number): Promise<Advertiser> {
    const row = await advertisers.findOne(companyId, advertiserId);
    if (!row) throw new AppError('advertiserNotFound');
    const [advertiser] = await withBrands([row]);
    if (!advertiser) throw new AppError('advertiserNotFound');
    return advertiser;
  }

  /** ADV00002 unless the linked company code names an advertiser company; an empty one links none. */
  async function valuesOf(request: SaveAdvertiserRequest): Promise<AdvertiserValues> {
    let linkedCompanyId: number | null = null;
    if (request.linkedCompanyCode) {
      const linked = await advertisers.findCompanyByCode(request.linkedCompanyCode);
      if (linked?.business_type !== 'ADVERTISER') throw new AppError('companyUnsuitable');
      linkedCompanyId = linked.id;
    }
    return { code: request.code, name: request.name, industry: request.industry, linkedCompanyId };
  }

  /** ADV00001 for a code another advertiser of the company has, the check racing writes settle by the unique constraint. */
  async function claimingCode<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      throw isUniqueViolation(error) ? new AppError('advertiserCodeTaken') : error;
    }
  }

  return {
    async list(caller: { companyId: number }): Promise<Advertiser[]> {
      return withBrands(await advertisers.list(caller.companyId));
    },

    async create(caller: { companyId: number }, request: SaveAdvertiserRequest): Promise<Advertiser> {
      const id = await unitOfWork.run(async () => {
        const values = await valuesOf(request);
        if (await advertisers.isCodeTaken(caller.companyId, values.code, null)) throw new AppError('advertiserCodeTaken');
        const time = nowIso();
        const created = await claimingCode(() => advertisers.insert(caller.companyId, values, time));
        await advertisers.replaceBrands(created, distinct(request.brands));
        return created;
      });
      return detailOf(caller.companyId, id);
    },

    async update(caller: { companyId: number }, advertiserId: number, request: SaveAdvertiserRequest): Promise<Advertiser> {
      await unitOfWork.run(async () => {
        await advertisersPolicy.ownAdvertiser(advertisers, caller, advertiserId);
        const values = await valuesOf(request);
        if (await advertisers.isCodeTaken(caller.companyId, values.code, advertiserId)) throw new AppError('advertiserCodeTaken');
        await claimingCode(() => advertisers.update(advertiserId, values, nowIso()));
        await advertisers.replaceBrands(advertiserId, distinct(request.brands));
      });
      return detailOf(caller.companyId, advertiserId);
    },

    /** Archived advertisers leave the list but stay for the bookings made for them. */
    async archive(caller: { companyId: number }, advertiserId: number): Promise<void> {
      await unitOfWork.run(async () => {
        await advertisersPolicy.ownAdvertiser(advertisers, caller, advertiserId);
        await advertisers.archive(advertiserId, nowIso());
      });
    },

    async listPartners(caller: SettingsCaller): Promise<Partner[]> {
      const partnerType = advertisersPolicy.partnerTypeOf(caller);
      if (partnerType === null) return [];
      const rows =
        partnerType === 'ADVERTISER'
          ? await advertisers.listAdvertiserPartners(caller.companyId)
          : await advertisers.listAgencyPartners(caller.companyId);
      return rows.map((row) => ({ code: row.code, name: row.name, businessType: row.business_type }));
    },

    /** The requests waiting for the caller's company to answer, and those it made that wait for the other side. */
    async listRequests(caller: SettingsCaller): Promise<PartnerRequestsResponse> {
      const side = advertisersPolicy.sideOf(caller);
      if (side === null) return { incoming: [], outgoing: [] };
      const rows = await advertisers.listRequests(caller.companyId, side);
      const request = (row: (typeof rows)[number]) => ({
        code: row.code,
        name: row.name,
        businessType: row.business_type,
        requestedAt: row.created_at,
      });
      return {
        incoming: rows.filter((row) => row.requested_by_company_id !== caller.companyId).map(request),
        outgoing: rows.filter((row) => row.requested_by_company_id === caller.companyId).map(request),
      };
    },

    /**
     * Asks the company to be partners: a request it has to accept before carts go between the two.
     * Asking a company that has asked the caller accepts its request; asking twice, or a partner,
     * changes nothing. ADV00003 from a trial company; ADV00002 for a code that names no company, or
     * one the caller cannot work with.
     */
    async requestPartner(caller: SettingsCaller, companyCode: string): Promise<PartnershipResult> {
      advertisersPolicy.assertMayRequest(caller);
      const partner = await advertisers.findCompanyByCode(companyCode);
      if (!partner) throw new AppError('companyUnsuitable');
      const pair = advertisersPolicy.partnershipWith(caller, partner);
      const status = await unitOfWork.run(async () => {
        if (await advertisers.isPartnership(pair)) return 'ACCEPTED' as const;
        const waiting = await advertisers.findRequest(pair);
        if (waiting && waiting.requested_by_company_id !== caller.companyId) {
          await advertisers.removeRequest(pair);
          await advertisers.addPartnership(pair, nowIso());
          return 'ACCEPTED' as const;
        }
        await advertisers.addRequest(pair, caller.companyId, nowIso());
        return 'REQUESTED' as const;
      });
      return { code: partner.code, name: partner.name, businessType: partner.business_type, status };
    },

    /** Accepts the company's request: the two are partners from now on. ADV04002 without a request from it. */
    async acceptRequest(caller: SettingsCaller, companyCode: string): Promise<PartnershipResult> {
      const notFound = () => new AppError('partnerRequestNotFound');
      const partner = await advertisers.findCompanyByCode(companyCode);
      if (!partner || partner.business_type !== advertisersPolicy.partnerTypeOf(caller)) throw notFound();
      const pair = advertisersPolicy.partnershipWith(caller, partner);
      await unitOfWork.run(async () => {
        const waiting = await advertisers.findRequest(pair);
        // Only the side that was asked accepts; deleting first settles two acceptances racing.
        if (waiting?.requested_by_company_id !== partner.id || !(await advertisers.removeRequest(pair))) throw notFound();
        await advertisers.addPartnership(pair, nowIso());
      });
      return { code: partner.code, name: partner.name, businessType: partner.business_type, status: 'ACCEPTED' };
    },

    /**
     * Declines the company's request, or withdraws the caller's own to it: either way it is gone.
     * A request that is not there (or a code that names no company) changes nothing.
     */
    async cancelRequest(caller: SettingsCaller, companyCode: string): Promise<void> {
      const partner = await advertisers.findCompanyByCode(companyCode);
      if (!partner || partner.business_type !== advertisersPolicy.partnerTypeOf(caller)) return;
      await advertisers.removeRequest(advertisersPolicy.partnershipWith(caller, partner));
    },

    /**
     * Ends whatever is between the two companies: the partnership, or a request waiting. Removing
     * one that does not exist (or a code that names no company) changes nothing.
     */
    async removePartner(caller: SettingsCaller, companyCode: string): Promise<void> {
      const partner = await advertisers.findCompanyByCode(companyCode);
      if (!partner) return;
      const pair = advertisersPolicy.partnershipWith(caller, partner);
      await unitOfWork.run(async () => {
        await advertisers.removePartnership(pair);
        await advertisers.removeRequest(pair);
      });
    },
  };
}

export type AdvertisersService = ReturnType<typeof createAdvertisersService>;
