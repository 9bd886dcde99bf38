import type { ApiModule } from '../../module-platform';
import { createRetentionRepository } from './retention.repository';
import { createRetentionService } from './retention.service';

/** No routes: old browser reports, sent mails and ended trial entries go with the hourly purge. */
export const retentionModule: ApiModule = async (_api, { config, db, clock, onPurge }) => {
  const retention = createRetentionService(createRetentionRepository(db), config.retention, clock);
  onPurge(() => retention.purge());
};
