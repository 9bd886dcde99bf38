import { useLicence } from '../../features/auth/api/get-licence';
import { PointsPage } from '../../features/points/components/points-page';
import { useDocumentTitle } from '../../lib/document-title';
import { useTranslation } from '../../lib/i18n';

/** `/agency/point_service/points`: the points page of the user's own company, the one the licence names. */
export function PointsRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('points.heading'));
  // The route's access guard has loaded the licence already, and shows this only with the point service.
  const licence = useLicence().data;
  return licence ? <PointsPage companyCode={licence.company.code} /> : null;
}
