import { z } from 'zod';

/** Longer than any token the API issues, so a token format that grows later still fits. */
const MAIL_LINK_TOKEN_MAX_LENGTH = 256;

/**
 * Tokens in mail links are 32 random bytes in base64url (43 characters), so anything but the
 * base64url alphabet is refused as malformed (400). A token a mail program cut short is still
 * base64url and is answered like an unknown one (410 LNK01001): the visitor reads "invalid or
 * expired link" rather than a generic input error.
 */
export const mailLinkTokenSchema = z
  .string()
  .max(MAIL_LINK_TOKEN_MAX_LENGTH)
  .regex(/^[A-Za-z0-9_-]+$/);

export const mailLinkTokenParamsSchema = z.object({ token: mailLinkTokenSchema });
