import { z } from 'zod';
import { BUSINESS_TYPES, FUNCTION_LICENCE_CODES, ROLE_IDS } from '../licences';

export const userIdParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
});

export const companySummarySchema = z.object({
  code: z.string(),
  name: z.string(),
  businessType: z.enum(BUSINESS_TYPES),
});

export const userSchema = z.object({
  id: z.number().int().positive(),
  account: z.string(),
  name: z.string(),
  roleId: z.union([z.literal(ROLE_IDS.generalUser), z.literal(ROLE_IDS.administrator)]),
  company: companySummarySchema,
  setting: z.object({ isTermsOfService: z.boolean() }),
});
export type User = z.infer<typeof userSchema>;

export const loginHistoryEntrySchema = z.object({
  loggedInAt: z.string(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
});

export const userLoginsResponseSchema = z.object({
  user: z.object({
    id: z.number().int().positive(),
    session: z.object({ id: z.string() }),
  }),
  logins: z.array(loginHistoryEntrySchema),
});
export type UserLoginsResponse = z.infer<typeof userLoginsResponseSchema>;

export const functionLicenceCodeSchema = z.enum(FUNCTION_LICENCE_CODES);

export const licenseResponseSchema = z.object({
  isPointServiceAvailable: z.boolean(),
  isAdmin: z.boolean(),
  functionLicenses: z.array(functionLicenceCodeSchema),
  company: z.object({
    code: z.string(),
    functionLicenses: z.array(functionLicenceCodeSchema),
    businessType: z.enum(BUSINESS_TYPES),
  }),
});
export type LicenseResponse = z.infer<typeof licenseResponseSchema>;
