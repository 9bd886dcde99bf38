import { z } from 'zod';
import { PASSWORD_RULES } from '../constants';

/** `issue.params.rule` of the custom checks below, for the web to pick its message. */
export const PASSWORD_RULE_IDS = {
  letterAndDigit: 'passwordLetterAndDigit',
  differentFromAccount: 'passwordDifferentFromAccount',
} as const;

/**
 * Passwords are taken exactly as typed (no trimming or folding, no refusal of control characters):
 * they are compared byte for byte at login and only ever stored hashed (see `loginRequestSchema`).
 */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_RULES.minLength)
  .max(PASSWORD_RULES.maxLength)
  .refine((password) => /[A-Za-z]/.test(password) && /[0-9]/.test(password), {
    params: { rule: PASSWORD_RULE_IDS.letterAndDigit },
  });

/** The one rule that needs the account, which forms and the API know only at submission. */
export function isPasswordSameAsAccount(password: string, account: string): boolean {
  return password.trim().toLowerCase() === account.trim().toLowerCase();
}

/** The web's new-password form: the password twice, the second answered with §5's mismatch message. */
export const newPasswordFormSchema = z
  .object({ password: newPasswordSchema, passwordConfirmation: z.string() })
  .refine((form) => form.password === form.passwordConfirmation, {
    path: ['passwordConfirmation'],
    params: { rule: 'mismatch' },
  });
export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;
