import { businessDateOf, REGISTRATION_USER_TYPES, type TrialCompany } from '@tvcm/contracts';
import type { TFunction } from '../../lib/i18n';

type UserTypeName = keyof typeof REGISTRATION_USER_TYPES;

/** A business date (yyyy-MM-dd) as the pages write dates: 2026/11/22. */
export const displayDate = (date: string) => date.replaceAll('-', '/');

/** The business date an instant falls on (the registration day), written as above. */
export const displayBusinessDate = (iso: string) => displayDate(businessDateOf(new Date(iso)));

/** A grant's period: its first day and its last, or no end. */
export function periodText(t: TFunction, validFrom: string, validUntil: string | null): string {
  return t('trialPermissions.period', {
    from: displayDate(validFrom),
    until: validUntil ? displayDate(validUntil) : t('trialPermissions.noEnd'),
  });
}

/** What the registrant said they are (SPEC.md §3 user type list), or a dash when not recorded. */
export function userTypeText(t: TFunction, userType: TrialCompany['userType']): string {
  const name = (Object.keys(REGISTRATION_USER_TYPES) as UserTypeName[]).find(
    (candidate) => REGISTRATION_USER_TYPES[candidate] === userType,
  );
  return name ? t(`trialPermissions.userTypes.${name}`) : t('trialPermissions.none');
}
