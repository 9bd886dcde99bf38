import { z } from 'zod';
import { FUNCTION_LICENCE_CODES, ROLE_IDS } from '../licences';
import { idParam } from './ids';
import { newPasswordSchema } from './password';
import { emailAccountText, oneLineText } from './plain-text';
import { DISPLAY_NAME_MAX_LENGTH } from './user';

/**
 * A company's administrators keep its users (`/manage/users`; API `/admin/users…`, rule
 * `userAdministration`): invite, role, the function licences given to each user, deactivation and
 * password-reset mails, with every change kept as a history. Every call acts on the caller's own
 * company; a user id of another company reads as not found.
 */

/** Invited (the mail's link not used yet), active, or deactivated (cannot log in; sessions ended). */
export const USER_STATUSES = ['INVITED', 'ACTIVE', 'DEACTIVATED'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const USER_ADMIN_ACTIONS = [
  'INVITE',
  'INVITE_RESENT',
  'ROLE',
  'LICENCES',
  'DEACTIVATE',
  'REACTIVATE',
  'PASSWORD_RESET',
  'PASSWORD_CHANGE',
] as const;
export type UserAdminAction = (typeof USER_ADMIN_ACTIONS)[number];

/** How long an invitation's link works; a password-reset link keeps its own, shorter life. */
export const INVITATION_LINK_TTL_HOURS = 72;

export const roleIdSchema = z.union([z.literal(ROLE_IDS.generalUser), z.literal(ROLE_IDS.administrator)]);
export const functionLicenceListSchema = z.array(z.enum(FUNCTION_LICENCE_CODES)).max(FUNCTION_LICENCE_CODES.length);

export const companyUserSchema = z.object({
  id: z.number().int().positive(),
  account: z.string(),
  name: z.string(),
  roleId: roleIdSchema,
  /** The function licences given to the user: always among the company's. */
  licences: z.array(z.enum(FUNCTION_LICENCE_CODES)),
  status: z.enum(USER_STATUSES),
  /** ISO-8601 instant of the last login; null when never logged in. */
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type CompanyUser = z.infer<typeof companyUserSchema>;

/** `GET /admin/users`: the company's users (active first, then by account) and the licences it can give. */
export const companyUsersResponseSchema = z.object({
  users: z.array(companyUserSchema),
  companyLicences: z.array(z.enum(FUNCTION_LICENCE_CODES)),
});
export type CompanyUsersResponse = z.infer<typeof companyUsersResponseSchema>;

export const adminUserIdParamsSchema = z.object({ userId: idParam() });

/** `POST /admin/users` → 201 the new user (status INVITED); the invitation mail goes to the account. */
export const inviteUserRequestSchema = z.strictObject({
  account: emailAccountText(),
  name: oneLineText().trim().min(1).max(DISPLAY_NAME_MAX_LENGTH),
  roleId: roleIdSchema,
  licences: functionLicenceListSchema,
});
export type InviteUserRequest = z.infer<typeof inviteUserRequestSchema>;

/** `PATCH /admin/users/{userId}`: the role, the licences given, or both. → 200 the user. */
export const updateCompanyUserRequestSchema = z
  .strictObject({ roleId: roleIdSchema.optional(), licences: functionLicenceListSchema.optional() })
  .refine((body) => body.roleId !== undefined || body.licences !== undefined, { message: 'nothing to update' });
export type UpdateCompanyUserRequest = z.infer<typeof updateCompanyUserRequestSchema>;

export const userAdminEventSchema = z.object({
  id: z.number().int().positive(),
  occurredAt: z.string(),
  action: z.enum(USER_ADMIN_ACTIONS),
  /** Who acted; null once that user is gone. */
  actorName: z.string().nullable(),
  targetName: z.string().nullable(),
  targetAccount: z.string().nullable(),
  /** What changed, when the action has a before and after (role ids, licence codes). */
  from: z.union([z.number(), z.array(z.string())]).nullable(),
  to: z.union([z.number(), z.array(z.string())]).nullable(),
});
export type UserAdminEvent = z.infer<typeof userAdminEventSchema>;

/** `GET /admin/users/events`: newest first, the latest 200. */
export const USER_ADMIN_EVENTS_SHOWN = 200;
export const userAdminEventsResponseSchema = z.object({ events: z.array(userAdminEventSchema) });
export type UserAdminEventsResponse = z.infer<typeof userAdminEventsResponseSchema>;

/**
 * `PUT /users/{id}/password`: one's own password, the current one required. → 204; every other
 * session of the user ends, the one making the change stays.
 */
export const changeOwnPasswordRequestSchema = z.strictObject({
  currentPassword: z.string().min(1).max(1024),
  newPassword: newPasswordSchema,
});
export type ChangeOwnPasswordRequest = z.infer<typeof changeOwnPasswordRequestSchema>;
