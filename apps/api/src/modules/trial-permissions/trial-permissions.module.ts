import type { ApiModule } from '../../module-platform';
import { createTrialPermissionsRepository } from './trial-permissions.repository';
import { trialPermissionsRoutes } from './trial-permissions.routes';
import { createTrialPermissionsService } from './trial-permissions.service';

export const trialPermissionsModule: ApiModule = async (api, { config, db, unitOfWork, mailer, clock }) => {
  const trialPermissions = createTrialPermissionsService(createTrialPermissionsRepository(db), unitOfWork, mailer, {
    publicUrl: config.publicUrl,
    now: clock,
  });
  await api.register(trialPermissionsRoutes, { trialPermissions });
};
