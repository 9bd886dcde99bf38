import { z } from 'zod';
import { BUSINESS_TYPES, FUNCTION_LICENCE_CODES, ROLE_IDS } from '../licences';
import { idParam } from './ids';
import { accountText, emailAccountText, oneLineText } from './plain-text';

export const userIdParamsSchema = z.object({
  id: idParam(),
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
  /** The login that started the session asking (マイページ marks it); other sessions' ids are not given out. */
  current: z.boolean(),
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

export const DISPLAY_NAME_MAX_LENGTH = 100;

/** What a user may change of themself: the display name, and accepting the terms of service. */
export const updateUserRequestSchema = z
  .strictObject({
    name: oneLineText().trim().min(1).max(DISPLAY_NAME_MAX_LENGTH).optional(),
    /** Only `true`: terms once accepted are not withdrawn from the profile page. */
    isTermsOfService: z.literal(true).optional(),
  })
  .refine((body) => body.name !== undefined || body.isTermsOfService !== undefined, { message: 'nothing to update' });
export type UpdateUserRequest = z.infer<typeof updateUserRequestSchema>;

export const accountParamsSchema = z.object({
  account: accountText(),
});

/** `GET /users/trials/emails/{email}/existence`: an email as the entry form would store it. */
export const trialEmailParamsSchema = z.object({
  email: emailAccountText(),
});

export const accountExistenceResponseSchema = z.object({
  exists: z.boolean(),
});
