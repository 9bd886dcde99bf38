import Typography from '@mui/material/Typography';
import { API_ERROR_CODES, MAIL_LINK_PATHS } from '@tvcm/contracts';
import { useNavigate } from 'react-router';
import { LoadingOverlay } from '../../../../components/loading-overlay';
import { useTranslation } from '../../../../lib/i18n';
import { useCompletePasswordReset } from '../../api/complete-password-reset';
import { usePasswordResetToken } from '../../api/get-password-reset-token';
import { apiErrorCodeOf, publicFailureMessage } from '../../failure-message';
import { LinkFailure } from '../link-failure';
import { NewPasswordForm } from '../new-password-form';
import { PublicPanel } from '../public-panel';
import { PASSWORD_RESET_COMPLETE_PATH } from './password-reset-complete-page';
import type { PasswordSetState } from './password-token-purpose';

/**
 * The link from the reset mail: a new password for the account it was sent to; or, from an
 * invitation, the invited user's first password (worded so).
 */
export function PasswordResetNewPassword({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tokenQuery = usePasswordResetToken(token);
  const completion = useCompletePasswordReset();

  // Unknown, used or expired: the server does not say which, and the visitor's next step is the same.
  const linkDead = [tokenQuery.error, completion.error].some(
    (error) => apiErrorCodeOf(error) === API_ERROR_CODES.mailLinkInvalid,
  );
  // Known once the token has been read: an invitation's link that died meanwhile says whom to ask.
  if (linkDead && tokenQuery.data?.purpose === 'INVITE') {
    return (
      <LinkFailure
        heading={t('public.invitation.failedHeading')}
        message={t('public.invitation.linkInvalid')}
        links={[{ to: '/login', label: t('public.layout.toLogin') }]}
      />
    );
  }
  // A link dead on arrival does not say what it was for: an invited user learns whom to ask as well.
  const deadLinkMessage = tokenQuery.data
    ? t('public.passwordReset.linkInvalid')
    : `${t('public.passwordReset.linkInvalid')}${t('public.passwordReset.invitationHint')}`;
  if (linkDead || tokenQuery.isError) {
    return (
      <LinkFailure
        heading={t('public.passwordReset.failedHeading')}
        message={linkDead ? deadLinkMessage : publicFailureMessage(tokenQuery.error)}
        links={[
          { to: MAIL_LINK_PATHS.passwordReset, label: t('public.passwordReset.restart') },
          { to: '/login', label: t('public.layout.toLogin') },
        ]}
      />
    );
  }
  if (tokenQuery.isPending) return <LoadingOverlay />;

  const { account, purpose } = tokenQuery.data;
  const invited = purpose === 'INVITE';
  const complete = async (password: string) => {
    try {
      await completion.mutateAsync({ token, password });
      navigate(PASSWORD_RESET_COMPLETE_PATH, { replace: true, state: { purpose } satisfies PasswordSetState });
    } catch {
      // Shown from the mutation's state.
    }
  };

  return (
    <PublicPanel heading={t(invited ? 'public.invitation.heading' : 'public.passwordReset.newPasswordHeading')}>
      <Typography sx={{ overflowWrap: 'anywhere' }}>
        {t(invited ? 'public.invitation.lead' : 'public.passwordReset.newPasswordLead', { account })}
      </Typography>
      <NewPasswordForm
        account={account}
        submitLabel={t(invited ? 'public.invitation.submit' : 'public.passwordReset.change')}
        submittingLabel={t(invited ? 'public.invitation.submitting' : 'public.passwordReset.changing')}
        failure={completion.error === null ? undefined : publicFailureMessage(completion.error)}
        onSubmit={complete}
      />
    </PublicPanel>
  );
}
