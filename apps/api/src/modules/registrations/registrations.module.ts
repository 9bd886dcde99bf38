import type { ApiModule } from '../../module-platform';
import { createRegistrationsRepository } from './registrations.repository';
import { registrationsRoutes } from './registrations.routes';
import { createRegistrationsService } from './registrations.service';

export const registrationsModule: ApiModule = async (api, { config, db, unitOfWork, mailer, tasks, clock }) => {
  const registrations = createRegistrationsService(
    createRegistrationsRepository(db),
    unitOfWork,
    mailer,
    tasks,
    { publicUrl: config.publicUrl, linkTtlMs: config.mailLinks.trialEntryTtlMs },
    clock,
  );
  await api.register(registrationsRoutes, { registrations, limits: config.publicPageLimits });
};
