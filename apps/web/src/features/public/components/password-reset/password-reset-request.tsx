import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type PasswordResetRequest as PasswordResetRequestBody, passwordResetRequestSchema } from '@tvcm/contracts';
import { useForm } from 'react-hook-form';
import { InlineError } from '../../../../components/inline-error';
import { SendButton } from '../../../../components/send-button';
import { TextInputField } from '../../../../components/text-input-field';
import { TextLink } from '../../../../components/text-link';
import { useTranslation } from '../../../../lib/i18n';
import { useSendOnce } from '../../../../lib/use-send-once';
import { useRequestPasswordReset } from '../../api/request-password-reset';
import { publicFailureMessage } from '../../failure-message';
import { publicErrorMap } from '../../public-error-map';
import { PublicPanel } from '../public-panel';

/**
 * The account a reset link should go to. The answer is the same whether or not it exists, so the
 * page cannot be used to find out who has an account.
 */
export function PasswordResetRequest() {
  const { t } = useTranslation();
  const resetRequest = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PasswordResetRequestBody>({
    resolver: zodResolver(passwordResetRequestSchema, { error: publicErrorMap }),
    mode: 'onTouched',
    defaultValues: { account: '' },
  });
  const { ref: accountRef, ...accountField } = register('account');
  const submit = handleSubmit(async (values) => {
    try {
      await resetRequest.mutateAsync(values);
    } catch {
      // Shown from the mutation's state.
    }
  });

  const sending = useSendOnce(submit);

  if (resetRequest.isSuccess) {
    return (
      <PublicPanel heading={t('public.passwordReset.sentHeading')} focusHeading>
        <Typography>{t('public.passwordReset.sentBody')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('public.passwordReset.notArrived')}
        </Typography>
        <TextLink to="/login">{t('public.layout.toLogin')}</TextLink>
      </PublicPanel>
    );
  }
  return (
    <PublicPanel heading={t('public.passwordReset.heading')}>
      <Stack component="form" noValidate onSubmit={sending.submit} spacing={3}>
        <Typography>{t('public.passwordReset.lead')}</Typography>
        <TextInputField
          {...accountField}
          inputRef={accountRef}
          label={t('public.passwordReset.account')}
          type="email"
          autoComplete="username"
          required
          fullWidth
          errorMessage={errors.account?.message}
        />
        {resetRequest.error !== null && <InlineError>{publicFailureMessage(resetRequest.error)}</InlineError>}
        <SendButton type="submit" variant="contained" size="large" busy={sending.busy} sx={{ alignSelf: { sm: 'flex-start' } }}>
          {sending.busy ? t('public.passwordReset.submitting') : t('public.passwordReset.submit')}
        </SendButton>
        <TextLink to="/login">{t('public.layout.toLogin')}</TextLink>
      </Stack>
    </PublicPanel>
  );
}
