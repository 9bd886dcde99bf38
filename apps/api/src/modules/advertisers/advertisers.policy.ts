import type { BusinessType } from '@tvcm/contracts';
import { AppError } from '../../lib/app-error';
import type { AdvertisersRepository, Partnership } from './advertisers.repository';

/** The caller as advertiser settings see it: their company, and whether it is an agency or an advertiser. */
export interface SettingsCaller {
  companyId: number;
  businessType: BusinessType;
  /** A trial company (code 00000T…) may accept a partnership request but not make one. */
  isTrial: boolean;
}

/** The business type a caller's partners have: agencies work with advertiser companies, and the reverse. */
const PARTNER_TYPE: Partial<Record<BusinessType, BusinessType>> = {
  ADVERTISING_COMPANY: 'ADVERTISER',
  ADVERTISER: 'ADVERTISING_COMPANY',
};

/**
 * A company sees and changes only its own advertisers and its own partnerships. Another company's
 * advertiser answers exactly as a missing one (ADV04001), so advertiser numbers reveal nothing; a
 * partnership is always stored with the caller's company on its side, so none other can be named.
 */
export const advertisersPolicy = {
  async ownAdvertiser(advertisers: AdvertisersRepository, caller: { companyId: number }, advertiserId: number) {
    const advertiser = await advertisers.findOwned(caller.companyId, advertiserId);
    if (!advertiser) throw new AppError('advertiserNotFound');
    return advertiser;
  },

  /** The business type of the caller's partners, or null for a company that has none (a station, a data company). */
  partnerTypeOf(caller: SettingsCaller): BusinessType | null {
    return PARTNER_TYPE[caller.businessType] ?? null;
  },

  /** Which side of its partnerships the caller is on; a company without partners has none. */
  sideOf(caller: SettingsCaller): 'agency' | 'advertiser' | null {
    if (advertisersPolicy.partnerTypeOf(caller) === null) return null;
    return caller.businessType === 'ADVERTISING_COMPANY' ? 'agency' : 'advertiser';
  },

  /** Asking for a partnership is for companies under contract: a trial company waits to be asked. */
  assertMayRequest(caller: SettingsCaller): void {
    if (caller.isTrial) throw new AppError('partnerRequestByTrial');
  },

  /**
   * The partnership of the caller with `partner`, the caller on its own side of it. ADV00002 when
   * the two cannot work together: an agency's partners are advertiser companies, and the reverse.
   */
  partnershipWith(caller: SettingsCaller, partner: { id: number; business_type: BusinessType }): Partnership {
    const partnerType = advertisersPolicy.partnerTypeOf(caller);
    if (partnerType === null || partner.business_type !== partnerType || partner.id === caller.companyId) {
      throw new AppError('companyUnsuitable');
    }
    return caller.businessType === 'ADVERTISING_COMPANY'
      ? { agencyCompanyId: caller.companyId, advertiserCompanyId: partner.id }
      : { agencyCompanyId: partner.id, advertiserCompanyId: caller.companyId };
  },
};
