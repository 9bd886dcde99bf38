import type { core } from 'zod';
import { i18n } from './i18n';

/**
 * Turns zod issues into the generic validation messages of SPEC.md §5, so forms validated with
 * the shared contract schemas speak Japanese without each form repeating the rules.
 */
export const zodErrorMap: core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return i18n.t('validation.required');
      return issue.expected === 'number' ? i18n.t('validation.numeric') : i18n.t('validation.invalid');
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? i18n.t('validation.required')
          : i18n.t('validation.minLength', { min: Number(issue.minimum) });
      }
      return i18n.t('validation.invalid');
    case 'too_big':
      if (issue.origin === 'string') return i18n.t('validation.maxLength', { max: Number(issue.maximum) });
      if (issue.origin === 'number') return i18n.t('validation.maxNumber', { max: Number(issue.maximum) });
      return i18n.t('validation.invalid');
    default:
      return i18n.t('validation.invalid');
  }
};
