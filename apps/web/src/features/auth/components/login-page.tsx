import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ACCOUNT_MAX_LENGTH, API_ERROR_CODES, type LoginRequest, PASSWORD_RULES } from '@tvcm/contracts';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { InlineError } from '../../../components/inline-error';
import { LoadingOverlay } from '../../../components/loading-overlay';
import { Logo } from '../../../components/logo';
import { TextInputField } from '../../../components/text-input-field';
import { toMessageCode } from '../../../lib/error-message';
import type { MessageCode } from '../../../lib/i18n';
import { createSession } from '../api/create-session';
import { getSession } from '../api/fetch-session';
import { safeRedirect } from '../safe-redirect';

/** Failures this page explains itself; everything else gets the generic messages of SPEC.md §8. */
const LOGIN_MESSAGES: readonly MessageCode[] = [API_ERROR_CODES.invalidCredentials, API_ERROR_CODES.tooManyRequests];

const HEADING_ID = 'login-heading';

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const target = safeRedirect(searchParams.get('redirect'));
  const [checkingSession, setCheckingSession] = useState(true);
  const [submitError, setSubmitError] = useState<unknown>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginRequest>({ defaultValues: { account: '', password: '' } });

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

  if (checkingSession) return <LoadingOverlay />;

  // The login form checks with react-hook-form's own rules, from the contract's limits, instead
  // of the zod schema: zod would be the biggest part of the login page's first load, and the
  // server validates against the schema anyway.
  const required = t('validation.required');
  const { ref: accountRef, ...accountField } = register('account', {
    validate: (value) => value.trim().length > 0 || required,
    maxLength: { value: ACCOUNT_MAX_LENGTH, message: t('validation.maxLength', { max: ACCOUNT_MAX_LENGTH }) },
  });
  const { ref: passwordRef, ...passwordField } = register('password', {
    required,
    maxLength: { value: PASSWORD_RULES.maxLength, message: t('validation.maxLength', { max: PASSWORD_RULES.maxLength }) },
  });
  const submit = handleSubmit(async (values) => {
    setSubmitError(null);
    try {
      await createSession(values);
      navigate(target, { replace: true });
    } catch (error) {
      setSubmitError(error);
    }
  });

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
        <Stack component="form" noValidate onSubmit={submit} spacing={3}>
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
            {...accountField}
            inputRef={accountRef}
            label={t('login.account')}
            type="email"
            autoComplete="username"
            required
            fullWidth
            errorMessage={errors.account?.message}
          />
          <TextInputField
            {...passwordField}
            inputRef={passwordRef}
            label={t('login.password')}
            type="password"
            autoComplete="current-password"
            required
            fullWidth
            errorMessage={errors.password?.message}
          />
          <Button type="submit" variant="contained" size="large" disabled={isSubmitting} fullWidth>
            {isSubmitting ? t('login.submitting') : t('login.submit')}
          </Button>
        </Stack>
      </Box>
    </Box>
  );
}
