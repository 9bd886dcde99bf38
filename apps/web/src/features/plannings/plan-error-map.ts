import type { core } from 'zod';
import { i18n } from '../../lib/i18n';
import { zodErrorMap } from '../../lib/zod-error-map';

/** The app's messages, and the plan conditions' own: a period too long, a custom band incomplete. */
export const planErrorMap: core.$ZodErrorMap = (issue) => {
  if (issue.code === 'custom') {
    const reason = (issue.params as { reason?: string } | undefined)?.reason;
    if (reason === 'periodTooLong') return i18n.t('plannings.edit.periodTooLong');
    if (issue.path?.[0] === 'pattern') return i18n.t('plannings.edit.customBand');
  }
  return zodErrorMap(issue);
};
