import { z } from 'zod';
import { REGISTRATION_USER_TYPES } from '../constants';
import { businessDateSchema } from './program-guide';

/**
 * The trial-user permission page (/station/permission/trial_user): grants of a station company to
 * trial companies (code prefix 00000T). A grant lets the trial company see the station company's
 * slots (VIEW) or see them and apply for them (APPLY), from one business date until another or
 * for good; every grant, change and revoke is kept as an event.
 */

export const TRIAL_GRANT_SCOPES = ['VIEW', 'APPLY'] as const;
export type TrialGrantScope = (typeof TRIAL_GRANT_SCOPES)[number];

/**
 * Where a grant stands on today's business date: in force, not yet (valid from a later date), or
 * past its last day. A revoked grant is none at all.
 */
export const TRIAL_GRANT_STATUSES = ['ACTIVE', 'SCHEDULED', 'EXPIRED'] as const;
export type TrialGrantStatus = (typeof TRIAL_GRANT_STATUSES)[number];

export const TRIAL_GRANT_ACTIONS = ['GRANT', 'CHANGE', 'REVOKE'] as const;
export type TrialGrantAction = (typeof TRIAL_GRANT_ACTIONS)[number];

/** `issue.params.rule` of the period check, for the web to pick its message. */
export const TRIAL_GRANT_RULE_IDS = { untilBeforeFrom: 'trialGrantUntilBeforeFrom' } as const;

/** A trial company's code in a path: any company code is well-formed; one that names no trial company is TRL04001. */
export const trialCompanyCodeParamsSchema = z.object({ trialCompanyCode: z.string().regex(/^[0-9A-Za-z]{1,32}$/) });

const personSchema = z.object({ name: z.string() });

/** The station company's grant to one trial company, as it stands today. */
export const trialGrantSchema = z.object({
  scope: z.enum(TRIAL_GRANT_SCOPES),
  validFrom: businessDateSchema,
  /** The last day the grant is in force; null for no end. */
  validUntil: businessDateSchema.nullable(),
  /** Who granted it or last changed it; null once that user is gone. */
  grantedBy: personSchema.nullable(),
  grantedAt: z.string(),
  status: z.enum(TRIAL_GRANT_STATUSES),
});
export type TrialGrant = z.infer<typeof trialGrantSchema>;

export const trialCompanySchema = z.object({
  code: z.string(),
  name: z.string(),
  /** What the registrant said they are (SPEC.md §3 user type list); null when not recorded. */
  userType: z.literal(Object.values(REGISTRATION_USER_TYPES)).nullable(),
  /** Plain names, as trial users are shown (SPEC.md §6). */
  users: z.array(personSchema),
  /** When the trial company was registered. */
  registeredAt: z.string(),
  /** The caller's station company's grant in force (revoked ones are history); null when none. */
  grant: trialGrantSchema.nullable(),
});
export type TrialCompany = z.infer<typeof trialCompanySchema>;

/** `GET /trial-permissions`: every trial company, by code. */
export const trialPermissionsResponseSchema = z.object({ trialCompanies: z.array(trialCompanySchema) });
export type TrialPermissionsResponse = z.infer<typeof trialPermissionsResponseSchema>;

/** One entry of the audit trail: what was granted or changed to, or that the grant was revoked. */
export const trialPermissionEventSchema = z.object({
  action: z.enum(TRIAL_GRANT_ACTIONS),
  /** What the grant became; null on a revoke. */
  scope: z.enum(TRIAL_GRANT_SCOPES).nullable(),
  validFrom: businessDateSchema.nullable(),
  validUntil: businessDateSchema.nullable(),
  /** Who did it; null for the system (the demo data) or a user since removed. */
  by: personSchema.nullable(),
  at: z.string(),
});
export type TrialPermissionEvent = z.infer<typeof trialPermissionEventSchema>;

/** `GET /trial-permissions/{trialCompanyCode}/events`: the caller's station company's events for the trial company, newest first. */
export const trialPermissionEventsResponseSchema = z.object({ events: z.array(trialPermissionEventSchema) });
export type TrialPermissionEventsResponse = z.infer<typeof trialPermissionEventsResponseSchema>;

const grantShape = {
  scope: z.enum(TRIAL_GRANT_SCOPES),
  validFrom: businessDateSchema,
};

/** The last day may not come before the first (SPEC.md §5's mismatch kind of error, on the last day). */
const periodInOrder = <T extends { validFrom: string; validUntil: string | null }>(grant: T) =>
  grant.validUntil === null || grant.validUntil >= grant.validFrom;
const periodIssue = { path: ['validUntil'], params: { rule: TRIAL_GRANT_RULE_IDS.untilBeforeFrom } };

/** `PUT /trial-permissions/{trialCompanyCode}`: grants, or changes the grant in force. */
export const saveTrialGrantRequestSchema = z
  .strictObject({ ...grantShape, validUntil: businessDateSchema.nullable() })
  .refine(periodInOrder, periodIssue);
export type SaveTrialGrantRequest = z.infer<typeof saveTrialGrantRequestSchema>;

/** The web's grant form: the last day's field left empty is no end. */
export const trialGrantFormSchema = z
  .object({
    ...grantShape,
    validUntil: z.union([z.literal('').transform(() => null), businessDateSchema]),
  })
  .refine(periodInOrder, periodIssue);
export type TrialGrantFormValues = z.input<typeof trialGrantFormSchema>;
