import '../catalogue';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../../lib/document-title';
import { useTranslation } from '../../../lib/i18n';
import { UploadHistory } from './upload-history';
import { UploadSection } from './upload-section';

/**
 * `/station/import_cm_analyze_all` (全枠分析 › 全枠分析データ取込): after broadcast, the station
 * uploads the actual ratings of every CM break it aired; below, the history of its uploads, which
 * a commit refreshes in place.
 */
export function AiredRatingsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('airedRatings.heading'));
  return (
    <Stack spacing={3} sx={{ maxWidth: 1400 }}>
      <Stack spacing={1}>
        <Typography component="h1" variant="h5">
          {t('airedRatings.heading')}
        </Typography>
        <Typography color="text.secondary">{t('airedRatings.lead')}</Typography>
      </Stack>
      <UploadSection />
      <UploadHistory />
    </Stack>
  );
}
