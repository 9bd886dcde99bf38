import type { ApiModule } from '../../module-platform';
import { oauthRoutes } from './oauth.routes';
import type { OauthService } from './oauth.service';

/** The client-credential tokens; the service is shared, as the route-access check reads the tokens too. */
export const oauthModule: ApiModule<{ oauth: OauthService }> = async (api, { oauth, onPurge }) => {
  onPurge(() => oauth.purgeExpired());
  await api.register(oauthRoutes, { oauth });
};
