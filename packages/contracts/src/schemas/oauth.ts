import { z } from 'zod';
import { oneLineText } from './plain-text';

export const tokenRequestSchema = z.strictObject({
  clientId: oneLineText().min(1).max(64),
  clientSecret: oneLineText().min(1).max(256),
  grantType: z.literal('client_credentials'),
});
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

export const tokenResponseSchema = z.object({
  accessToken: z.string(),
  tokenType: z.literal('Bearer'),
  /** Seconds until the token expires. */
  expiresIn: z.number().int().positive(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;
