import { PASSWORD_RULE_IDS, REGISTRATION_RULE_IDS } from '@tvcm/contracts';
import type { core } from 'zod';
import { i18n } from '../../lib/i18n';
import { zodErrorMap } from '../../lib/zod-error-map';
import './public-catalogue';

/** `params.rule` of the new-password form's confirmation check (see `newPasswordFormSchema`). */
export const MISMATCH_RULE = 'mismatch';

/** Fields that hold a number typed as text: anything but digits and hyphens gets §5's "numeric input required". */
const NUMBER_LIKE_RULES: readonly string[] = [REGISTRATION_RULE_IDS.phone, REGISTRATION_RULE_IDS.postalCode];
const NOT_A_NUMBER = /[^0-9-]/;

function customRuleMessage(rule: unknown, input: unknown): string | undefined {
  if (typeof rule !== 'string') return undefined;
  if (NUMBER_LIKE_RULES.includes(rule) && typeof input === 'string' && NOT_A_NUMBER.test(input)) {
    return i18n.t('validation.numeric');
  }
  switch (rule) {
    case REGISTRATION_RULE_IDS.singleLine:
      return i18n.t('public.validation.singleLine');
    case REGISTRATION_RULE_IDS.katakana:
      return i18n.t('public.validation.katakana');
    case REGISTRATION_RULE_IDS.phone:
      return i18n.t('public.validation.phone');
    case REGISTRATION_RULE_IDS.postalCode:
      return i18n.t('public.validation.postalCode');
    case REGISTRATION_RULE_IDS.uniqueItems:
      return i18n.t('public.validation.uniqueItems');
    case PASSWORD_RULE_IDS.letterAndDigit:
      return i18n.t('passwordRules.letterAndDigitMissing');
    case PASSWORD_RULE_IDS.differentFromAccount:
      return i18n.t('passwordRules.sameAsAccount');
    case MISMATCH_RULE:
      return i18n.t('validation.mismatch', { target: i18n.t('public.password.label') });
    default:
      return undefined;
  }
}

/** "yamamoto@himawari": the address is there but for the rest of its domain ("himawari.co.jp"). */
function lacksFullDomain(input: unknown): boolean {
  if (typeof input !== 'string') return false;
  const parts = input.trim().split('@');
  return parts.length === 2 && parts[0] !== '' && /^[^.\s]+$/.test(parts[1] ?? '');
}

function isEmptyConfirmation(input: unknown): boolean {
  return typeof input === 'object' && input !== null && (input as { passwordConfirmation?: unknown }).passwordConfirmation === '';
}

/**
 * The messages of the entry and password forms: §5's generic ones (through the app's zod error
 * map) and, for the contract's own checks (`params.rule`), one that says what to type instead.
 */
export const publicErrorMap: core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'custom':
      // The confirmation left empty is missing, not different.
      if (issue.params?.rule === MISMATCH_RULE && isEmptyConfirmation(issue.input)) return i18n.t('validation.required');
      return customRuleMessage(issue.params?.rule, issue.input) ?? i18n.t('validation.invalid');
    case 'invalid_format':
      if (issue.format !== 'email') return i18n.t('validation.invalid');
      return lacksFullDomain(issue.input) ? i18n.t('public.validation.emailDomain') : i18n.t('public.validation.email');
    case 'invalid_value':
      // A choice nobody made is a missing required item; an unticked consent box needs ticking.
      if (issue.values.includes(true)) return i18n.t('public.validation.consent');
      if (issue.input === undefined || issue.input === null) return i18n.t('validation.required');
      return i18n.t('validation.invalid');
    case 'too_small':
      // Nothing typed or ticked is a missing required item, whatever the minimum (a password's ten characters).
      if (issue.input === '' || (issue.origin === 'array' && Number(issue.minimum) <= 1)) return i18n.t('validation.required');
      return zodErrorMap(issue);
    default:
      return zodErrorMap(issue);
  }
};
