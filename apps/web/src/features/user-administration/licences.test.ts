import {
  ACCESS_RULES,
  BUSINESS_TYPES,
  FUNCTION_LICENCE_CODES,
  type FunctionLicenceCode,
  type LicenseResponse,
} from '@tvcm/contracts';
import { describe, expect, it } from 'vitest';
import { PER_USER_LICENCES } from './licences';

/** Whether some access rule lets a user in with the licence and not without it, the company holding every licence. */
function gatedPerUser(code: FunctionLicenceCode): boolean {
  return BUSINESS_TYPES.some((businessType) => {
    const licenceWith = (userCodes: FunctionLicenceCode[]): LicenseResponse => ({
      isPointServiceAvailable: true,
      isAdmin: true,
      functionLicenses: userCodes,
      company: { code: '0000A00001', functionLicenses: [...FUNCTION_LICENCE_CODES], businessType },
    });
    const all = licenceWith([...FUNCTION_LICENCE_CODES]);
    const without = licenceWith(FUNCTION_LICENCE_CODES.filter((other) => other !== code));
    return Object.values(ACCESS_RULES).some((rule) => rule(all) && !rule(without));
  });
}

describe('PER_USER_LICENCES', () => {
  it('are exactly the licences an access rule asks of the user as well as the company', () => {
    expect([...PER_USER_LICENCES].sort()).toEqual(FUNCTION_LICENCE_CODES.filter(gatedPerUser).sort());
  });
});
