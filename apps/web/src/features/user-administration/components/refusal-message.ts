import { formatList } from '../../../lib/format-list';
import type { TFunction } from '../../../lib/i18n';
import type { UserAdminRefusal } from '../api/user-admin-refusal';
import { licenceName } from '../licences';

/** What the dialog that caused a refusal says about it. */
export function refusalMessage(t: TFunction, refusal: UserAdminRefusal): string {
  switch (refusal.kind) {
    case 'accountTaken':
      return t('userAdministration.refusals.accountTaken');
    case 'lastAdministrator':
      return t('userAdministration.refusals.lastAdministrator');
    case 'cannotDeactivateSelf':
      return t('userAdministration.refusals.cannotDeactivateSelf');
    case 'licenceNotHeld':
      return refusal.licences.length > 0
        ? t('userAdministration.refusals.licenceNotHeldNamed', {
            licences: formatList(refusal.licences.map((code) => licenceName(t, code))),
          })
        : t('userAdministration.refusals.licenceNotHeld');
  }
}
