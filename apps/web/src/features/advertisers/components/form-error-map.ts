import { TEXT_RULE_IDS } from '@tvcm/contracts';
import type { core } from 'zod';
import { i18n } from '../../../lib/i18n';
import { zodErrorMap } from '../../../lib/zod-error-map';

/** The generic messages, with what to type instead for the advertiser and partner codes. */
export const advertiserErrorMap: core.$ZodErrorMap = (issue) => {
  const field = issue.path?.[0];
  switch (issue.code) {
    case 'invalid_format':
      if (field === 'code') return i18n.t('advertisers.form.codeFormat');
      if (field === 'companyCode') return i18n.t('advertisers.partners.companyCodeFormat');
      return zodErrorMap(issue);
    case 'invalid_value':
      // The industry nobody picked is a missing required item.
      if (issue.input === undefined || issue.input === '') return i18n.t('validation.required');
      return zodErrorMap(issue);
    case 'too_big':
      if (field === 'brands' && issue.path?.length === 1)
        return i18n.t('advertisers.form.brandsMax', { max: Number(issue.maximum) });
      return zodErrorMap(issue);
    case 'custom':
      if (issue.params?.rule === TEXT_RULE_IDS.singleLine) return i18n.t('advertisers.form.singleLine');
      return zodErrorMap(issue);
    default:
      return zodErrorMap(issue);
  }
};
