import { z } from 'zod';
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

export const advertiserIdParamsSchema = z.object({ advertiserId: z.coerce.number().int().positive().max(2_147_483_647) });

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
  linkedCompanyCode: z.string().trim().max(16).nullable().default(null),
});
export type SaveAdvertiserRequest = z.infer<typeof saveAdvertiserRequestSchema>;
export type SaveAdvertiserRequestInput = z.input<typeof saveAdvertiserRequestSchema>;
