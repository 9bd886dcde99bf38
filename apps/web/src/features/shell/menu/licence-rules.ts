import type { BusinessType, FunctionLicenceCode, LicenseResponse } from '@tvcm/contracts';

/** A condition on the licence answer (`GET /api/auth/licenses/base`); the menu table is built from these. */
export type LicenceRule = (licence: LicenseResponse) => boolean;

export const always: LicenceRule = () => true;

/** The company holds the function licence. */
export const company =
  (code: FunctionLicenceCode): LicenceRule =>
  (licence) =>
    licence.company.functionLicenses.includes(code);

/** The company holds the licence and the user has been given it too (SPEC.md §6). */
export const companyAndUser =
  (code: FunctionLicenceCode): LicenceRule =>
  (licence) =>
    licence.company.functionLicenses.includes(code) && licence.functionLicenses.includes(code);

export const isAdmin: LicenceRule = (licence) => licence.isAdmin;

export const businessType =
  (type: BusinessType): LicenceRule =>
  (licence) =>
    licence.company.businessType === type;

export const allOf =
  (...rules: LicenceRule[]): LicenceRule =>
  (licence) =>
    rules.every((rule) => rule(licence));

export const anyOf =
  (...rules: LicenceRule[]): LicenceRule =>
  (licence) =>
    rules.some((rule) => rule(licence));
