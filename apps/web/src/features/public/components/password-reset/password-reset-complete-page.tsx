import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PublicCompleteView } from '../public-complete-view';

export const PASSWORD_RESET_COMPLETE_PATH = '/public/pages/password_reset/complete';

/** `/public/pages/password_reset/complete` (and every address below it), in the minimal view. */
export function PasswordResetCompletePage() {
  const { t } = useTranslation();
  return (
    <PublicCompleteView heading={t('public.passwordResetComplete.heading')}>
      <Typography>{t('public.passwordResetComplete.body')}</Typography>
    </PublicCompleteView>
  );
}
