import { z } from 'zod';

/**
 * The public pages that mails link to (SPEC.md §2). The API builds the links from these paths and
 * `PUBLIC_URL`; the web routes the same paths and reads the token from the `token` query parameter.
 */
export const MAIL_LINK_PATHS = {
  trialEntryConfirmation: '/public/pages/entry',
  trialEntryWithdrawal: '/public/pages/entry/terminate',
  passwordReset: '/public/pages/password_reset',
} as const;

export const MAIL_LINK_TOKEN_PARAM = 'token';

/**
 * Tokens in mail links are 32 random bytes in base64url (43 characters). Any bounded string is
 * accepted: a link a mail program cut short is answered like an unknown one (410 LNK01001), so
 * the visitor reads "invalid or expired link" rather than a generic input error.
 */
export const mailLinkTokenSchema = z.string().min(1).max(256);

export const mailLinkTokenParamsSchema = z.object({ token: mailLinkTokenSchema });
