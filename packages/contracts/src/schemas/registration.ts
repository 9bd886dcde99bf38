import { z } from 'zod';
import { ACCOUNT_MAX_LENGTH, REGISTRATION_REFERRAL_SOURCES, REGISTRATION_USER_TYPES } from '../constants';
import { FUNCTION_LICENCES, type FunctionLicenceCode } from '../licences';
import { hiraganaToKatakana, isJapanesePhoneNumber, KATAKANA_PATTERN, normaliseHyphens, normaliseText } from './japanese-text';
import { mailLinkTokenSchema } from './mail-links';
import { newPasswordSchema } from './password';
import { emailAccountText, oneLineText, TEXT_RULE_IDS } from './plain-text';

/**
 * The trial entry form (`/public/pages/entry`) and the endpoints behind it. Every string is
 * normalised before its length and format are checked (see japanese-text.ts), so the web and the
 * API accept and store exactly the same values; none may hold a control character (plain-text.ts).
 */

/** Limits of the entry form's fields, for the web to show in §5's "up to {max} characters". */
export const REGISTRATION_FIELD_LIMITS = {
  companyName: { min: 1, max: 100 },
  department: { min: 0, max: 100 },
  familyName: { min: 1, max: 50 },
  givenName: { min: 1, max: 50 },
  familyNameKana: { min: 1, max: 50 },
  givenNameKana: { min: 1, max: 50 },
  email: { min: 1, max: ACCOUNT_MAX_LENGTH },
  /** Characters, hyphens included: 10 or 11 digits. */
  phone: { min: 10, max: 13 },
  /** NNN-NNNN. */
  postalCode: { min: 7, max: 8 },
  address: { min: 1, max: 200 },
} as const;

/**
 * `issue.params.rule` of this form's custom checks (zod issue code `custom`), so the web can show
 * a specific message; the standard checks raise zod's own codes (too_small, too_big, invalid_format...).
 */
export const REGISTRATION_RULE_IDS = {
  /** A control character or bidirectional mark, in any field (the rule of every one-line text). */
  singleLine: TEXT_RULE_IDS.singleLine,
  katakana: 'katakana',
  phone: 'phone',
  postalCode: 'postalCode',
  uniqueItems: 'uniqueItems',
} as const;

/** `abort` keeps an empty required field to the one "required" message. */
const REQUIRED = { abort: true } as const;

function singleLineText(limits: { min: number; max: number }) {
  const base = oneLineText().overwrite(normaliseText);
  return (limits.min > 0 ? base.min(limits.min, REQUIRED) : base).max(limits.max);
}

function katakanaText(limits: { min: number; max: number }) {
  return oneLineText()
    .overwrite((value) => hiraganaToKatakana(normaliseText(value)))
    .min(limits.min, REQUIRED)
    .max(limits.max)
    .refine((value) => KATAKANA_PATTERN.test(value), { params: { rule: REGISTRATION_RULE_IDS.katakana } });
}

const SEVEN_DIGITS = /^[0-9]{7}$/;

