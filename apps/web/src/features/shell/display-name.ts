import { isTrialCompanyCode, ROLE_IDS, type User } from '@tvcm/contracts';

/** Key under `shell.userName` in the catalogue. */
export type DisplayNameFormat = 'generalUser' | 'administrator' | 'plain';

/**
 * How the top bar introduces the user (SPEC.md §6): with the ID kind of their role, except that
 * users of a trial company are shown by their plain name.
 */
export function displayNameFormat(user: Pick<User, 'roleId' | 'company'>): DisplayNameFormat {
  if (isTrialCompanyCode(user.company.code)) return 'plain';
  return user.roleId === ROLE_IDS.administrator ? 'administrator' : 'generalUser';
}
