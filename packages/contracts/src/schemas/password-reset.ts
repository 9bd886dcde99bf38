import { z } from 'zod';
import { mailLinkTokenSchema } from './mail-links';
import { newPasswordSchema } from './password';
import { emailAccountText } from './plain-text';

/** `POST /password-resets`: the account (email) a reset link should go to, if it exists. */
export const passwordResetRequestSchema = z.strictObject({
  account: emailAccountText(),
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** → 202 `{}`, the same whether or not the account exists. */
export const passwordResetAcceptedResponseSchema = z.strictObject({});

/** A mail link that sets a password: a reset the user asked for, or an administrator's invitation. */
export const PASSWORD_TOKEN_PURPOSES = ['RESET', 'INVITE'] as const;
export type PasswordTokenPurpose = (typeof PASSWORD_TOKEN_PURPOSES)[number];

/**
 * `GET /password-resets/tokens/{token}` → 200: whose password the form is about to set, and
 * whether it is a reset or a first password of an invited user (the page words itself by it).
 */
export const passwordResetTokenResponseSchema = z.object({
  account: z.string(),
  purpose: z.enum(PASSWORD_TOKEN_PURPOSES),
});
export type PasswordResetTokenResponse = z.infer<typeof passwordResetTokenResponseSchema>;

/** `POST /password-resets/complete` → 204. */
export const completePasswordResetRequestSchema = z.strictObject({
  token: mailLinkTokenSchema,
  password: newPasswordSchema,
});
export type CompletePasswordResetRequest = z.infer<typeof completePasswordResetRequestSchema>;
