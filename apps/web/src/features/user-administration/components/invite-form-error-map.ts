import { TEXT_RULE_IDS } from '@tvcm/contracts';
import type { core } from 'zod';
import { i18n } from '../../../lib/i18n';
import { zodErrorMap } from '../../../lib/zod-error-map';

/** The generic messages, with what to type instead for an address that is not one and a name with line breaks. */
export const inviteFormErrorMap: core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_format':
      return issue.format === 'email' ? i18n.t('userAdministration.form.emailInvalid') : zodErrorMap(issue);
    case 'custom':
      return issue.params?.rule === TEXT_RULE_IDS.singleLine ? i18n.t('userAdministration.form.singleLine') : zodErrorMap(issue);
    default:
      return zodErrorMap(issue);
  }
};
