import type { ApiModule } from '../../module-platform';
import { createOwnPasswordService, type PasswordAttempts, type PasswordChangeHistory } from './own-password.service';
import { trialExistenceRoutes } from './trial-existence.routes';
import { createUsersRepository } from './users.repository';
import { usersRoutes } from './users.routes';
import type { UsersService } from './users.service';

interface UsersNeeds {
  /** Shared, as the route-access check reads the licences through it. */
  users: UsersService;
  loginThrottle: PasswordAttempts;
  userHistory: PasswordChangeHistory;
}

export const usersModule: ApiModule<UsersNeeds> = async (
  api,
  { config, db, unitOfWork, clock, users, loginThrottle, userHistory },
) => {
  const ownPassword = createOwnPasswordService(createUsersRepository(db, clock), userHistory, unitOfWork, loginThrottle, clock);
  await api.register(usersRoutes, { users, ownPassword });
  await api.register(trialExistenceRoutes, { users, limits: config.publicPageLimits });
};
