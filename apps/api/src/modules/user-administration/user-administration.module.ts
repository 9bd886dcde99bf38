import type { ApiModule } from '../../module-platform';
import type { UserAdminEventsRepository } from './user-admin-events.repository';
import { createUserAdministrationRepository } from './user-administration.repository';
import { userAdministrationRoutes } from './user-administration.routes';
import { createUserAdministrationService, type PasswordLinks } from './user-administration.service';

interface UserAdministrationNeeds {
  /** The company's user history, which a user's own password change writes to as well. */
  userHistory: UserAdminEventsRepository;
  passwordResets: PasswordLinks;
}

export const userAdministrationModule: ApiModule<UserAdministrationNeeds> = async (
  api,
  { config, db, unitOfWork, clock, mailer, userHistory, passwordResets },
) => {
  const userAdministration = createUserAdministrationService(
    createUserAdministrationRepository(db),
    userHistory,
    passwordResets,
    unitOfWork,
    clock,
    { mailer, publicUrl: config.publicUrl },
  );
  await api.register(userAdministrationRoutes, { userAdministration });
};
