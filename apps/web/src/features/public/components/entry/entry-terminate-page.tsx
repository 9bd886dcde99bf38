import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { API_ERROR_CODES, MAIL_LINK_PATHS, MAIL_LINK_TOKEN_PARAM } from '@tvcm/contracts';
import { useSearchParams } from 'react-router';
import { InlineError } from '../../../../components/inline-error';
import { TextLink } from '../../../../components/text-link';
import { useTranslation } from '../../../../lib/i18n';
import { useWithdrawTrialRegistration } from '../../api/withdraw-trial-registration';
import { apiErrorCodeOf, publicFailureMessage } from '../../failure-message';
import '../../public-catalogue';
import { SendButton } from '../../../../components/send-button';
import { useSendOnce } from '../../../../lib/use-send-once';
import { LinkFailure } from '../link-failure';
import { PublicPanel } from '../public-panel';

/** Why a withdrawal link cannot be used: unknown, or the entry was completed meanwhile. */
const LINK_ERROR_CODES = [API_ERROR_CODES.mailLinkInvalid, API_ERROR_CODES.idRegistered] as const;
type LinkErrorCode = (typeof LINK_ERROR_CODES)[number];

/**
 * `/public/pages/entry/terminate?token=…`, from the confirmation mail: withdraws the tentative
 * entry, but only when the visitor says so (mail scanners open links too).
 */
export function EntryTerminatePage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get(MAIL_LINK_TOKEN_PARAM);
  const withdrawal = useWithdrawTrialRegistration();
  // A failure is shown from the mutation's state.
  const sending = useSendOnce(() => (token ? withdrawal.mutateAsync({ token }).catch(() => undefined) : undefined));

  const failedCode: LinkErrorCode | undefined = token
    ? LINK_ERROR_CODES.find((code) => code === apiErrorCodeOf(withdrawal.error))
    : API_ERROR_CODES.mailLinkInvalid;
  if (failedCode !== undefined) {
    return (
      <LinkFailure
        heading={t('public.entryTerminate.failedHeading')}
        message={t(`public.entryTerminate.errors.${failedCode}`)}
        links={[{ to: '/login', label: t('public.layout.toLogin') }]}
      />
    );
  }
  if (withdrawal.isSuccess) {
    return (
      <PublicPanel heading={t('public.entryTerminate.doneHeading')} focusHeading>
        <Stack spacing={1} role="status">
          <Typography>{t('public.entryTerminate.doneBody')}</Typography>
          <Typography>{t('public.entryTerminate.applyAgain')}</Typography>
        </Stack>
        <Stack direction="row" spacing={3}>
          <TextLink to={MAIL_LINK_PATHS.trialEntryConfirmation}>{t('public.entryConfirmation.toEntry')}</TextLink>
          <TextLink to="/login">{t('public.layout.toLogin')}</TextLink>
        </Stack>
      </PublicPanel>
    );
  }
  return (
    <PublicPanel heading={t('public.entryTerminate.heading')}>
      <Stack spacing={1}>
        <Typography>{t('public.entryTerminate.lead')}</Typography>
        <Typography>{t('public.entryTerminate.confirm')}</Typography>
      </Stack>
      {withdrawal.error !== null && <InlineError>{publicFailureMessage(withdrawal.error)}</InlineError>}
      <SendButton
        variant="contained"
        color="error"
        size="large"
        busy={sending.busy}
        onClick={() => void sending.run()}
        sx={{ alignSelf: { sm: 'flex-start' } }}
      >
        {sending.busy ? t('public.entryTerminate.submitting') : t('public.entryTerminate.submit')}
      </SendButton>
    </PublicPanel>
  );
}
