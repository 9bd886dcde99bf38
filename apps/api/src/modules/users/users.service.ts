import {
  type LicenseResponse,
  normaliseAccount,
  ROLE_IDS,
  type UpdateUserRequest,
  type User,
  type UserLoginsResponse,
} from '@tvcm/contracts';
import { AppError } from '../../lib/app-error';
import { currentLicences } from '../../lib/current-licences';
import type { AuthenticatedSession } from '../../plugins/session-auth';
import type { UsersRepository } from './users.repository';

const RECENT_LOGINS_SHOWN = 10;

export function createUsersService(repository: UsersRepository) {
  async function loadUser(userId: number) {
    const row = await repository.findWithCompany(userId);
    if (!row) throw new AppError('unauthenticated');
    return row;
  }

  return {
    async getUser(userId: number): Promise<User> {
      const row = await loadUser(userId);
      return {
        id: row.id,
        account: row.account,
        name: row.display_name,
        roleId: row.role_id === ROLE_IDS.administrator ? ROLE_IDS.administrator : ROLE_IDS.generalUser,
        company: { code: row.company_code, name: row.company_name, businessType: row.business_type },
        setting: { isTermsOfService: row.is_terms_of_service === 1 },
      };
    },

    async updateUser(userId: number, changes: UpdateUserRequest): Promise<User> {
      await repository.update(userId, {
        ...(changes.name !== undefined ? { display_name: changes.name } : {}),
        ...(changes.isTermsOfService ? { is_terms_of_service: 1 } : {}),
      });
      return this.getUser(userId);
    },

    /**
     * Whether an account is registered, for administrators managing their own company's users.
     * Accounts of other companies read as absent, so the answer reveals nothing outside it.
     */
    async accountExists(auth: AuthenticatedSession, account: string): Promise<boolean> {
      const found = await repository.findCompanyIdByAccount(normaliseAccount(account));
      return found?.company_id === auth.companyId;
    },

    /** Whether an address already has a trial account, for the member-entry page. */
    trialAccountExists(email: string): Promise<boolean> {
      return repository.trialAccountExists(normaliseAccount(email));
    },

    async getLogins(auth: AuthenticatedSession): Promise<UserLoginsResponse> {
      const logins = await repository.findRecentLogins(auth.userId, RECENT_LOGINS_SHOWN);
      return {
        user: { id: auth.userId, session: { id: auth.sessionId } },
        logins: logins.map((login) => ({
          loggedInAt: login.logged_in_at,
          ipAddress: login.ip_address,
          userAgent: login.user_agent,
          current: login.session_id === auth.sessionId,
        })),
      };
    },

    async getBaseLicence(auth: AuthenticatedSession): Promise<LicenseResponse> {
      const row = await loadUser(auth.userId);
      const [userCodes, companyCodes] = await Promise.all([
        repository.findUserLicenceCodes(row.id),
        repository.findCompanyLicenceCodes(row.company_id),
      ]);
      return {
        isPointServiceAvailable: row.is_point_service_available === 1,
        isAdmin: row.role_id === ROLE_IDS.administrator,
        functionLicenses: currentLicences(userCodes),
        company: {
          code: row.company_code,
          functionLicenses: currentLicences(companyCodes),
          businessType: row.business_type,
        },
      };
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
