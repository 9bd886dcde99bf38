import { FUNCTION_LICENCE_CODES, type FunctionLicenceCode, FUNCTION_LICENCES as L } from '@tvcm/contracts';
import type { TFunction } from '../../lib/i18n';

/**
 * The licences SPEC.md §6 gates on the user as well as the company (`companyAndUser` in the access
 * rules): import, profit user and sales manage. Giving the others to a user changes nothing they
 * see, so the forms mark these.
 */
export const PER_USER_LICENCES: readonly FunctionLicenceCode[] = [
  L.import,
  L.importStreaming,
  L.importOneDay,
  L.profitUser,
  L.dataSalesManage,
];

export const isPerUserLicence = (code: FunctionLicenceCode) => PER_USER_LICENCES.includes(code);

export const licenceName = (t: TFunction, code: FunctionLicenceCode) => t(`userAdministration.licenceNames.${code}`);

/** Codes in the contract's order (the order of SPEC.md §3), whatever order they came in. */
export const inLicenceOrder = (codes: readonly FunctionLicenceCode[]): FunctionLicenceCode[] =>
  FUNCTION_LICENCE_CODES.filter((code) => codes.includes(code));