export const trialRegistrationRequestSchema = z.strictObject({
  companyName: singleLineText(REGISTRATION_FIELD_LIMITS.companyName),
  department: singleLineText(REGISTRATION_FIELD_LIMITS.department).optional(),
  familyName: singleLineText(REGISTRATION_FIELD_LIMITS.familyName),
  givenName: singleLineText(REGISTRATION_FIELD_LIMITS.givenName),
  familyNameKana: katakanaText(REGISTRATION_FIELD_LIMITS.familyNameKana),
  givenNameKana: katakanaText(REGISTRATION_FIELD_LIMITS.givenNameKana),
  /** Normalised as an account (normaliseAccount): it becomes the account. */
  email: emailAccountText(),
  /** Kept as typed (after NFKC and hyphen folding): 03-1234-5678 and 0312345678 are both fine. */
  phone: oneLineText()
    .overwrite((value) => normaliseHyphens(normaliseText(value)))
    .min(1, REQUIRED)
    .max(REGISTRATION_FIELD_LIMITS.phone.max)
    .refine(isJapanesePhoneNumber, { params: { rule: REGISTRATION_RULE_IDS.phone } }),
  /** 〒123-4567, １２３４５６７ and 123ー4567 are all stored as 123-4567. */
  postalCode: oneLineText()
    .overwrite((value) => normaliseHyphens(normaliseText(value)).replace(/^〒\s*/, ''))
    .min(1, REQUIRED)
    .refine((value) => /^[0-9]{3}-?[0-9]{4}$/.test(value), { params: { rule: REGISTRATION_RULE_IDS.postalCode } })
    .overwrite((value) => (SEVEN_DIGITS.test(value) ? `${value.slice(0, 3)}-${value.slice(3)}` : value)),
  address: singleLineText(REGISTRATION_FIELD_LIMITS.address),
  userType: z.literal(Object.values(REGISTRATION_USER_TYPES)),
  referralSources: z
    .array(z.literal(Object.values(REGISTRATION_REFERRAL_SOURCES)))
    .min(1)
    .max(Object.keys(REGISTRATION_REFERRAL_SOURCES).length)
    .refine((sources) => new Set(sources).size === sources.length, { params: { rule: REGISTRATION_RULE_IDS.uniqueItems } }),
  agreedToTerms: z.literal(true),
  agreedToPrivacyPolicy: z.literal(true),
});
/** What the server stores, after normalisation. */
export type TrialRegistrationRequest = z.output<typeof trialRegistrationRequestSchema>;
/** What the form holds before normalisation. */
export type TrialRegistrationFormValues = z.input<typeof trialRegistrationRequestSchema>;

/** The web sends a fresh UUID per filled-in form; a repeated submission with it is answered, not repeated. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const idempotencyKeySchema = z.uuid();

/** `POST /registrations/trials` → 201: where the confirmation mail went. */
export const trialRegistrationResponseSchema = z.object({ email: z.string() });
export type TrialRegistrationResponse = z.infer<typeof trialRegistrationResponseSchema>;

/** `GET /registrations/trials/tokens/{token}` → 200: what the password page greets the visitor with. */
export const trialRegistrationTokenResponseSchema = z.object({ email: z.string(), companyName: z.string() });
export type TrialRegistrationTokenResponse = z.infer<typeof trialRegistrationTokenResponseSchema>;

/** `POST /registrations/trials/complete`: the confirmation token and the chosen password. */
export const completeTrialRegistrationRequestSchema = z.strictObject({
  token: mailLinkTokenSchema,
  password: newPasswordSchema,
});
export type CompleteTrialRegistrationRequest = z.infer<typeof completeTrialRegistrationRequestSchema>;

/** → 201: the account the new trial user logs in with. */
export const completeTrialRegistrationResponseSchema = z.object({ account: z.string() });
export type CompleteTrialRegistrationResponse = z.infer<typeof completeTrialRegistrationResponseSchema>;

/** `POST /registrations/trials/withdraw` (the withdraw token from the mail) → 204. */
export const withdrawTrialRegistrationRequestSchema = z.strictObject({ token: mailLinkTokenSchema });
export type WithdrawTrialRegistrationRequest = z.infer<typeof withdrawTrialRegistrationRequestSchema>;

/**
 * `POST /registrations/trials/confirmation-mails`: mail the confirmation of the tentative entry of
 * this address again, with fresh links (the earlier ones stop working).
 */
export const trialConfirmationMailRequestSchema = z.strictObject({ email: emailAccountText() });
export type TrialConfirmationMailRequest = z.infer<typeof trialConfirmationMailRequestSchema>;

/** → 202 `{}`, the same whether or not the address has an entry waiting (no enumeration). */
export const trialConfirmationMailAcceptedResponseSchema = z.strictObject({});

/**
 * What a trial company and its first user may use: timetable search, the slot list, carts and
 * applications. Whose slots they see, and where they may apply, each station decides by its grant
 * on the trial-user permission page; without one they see none.
 */
export const TRIAL_FUNCTION_LICENCES: readonly FunctionLicenceCode[] = [
  FUNCTION_LICENCES.timetable,
  FUNCTION_LICENCES.slots,
  FUNCTION_LICENCES.cart,
  FUNCTION_LICENCES.booking,
];
