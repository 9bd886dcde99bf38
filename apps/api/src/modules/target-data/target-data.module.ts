import type { LicensedSegment } from '@tvcm/contracts';
import type { ApiModule } from '../../module-platform';
import { segmentValuesRoutes } from './segment-values.routes';
import { createTargetDataRepository } from './target-data.repository';
import { targetDataRoutes } from './target-data.routes';
import { createTargetDataService, type PointsForTargetData } from './target-data.service';

/** What the licensed-segments route reads of the shared segment ratings. */
export interface LicensedSegmentsOf {
  licensedSegments(companyId: number): Promise<LicensedSegment[]>;
}

interface TargetDataNeeds {
  segmentRatings: LicensedSegmentsOf;
  /** The buyer's point ledger: reservations, releases and uses for purchases. */
  pointLedger: PointsForTargetData;
}

/** Target data: the data company's segments, values, examinations and sales; the buyer's catalogue, purchases and licences. */
export const targetDataModule: ApiModule<TargetDataNeeds> = async (
  api,
  { db, unitOfWork, clock, mailer, config, segmentRatings, pointLedger },
) => {
  // The buyer's 購入履歴 sits under the data-sales site (this origin's /data_sales unless configured).
  const historyUrl = `${config.siteUrls.dataSales ?? `${config.publicUrl}/data_sales`}/purchase/histories`;
  const targetData = createTargetDataService(
    createTargetDataRepository(db),
    pointLedger,
    unitOfWork,
    mailer,
    { historyUrl },
    clock,
  );
  await api.register(targetDataRoutes, { targetData, segmentRatings });
  await api.register(segmentValuesRoutes, { targetData });
};
