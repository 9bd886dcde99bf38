import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router';
import { useTranslation } from '../../../../lib/i18n';
import { PublicCompleteView } from '../public-complete-view';
import { purposeOf } from './password-token-purpose';

export const PASSWORD_RESET_COMPLETE_PATH = '/public/pages/password_reset/complete';

/**
 * `/public/pages/password_reset/complete` (and every address below it), in the minimal view: a
 * password reset, or an invited user's first password, as the page before says.
 */
export function PasswordResetCompletePage() {
  const { t } = useTranslation();
  const invited = purposeOf(useLocation().state) === 'INVITE';
  return (
    <PublicCompleteView heading={t(invited ? 'public.invitationComplete.heading' : 'public.passwordResetComplete.heading')}>
      <Typography>{t(invited ? 'public.invitationComplete.body' : 'public.passwordResetComplete.body')}</Typography>
    </PublicCompleteView>
  );
}
