import { z } from 'zod';
import { mailLinkTokenSchema } from './mail-links';
import { newPasswordSchema } from './password';
import { accountText } from './plain-text';

/** `POST /password-resets`: the account (email) a reset link should go to, if it exists. */
export const passwordResetRequestSchema = z.strictObject({
  account: accountText(),
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** → 202 `{}`, the same whether or not the account exists. */
export const passwordResetAcceptedResponseSchema = z.strictObject({});

/** `GET /password-resets/tokens/{token}` → 200: whose password the form is about to change. */
export const passwordResetTokenResponseSchema = z.object({ account: z.string() });
export type PasswordResetTokenResponse = z.infer<typeof passwordResetTokenResponseSchema>;

/** `POST /password-resets/complete` → 204. */
export const completePasswordResetRequestSchema = z.strictObject({
  token: mailLinkTokenSchema,
  password: newPasswordSchema,
});
export type CompletePasswordResetRequest = z.infer<typeof completePasswordResetRequestSchema>;
