import { API_ERROR_CODES, FUNCTION_LICENCE_CODES, type FunctionLicenceCode } from '@tvcm/contracts';
import { ApiError } from '../../../lib/api-error';

/** The refusals of the user list's writes that the dialog which caused them explains itself. */
export type UserAdminRefusal =
  /** USR00015: the address already has an account (in any company). */
  | { kind: 'accountTaken' }
  /** USR00020: the change would leave the company without an active administrator. */
  | { kind: 'lastAdministrator' }
  /** USR00021: an administrator deactivating themself. */
  | { kind: 'cannotDeactivateSelf' }
  /** USR00022: licences the company does not hold (the list was out of date); named when the server says which. */
  | { kind: 'licenceNotHeld'; licences: FunctionLicenceCode[] };

const isLicenceCode = (value: string): value is FunctionLicenceCode =>
  (FUNCTION_LICENCE_CODES as readonly string[]).includes(value);

/** The codes the server names in `params.licences`, in whatever separated list it sends them. */
function namedLicences(error: ApiError): FunctionLicenceCode[] {
  const named = error.body?.errors[0]?.params?.licences ?? '';
  return named.split(/[\s,、]+/).filter(isLicenceCode);
}

export function userAdminRefusal(error: unknown): UserAdminRefusal | null {
  if (!(error instanceof ApiError)) return null;
  switch (error.code) {
    case API_ERROR_CODES.idRegistered:
      return { kind: 'accountTaken' };
    case API_ERROR_CODES.lastAdministrator:
      return { kind: 'lastAdministrator' };
    case API_ERROR_CODES.cannotDeactivateSelf:
      return { kind: 'cannotDeactivateSelf' };
    case API_ERROR_CODES.licenceNotHeldByCompany:
      return { kind: 'licenceNotHeld', licences: namedLicences(error) };
    default:
      return null;
  }
}

export const isUserAdminRefusal = (error: unknown) => userAdminRefusal(error) !== null;
