import { ACCOUNT_MAX_LENGTH, type LoginRequest, PASSWORD_RULES } from '@tvcm/contracts';
import type { TFunction } from '../../../lib/i18n';

export type LoginFieldErrors = Partial<Record<keyof LoginRequest, string>>;

/**
 * The login form's checks, from the contract's limits. This page checks by hand rather than with
 * react-hook-form and the zod schema: the form library's weight grows with every other form that
 * uses more of it, and the login page's first load must not (docs/decisions/002-bundle-budget.md).
 * The server validates against the schema in any case.
 */
export function loginFieldErrors(values: LoginRequest, t: TFunction): LoginFieldErrors {
  const errors: LoginFieldErrors = {};
  if (values.account.trim().length === 0) errors.account = t('validation.required');
  else if (values.account.length > ACCOUNT_MAX_LENGTH) errors.account = t('validation.maxLength', { max: ACCOUNT_MAX_LENGTH });
  if (values.password.length === 0) errors.password = t('validation.required');
  else if (values.password.length > PASSWORD_RULES.maxLength) {
    errors.password = t('validation.maxLength', { max: PASSWORD_RULES.maxLength });
  }
  return errors;
}
