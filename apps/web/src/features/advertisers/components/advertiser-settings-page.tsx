import '../catalogue';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../../lib/document-title';
import { useTranslation } from '../../../lib/i18n';
import { AdvertisersSection } from './advertisers-section';
import { PartnersSection } from './partners-section';

/** `/agency/sponsor` (広告主設定): the advertisers the company buys for, and its partner companies. */
export function AdvertiserSettingsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('advertisers.heading'));
  return (
    <Stack spacing={3} sx={{ maxWidth: 1200 }}>
      <Stack spacing={1}>
        <Typography component="h1" variant="h5">
          {t('advertisers.heading')}
        </Typography>
        <Typography color="text.secondary">{t('advertisers.lead')}</Typography>
      </Stack>
      <AdvertisersSection />
      <PartnersSection />
    </Stack>
  );
}
