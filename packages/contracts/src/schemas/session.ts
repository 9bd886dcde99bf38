import { z } from 'zod';
import { PASSWORD_RULES } from '../constants';
import { accountText } from './plain-text';

export const loginRequestSchema = z.strictObject({
  account: accountText(),
  /**
   * Any characters: a password is never stored, queried or shown, only hashed (argon2id, over all
   * its bytes, NUL included) and compared, so a control character in it harms nothing, and
   * refusing one would answer a wrong password differently from the others.
   */
  password: z.string().min(1).max(PASSWORD_RULES.maxLength),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const sessionResponseSchema = z.object({
  userId: z.number().int().positive(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;
