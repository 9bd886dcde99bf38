import { z } from 'zod';
import { BUSINESS_TYPES } from '../licences';
import { idParam } from './ids';
import { normaliseText } from './japanese-text';
import { oneLineText } from './plain-text';

/** Industries (業種) stations screen advertisers by and separate competitors with. */
export const INDUSTRIES = [
  'FOOD',
  'BEVERAGE',
  'PHARMACEUTICAL',
  'COSMETICS',
  'AUTOMOTIVE',
  'FINANCE',
  'TELECOM',
  'RETAIL',
  'SERVICES',
  'REAL_ESTATE',
  'ELECTRONICS',
  'TRAVEL',
  'ENTERTAINMENT',
  'PUBLIC',
  'OTHER',
] as const;
export type Industry = (typeof INDUSTRIES)[number];

export const ADVERTISER_NAME_MAX_LENGTH = 100;
export const BRAND_NAME_MAX_LENGTH = 100;
export const ADVERTISER_MAX_BRANDS = 30;
/** The advertiser code: four digits, unique within the company that keeps the advertiser. */
export const ADVERTISER_CODE_PATTERN = /^[0-9]{4}$/;

export const advertiserIdParamsSchema = z.object({ advertiserId: idParam() });

export const advertiserSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  industry: z.enum(INDUSTRIES),
  brands: z.array(z.string()),
  /** The advertiser's own company on this service, when it has one. */
  linkedCompany: z.object({ code: z.string(), name: z.string() }).nullable(),
  updatedAt: z.string(),
});
export type Advertiser = z.infer<typeof advertiserSchema>;

export const advertisersResponseSchema = z.object({ advertisers: z.array(advertiserSchema) });
export type AdvertisersResponse = z.infer<typeof advertisersResponseSchema>;

/** `POST /advertisers` and `PUT /advertisers/{id}`. */
export const saveAdvertiserRequestSchema = z.strictObject({
  code: z.string().trim().regex(ADVERTISER_CODE_PATTERN),
  name: oneLineText().trim().min(1).max(ADVERTISER_NAME_MAX_LENGTH),
  industry: z.enum(INDUSTRIES),
  brands: z.array(oneLineText().trim().min(1).max(BRAND_NAME_MAX_LENGTH)).max(ADVERTISER_MAX_BRANDS).default([]),
  /** The advertiser's company code on this service, for an agency's client that has one. */
  linkedCompanyCode: oneLineText().trim().max(16).nullable().default(null),
});
export type SaveAdvertiserRequest = z.infer<typeof saveAdvertiserRequestSchema>;
export type SaveAdvertiserRequestInput = z.input<typeof saveAdvertiserRequestSchema>;

/**
 * Partners (取引先企業): an agency and an advertiser company that work with each other. An agency
 * lists the advertiser companies it works with, an advertiser company the agencies.
 */
export const partnerSchema = z.object({
  code: z.string(),
  name: z.string(),
  businessType: z.enum(BUSINESS_TYPES),
});
export type Partner = z.infer<typeof partnerSchema>;

/** `GET /partners`: the accepted partnerships only, the companies carts can be sent to. */
export const partnersResponseSchema = z.object({ partners: z.array(partnerSchema) });
export type PartnersResponse = z.infer<typeof partnersResponseSchema>;

/**
 * A partnership takes both sides: one company asks (`POST /partners`), the other accepts or
 * declines, and the one that asked may withdraw until then.
 */
export const PARTNERSHIP_STATUSES = ['REQUESTED', 'ACCEPTED'] as const;
export type PartnershipStatus = (typeof PARTNERSHIP_STATUSES)[number];

/** `POST /partners` and its acceptance: the company, and whether the two are partners now or it waits for the other side. */
export const partnershipSchema = partnerSchema.extend({ status: z.enum(PARTNERSHIP_STATUSES) });
export type PartnershipResult = z.infer<typeof partnershipSchema>;

/** A request waiting for the other side, with when it was made. */
export const partnerRequestSchema = partnerSchema.extend({ requestedAt: z.string() });
export type PartnerRequest = z.infer<typeof partnerRequestSchema>;

/** `GET /partners/requests`: the requests other companies sent the caller's, and those it sent, oldest first. */
export const partnerRequestsResponseSchema = z.object({
  incoming: z.array(partnerRequestSchema),
  outgoing: z.array(partnerRequestSchema),
});
export type PartnerRequestsResponse = z.infer<typeof partnerRequestsResponseSchema>;

/** Company codes are letters and digits (e.g. 0000A00001); typed full-width, they fold to half-width. */
const COMPANY_CODE_PATTERN = /^[0-9A-Za-z]{1,32}$/;

/** `POST /partners`: an agency asks an advertiser company, an advertiser company an agency. */
export const addPartnerRequestSchema = z.strictObject({
  companyCode: z.string().overwrite(normaliseText).regex(COMPANY_CODE_PATTERN),
});
export type AddPartnerRequest = z.infer<typeof addPartnerRequestSchema>;
export type AddPartnerRequestInput = z.input<typeof addPartnerRequestSchema>;

/**
 * `DELETE /partners/{partnerCode}`, and the requests' `POST /partners/requests/{partnerCode}/acceptance`
 * and `DELETE /partners/requests/{partnerCode}`: the other company's code.
 */
export const partnerCodeParamsSchema = z.object({ partnerCode: z.string().regex(COMPANY_CODE_PATTERN) });
