import { FUNCTION_LICENCE_CODES, type FunctionLicenceCode } from '@tvcm/contracts';

const knownLicenceCodes = new Set<string>(FUNCTION_LICENCE_CODES);

/** Codes retired from the catalogue may linger in the database; only current ones leave the API. */
export function currentLicences(codes: readonly string[]): FunctionLicenceCode[] {
  return codes.filter((code): code is FunctionLicenceCode => knownLicenceCodes.has(code));
}
