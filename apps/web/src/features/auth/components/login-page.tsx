import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { API_ERROR_CODES, type LoginRequest, loginRequestSchema } from '@tvcm/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { LoadingOverlay } from '../../../components/loading-overlay';
import { Logo } from '../../../components/logo';
import { TextInputField } from '../../../components/text-input-field';
import { toMessageCode } from '../../../lib/error-message';
import type { MessageCode } from '../../../lib/i18n';
import { zodErrorMap } from '../../../lib/zod-error-map';
import { useCreateSession } from '../api/create-session';
import { useSession } from '../api/get-session';
import { safeRedirect } from '../safe-redirect';

/** Failures this page explains itself; everything else gets the generic messages of SPEC.md §8. */
const LOGIN_MESSAGES: readonly MessageCode[] = [API_ERROR_CODES.invalidCredentials, API_ERROR_CODES.tooManyRequests];

const HEADING_ID = 'login-heading';

export function LoginPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  // No retries: a user facing the form should not wait through back-offs before seeing it.
  const session = useSession({ retry: false });
  const createSession = useCreateSession();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema, { error: zodErrorMap }),
    defaultValues: { account: '', password: '' },
  });

  // One rule for both cases: a session found on arrival, or one just created by this form
  // (the mutation writes it into the session query), sends the user on.
  if (session.isSuccess) return <Navigate to={safeRedirect(searchParams.get('redirect'))} replace />;
  if (session.isPending) return <LoadingOverlay />;

  const { ref: accountRef, ...accountField } = register('account');
  const { ref: passwordRef, ...passwordField } = register('password');
  const submit = handleSubmit((values) => createSession.mutate(values));

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
      <Paper component="section" aria-labelledby={HEADING_ID} variant="outlined" sx={{ width: '100%', maxWidth: 440, p: 4 }}>
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
          {createSession.isError && (
            <Alert severity="error" role="alert">
              {t(`errors.${toMessageCode(createSession.error, { handled: LOGIN_MESSAGES })}`)}
            </Alert>
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
          <Button type="submit" variant="contained" size="large" disabled={createSession.isPending} fullWidth>
            {createSession.isPending ? t('login.submitting') : t('login.submit')}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
