import { type FunctionLicenceCode, ROLE_IDS, type RoleId, type UserAdminEvent } from '@tvcm/contracts';
import { formatList } from '../../lib/format-list';
import type { TFunction } from '../../lib/i18n';
import { inLicenceOrder, licenceName } from './licences';

const isRoleId = (value: unknown): value is RoleId => value === ROLE_IDS.generalUser || value === ROLE_IDS.administrator;
const licenceCodes = (value: UserAdminEvent['from']): FunctionLicenceCode[] =>
  Array.isArray(value) ? (value as FunctionLicenceCode[]) : [];

/** What a role change did, in the role names: 「権限を一般ユーザーから管理者に変更」. */
function roleChange(t: TFunction, { from, to }: UserAdminEvent): string {
  if (!isRoleId(from) || !isRoleId(to)) return t('userAdministration.events.actions.ROLE_PLAIN');
  return t('userAdministration.events.actions.ROLE', {
    from: t(`userAdministration.roles.${from}`),
    to: t(`userAdministration.roles.${to}`),
  });
}

/** What a licence change did, each licence given (＋) then each taken away (−): 「ライセンスを変更：＋CM枠管理（テレビ）」. */
function licenceChange(t: TFunction, event: UserAdminEvent): string {
  const before = licenceCodes(event.from);
  const after = licenceCodes(event.to);
  const changes = [
    ...inLicenceOrder(after.filter((code) => !before.includes(code))).map((code) =>
      t('userAdministration.events.added', { name: licenceName(t, code) }),
    ),
    ...inLicenceOrder(before.filter((code) => !after.includes(code))).map((code) =>
      t('userAdministration.events.removed', { name: licenceName(t, code) }),
    ),
  ];
  if (changes.length === 0) return t('userAdministration.events.actions.LICENCES_PLAIN');
  return t('userAdministration.events.actions.LICENCES', { changes: formatList(changes) });
}

/** One line of the history in words. */
export function eventDescription(t: TFunction, event: UserAdminEvent): string {
  switch (event.action) {
    case 'ROLE':
      return roleChange(t, event);
    case 'LICENCES':
      return licenceChange(t, event);
    default:
      return t(`userAdministration.events.actions.${event.action}`);
  }
}
