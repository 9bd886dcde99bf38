import { TRIAL_GRANT_RULE_IDS } from '@tvcm/contracts';
import type { core } from 'zod';
import { i18n } from '../../../lib/i18n';
import { zodErrorMap } from '../../../lib/zod-error-map';

/** The generic messages, with what to do about a period that ends before it starts. */
export const grantFormErrorMap: core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'custom':
      if (issue.params?.rule === TRIAL_GRANT_RULE_IDS.untilBeforeFrom) return i18n.t('trialPermissions.form.untilBeforeFrom');
      return zodErrorMap(issue);
    case 'invalid_format':
      // A date field left empty (or cleared) is a missing required item.
      return issue.input === '' ? i18n.t('validation.required') : zodErrorMap(issue);
    case 'invalid_value':
      return issue.input === undefined || issue.input === null ? i18n.t('validation.required') : zodErrorMap(issue);
    default:
      return zodErrorMap(issue);
  }
};
