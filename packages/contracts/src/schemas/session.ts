import { z } from 'zod';
import { ACCOUNT_MAX_LENGTH, PASSWORD_RULES } from '../constants';

export const loginRequestSchema = z.strictObject({
  account: z.string().trim().min(1).max(ACCOUNT_MAX_LENGTH),
  password: z.string().min(1).max(PASSWORD_RULES.maxLength),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const sessionResponseSchema = z.object({
  userId: z.number().int().positive(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;
