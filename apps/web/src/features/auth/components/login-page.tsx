import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { API_ERROR_CODES, type LoginRequest, MAIL_LINK_PATHS } from '@tvcm/contracts';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { InlineError } from '../../../components/inline-error';
import { LoadingOverlay } from '../../../components/loading-overlay';
import { Logo } from '../../../components/logo';
import { SendButton } from '../../../components/send-button';
import { TextInputField } from '../../../components/text-input-field';
import { TextLink } from '../../../components/text-link';
import { useDocumentTitle } from '../../../lib/document-title';
import { toMessageCode } from '../../../lib/error-message';
import { type MessageCode, useTranslation } from '../../../lib/i18n';
import { useSendOnce } from '../../../lib/use-send-once';
import { createSession } from '../api/create-session';
import { getSession } from '../api/fetch-session';
import { safeRedirect } from '../safe-redirect';
import { type LoginFieldErrors, loginFieldErrors } from './login-form-rules';

/** Failures this page explains itself; everything else gets the generic messages of SPEC.md §8. */
const LOGIN_MESSAGES: readonly MessageCode[] = [API_ERROR_CODES.invalidCredentials, API_ERROR_CODES.tooManyRequests];

const HEADING_ID = 'login-heading';

export function LoginPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('login.heading'));
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const target = safeRedirect(searchParams.get('redirect'));
  const [checkingSession, setCheckingSession] = useState(true);
  const [values, setValues] = useState<LoginRequest>({ account: '', password: '' });
  const [errors, setErrors] = useState<LoginFieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitError, setSubmitError] = useState<unknown>(null);
  const accountRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  // Someone already logged in goes straight on. The page calls its two endpoints directly: the
  // query cache belongs to the logged-in pages, and the login page stays light without it.
  useEffect(() => {
    let current = true;
    getSession().then(
      () => current && navigate(target, { replace: true }),
      () => current && setCheckingSession(false),
    );
    return () => {
      current = false;
    };
  }, [navigate, target]);

  const sending = useSendOnce(async () => {
    setSubmitted(true);
    const found = loginFieldErrors(values, t);
    setErrors(found);
    if (found.account || found.password) {
      (found.account ? accountRef : passwordRef).current?.focus();
      return;
    }
    setSubmitError(null);
    try {
      await createSession({ account: values.account.trim(), password: values.password });
      navigate(target, { replace: true });
    } catch (error) {
      setSubmitError(error);
    }
  });

  if (checkingSession) return <LoadingOverlay />;

  // After the first attempt, messages follow the input as the user corrects it.
  const change = (field: keyof LoginRequest) => (event: { target: { value: string } }) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (submitted) setErrors(loginFieldErrors(next, t));
  };

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
      <Box
        component="section"
        aria-labelledby={HEADING_ID}
        sx={{
          width: '100%',
          maxWidth: 440,
          p: 4,
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        <Stack component="form" noValidate onSubmit={sending.submit} spacing={3}>
          <Stack spacing={1} sx={{ alignItems: 'center' }}>
            <Logo size={56} />
            <Typography id={HEADING_ID} component="h1" variant="h5">
              {t('login.heading')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('login.lead')}
            </Typography>
          </Stack>
          {submitError !== null && (
            <InlineError>{t(`errors.${toMessageCode(submitError, { handled: LOGIN_MESSAGES })}`)}</InlineError>
          )}
          <TextInputField
            name="account"
            value={values.account}
            onChange={change('account')}
            inputRef={accountRef}
            label={t('login.account')}
            type="email"
            autoComplete="username"
            required
            fullWidth
            errorMessage={errors.account}
          />
          <TextInputField
            name="password"
            value={values.password}
            onChange={change('password')}
            inputRef={passwordRef}
            label={t('login.password')}
            type="password"
            autoComplete="current-password"
            required
            fullWidth
            errorMessage={errors.password}
          />
          <SendButton type="submit" variant="contained" size="large" busy={sending.busy} fullWidth>
            {sending.busy ? t('login.submitting') : t('login.submit')}
          </SendButton>
          <Stack direction="row" spacing={3} sx={{ justifyContent: 'center', flexWrap: 'wrap' }}>
            <TextLink to={MAIL_LINK_PATHS.passwordReset}>{t('login.forgotPassword')}</TextLink>
            <TextLink to={MAIL_LINK_PATHS.trialEntryConfirmation}>{t('login.applyForTrial')}</TextLink>
          </Stack>
        </Stack>
      </Box>
    </Box>
  );
}
