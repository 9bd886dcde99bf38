import { AppError } from '../../lib/app-error';
import type { AuthenticatedSession } from '../../plugins/session-auth';

/** A company's points are its own: another company's code, or one that does not exist, gets the same refusal. */
export const pointsPolicy = {
  assertOwnCompany<Company extends { id: number }>(caller: AuthenticatedSession, company: Company | undefined): Company {
    if (!company || company.id !== caller.companyId) throw new AppError('forbidden');
    return company;
  },
};
