import { STATION_PROFILE_RULE_IDS } from '@tvcm/contracts';
import type { core } from 'zod';
import { i18n } from '../../../lib/i18n';
import { zodErrorMap } from '../../../lib/zod-error-map';

/** The generic messages, with what to type instead for the profile's own checks. */
export const stationProfileErrorMap: core.$ZodErrorMap = (issue) => {
  if (issue.code !== 'custom') return zodErrorMap(issue);
  switch (issue.params?.rule) {
    case STATION_PROFILE_RULE_IDS.singleLine:
      return i18n.t('stations.form.singleLine');
    case STATION_PROFILE_RULE_IDS.multiLine:
      return i18n.t('stations.form.multiLine');
    case STATION_PROFILE_RULE_IDS.phone:
      return i18n.t('stations.form.phoneFormat');
    case STATION_PROFILE_RULE_IDS.email:
      return i18n.t('stations.form.emailFormat');
    default:
      return zodErrorMap(issue);
  }
};
