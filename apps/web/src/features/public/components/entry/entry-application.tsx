import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { TextLink } from '../../../../components/text-link';
import { useTranslation } from '../../../../lib/i18n';
import { PublicPanel } from '../public-panel';
import { ResendConfirmationButton } from './resend-confirmation-button';
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
        <ResendConfirmationButton email={sentTo} />
        <TextLink to="/login">{t('public.layout.toLogin')}</TextLink>
      </PublicPanel>
    );
  }
  return (
    <PublicPanel heading={t('public.entry.heading')}>
      <TrialEntryForm onSent={setSentTo} />
    </PublicPanel>
  );
}
