import { changeOwnPasswordRequestSchema, isPasswordSameAsAccount, newPasswordSchema, PASSWORD_RULE_IDS } from '@tvcm/contracts';
import type { core } from 'zod';
import { z } from 'zod';
import { i18n } from '../../../../lib/i18n';
import { zodErrorMap } from '../../../../lib/zod-error-map';

/** `params.rule` of the confirmation check, as in the contract's new-password form. */
const MISMATCH_RULE = 'mismatch';

/**
 * The profile's password change: the contract's request, the new password typed twice (§5's
 * mismatch message) and, as on the reset page, not the account itself.
 */
export function passwordChangeFormSchema(account: string) {
  return z
    .object({
      currentPassword: changeOwnPasswordRequestSchema.shape.currentPassword,
      newPassword: newPasswordSchema,
      newPasswordConfirmation: z.string().min(1),
    })
    .refine((form) => form.newPassword === form.newPasswordConfirmation, {
      path: ['newPasswordConfirmation'],
      params: { rule: MISMATCH_RULE },
    })
    .refine((form) => !isPasswordSameAsAccount(form.newPassword, account), {
      path: ['newPassword'],
      params: { rule: PASSWORD_RULE_IDS.differentFromAccount },
    });
}
export type PasswordChangeValues = z.infer<ReturnType<typeof passwordChangeFormSchema>>;

function customMessage(rule: unknown): string {
  switch (rule) {
    case MISMATCH_RULE:
      return i18n.t('validation.mismatch', { target: i18n.t('profile.password.new') });
    case PASSWORD_RULE_IDS.letterAndDigit:
      return i18n.t('passwordRules.letterAndDigitMissing');
    case PASSWORD_RULE_IDS.differentFromAccount:
      return i18n.t('passwordRules.sameAsAccount');
    default:
      return i18n.t('validation.invalid');
  }
}

/** §5's generic messages, nothing typed as "required" whatever the minimum, and the password rules in words. */
export const passwordChangeErrorMap: core.$ZodErrorMap = (issue) => {
  if (issue.code === 'custom') return customMessage(issue.params?.rule);
  if (issue.code === 'too_small' && issue.input === '') return i18n.t('validation.required');
  return zodErrorMap(issue);
};
