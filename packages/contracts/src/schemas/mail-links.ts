import { z } from 'zod';

/**
 * Tokens in mail links are 32 random bytes in base64url (43 characters). Any bounded string is
 * accepted: a link a mail program cut short is answered like an unknown one (410 LNK01001), so
 * the visitor reads "invalid or expired link" rather than a generic input error.
 */
export const mailLinkTokenSchema = z.string().min(1).max(256);

export const mailLinkTokenParamsSchema = z.object({ token: mailLinkTokenSchema });
