import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocation, useNavigate } from 'react-router';
import { LoadingOverlay } from '../../../../components/loading-overlay';
import { useDocumentTitle } from '../../../../lib/document-title';
import { addCataloguePart, useTranslation } from '../../../../lib/i18n';
import profileCatalogue from '../../../../locales/ja/profile.json';
import { useUser } from '../../api/get-user';
import { safeRedirect } from '../../safe-redirect';
import { type TermsGateState, useSessionContext } from '../require-session';
import { AccountSummary } from './account-summary';
import { DisplayNameForm } from './display-name-form';
import { PasswordChangeForm } from './password-change-form';
import { RecentLogins } from './recent-logins';
import { TermsOfService } from './terms-of-service';

declare module '../../../../lib/i18n' {
  interface CatalogueParts {
    profile: typeof profileCatalogue;
  }
}

// The terms of service are long and read on this page only: their text travels with its code.
addCataloguePart(profileCatalogue);

/**
 * `/agency/edit_my_profile`: the user's account, their display name and password, their recent
 * logins, and the terms of service.
 * The login guard sends users who have not accepted the terms here, and only here; accepting
 * takes them on to where they were going.
 */
export function ProfilePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('profile.heading'));
  const { userId, termsAccepted } = useSessionContext();
  const user = useUser(userId);
  const navigate = useNavigate();
  const gate = useLocation().state as TermsGateState | null;

  // The guard loaded the user before showing any page, so this is the cached answer.
  if (!user.data) return <LoadingOverlay />;

  const onAccepted = () => {
    if (gate?.from) navigate(safeRedirect(gate.from), { replace: true });
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <Stack spacing={1}>
        <Typography component="h1" variant="h5">
          {t('profile.heading')}
        </Typography>
        {!termsAccepted && <Typography>{t('profile.termsPendingLead')}</Typography>}
      </Stack>
      {!termsAccepted && <TermsOfService user={user.data} onAccepted={onAccepted} />}
      <AccountSummary user={user.data} />
      <DisplayNameForm user={user.data} />
      <PasswordChangeForm user={user.data} />
      <RecentLogins user={user.data} />
      {termsAccepted && <TermsOfService user={user.data} onAccepted={onAccepted} />}
    </Stack>
  );
}
