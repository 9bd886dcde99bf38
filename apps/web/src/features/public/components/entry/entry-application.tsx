import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PublicPanel } from '../public-panel';
import { TrialEntryForm } from './trial-entry-form';

/** The application form, then the request to open the link in the mail that was just sent. */
export function EntryApplication() {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (sentTo !== null) {
    return (
      <PublicPanel heading={t('public.entry.sent.heading')} focusHeading>
        <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {t('public.entry.sent.body', { email: sentTo })}
        </Typography>
        <Typography>{t('public.entry.sent.next')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('public.entry.sent.notArrived')}
        </Typography>
      </PublicPanel>
    );
  }
  return (
    <PublicPanel heading={t('public.entry.heading')}>
      <TrialEntryForm onSent={setSentTo} />
    </PublicPanel>
  );
}
