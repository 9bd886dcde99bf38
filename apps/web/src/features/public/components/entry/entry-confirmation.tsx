import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { API_ERROR_CODES, MAIL_LINK_PATHS } from '@tvcm/contracts';
import { useNavigate } from 'react-router';
import { LoadingOverlay } from '../../../../components/loading-overlay';
import { useTranslation } from '../../../../lib/i18n';
import { useCompleteTrialRegistration } from '../../api/complete-trial-registration';
import { useTrialRegistrationToken } from '../../api/get-trial-registration-token';
import { apiErrorCodeOf, publicFailureMessage } from '../../failure-message';
import { LinkFailure } from '../link-failure';
import { NewPasswordForm } from '../new-password-form';
import { PublicPanel } from '../public-panel';
import { ENTRY_COMPLETE_PATH, type EntryCompleteState } from './entry-complete-page';

/** Why a confirmation link cannot be used: unknown or expired, already completed, withdrawn. */
const LINK_ERROR_CODES = [
  API_ERROR_CODES.mailLinkInvalid,
  API_ERROR_CODES.idRegistered,
  API_ERROR_CODES.tentativeIdDeleted,
] as const;
type LinkErrorCode = (typeof LINK_ERROR_CODES)[number];

function linkErrorCodeOf(error: unknown): LinkErrorCode | undefined {
  const code = apiErrorCodeOf(error);
  return LINK_ERROR_CODES.find((known) => known === code);
}

/** The link from the confirmation mail: the visitor chooses a password, which creates the trial account. */
export function EntryConfirmation({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tokenQuery = useTrialRegistrationToken(token);
  const completion = useCompleteTrialRegistration();

  // The link may also die between opening it and submitting (used in another tab, expired).
  const linkError = linkErrorCodeOf(tokenQuery.error) ?? linkErrorCodeOf(completion.error);
  if (linkError !== undefined) {
    return (
      <LinkFailure
        heading={t('public.entryConfirmation.failedHeading')}
        message={t(`public.entryConfirmation.errors.${linkError}`)}
        links={
          linkError === API_ERROR_CODES.idRegistered
            ? [{ to: '/login', label: t('public.layout.toLogin') }]
            : [{ to: MAIL_LINK_PATHS.trialEntryConfirmation, label: t('public.entryConfirmation.toEntry') }]
        }
      />
    );
  }
  if (tokenQuery.isError) {
    return (
      <LinkFailure
        heading={t('public.entryConfirmation.failedHeading')}
        message={publicFailureMessage(tokenQuery.error)}
        links={[{ to: '/login', label: t('public.layout.toLogin') }]}
      />
    );
  }
  if (tokenQuery.isPending) return <LoadingOverlay />;

  const { email, companyName } = tokenQuery.data;
  const complete = async (password: string) => {
    try {
      const { account } = await completion.mutateAsync({ token, password });
      navigate(ENTRY_COMPLETE_PATH, { replace: true, state: { account } satisfies EntryCompleteState });
    } catch {
      // Shown from the mutation's state.
    }
  };

  return (
    <PublicPanel heading={t('public.entryConfirmation.heading')}>
      <Typography>{t('public.entryConfirmation.lead')}</Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 3,
          rowGap: 0.5,
          '& dt': { fontWeight: 600 },
          '& dd': { m: 0, overflowWrap: 'anywhere' },
        }}
      >
        <dt>{t('public.entryConfirmation.companyName')}</dt>
        <dd>{companyName}</dd>
        <dt>{t('public.entryConfirmation.account')}</dt>
        <dd>{email}</dd>
      </Box>
      <NewPasswordForm
        account={email}
        submitLabel={t('public.entryConfirmation.submit')}
        submittingLabel={t('public.entryConfirmation.submitting')}
        failure={completion.error === null ? undefined : publicFailureMessage(completion.error)}
        onSubmit={complete}
      />
    </PublicPanel>
  );
}
