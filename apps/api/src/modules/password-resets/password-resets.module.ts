import type { ApiModule } from '../../module-platform';
import { passwordResetsRoutes } from './password-resets.routes';
import type { PasswordResetsService } from './password-resets.service';

/** Password reset links; the service is shared, as user administration sends invitations and resets through it. */
export const passwordResetsModule: ApiModule<{ passwordResets: PasswordResetsService }> = async (
  api,
  { config, passwordResets, onPurge },
) => {
  onPurge(() => passwordResets.purgeExpired());
  await api.register(passwordResetsRoutes, { passwordResets, limits: config.publicPageLimits });
};
