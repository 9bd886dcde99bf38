import { z } from 'zod';

/**
 * The password policy wherever a password is chosen (trial entry, password reset). The web shows
 * these rules before the visitor types, and the API enforces the same schema.
 */
export const PASSWORD_RULES = {
  minLength: 10,
  maxLength: 128,
  /** At least one letter A-Z or a-z. */
  requiresLetter: true,
  /** At least one digit 0-9. */
  requiresDigit: true,
  /** Not the account (the email address) itself, in any letter case. */
  differentFromAccount: true,
} as const;

/** `issue.params.rule` of the custom checks below, for the web to pick its message. */
export const PASSWORD_RULE_IDS = {
  letterAndDigit: 'passwordLetterAndDigit',
  differentFromAccount: 'passwordDifferentFromAccount',
} as const;

/** Passwords are taken exactly as typed (no trimming or folding): they are compared byte for byte at login. */
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
