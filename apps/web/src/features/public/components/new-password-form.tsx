import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import {
  isPasswordSameAsAccount,
  type NewPasswordForm as NewPasswordValues,
  newPasswordFormSchema,
  PASSWORD_RULE_IDS,
} from '@tvcm/contracts';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { InlineError } from '../../../components/inline-error';
import { PasswordRules } from '../../../components/password-rules';
import { SendButton } from '../../../components/send-button';
import { TextInputField } from '../../../components/text-input-field';
import { useTranslation } from '../../../lib/i18n';
import { useSendOnce } from '../../../lib/use-send-once';
import { publicErrorMap } from '../public-error-map';

interface NewPasswordFormProps {
  /** The account the password is for: it may not be the password, and password managers file it under it. */
  account: string;
  submitLabel: string;
  submittingLabel: string;
  /** Message of the last failed submission, shown above the button. */
  failure?: string | undefined;
  onSubmit: (password: string) => Promise<void>;
}

/** A new password typed twice, checked against the policy shown above it (trial entry, password reset). */
export function NewPasswordForm({ account, submitLabel, submittingLabel, failure, onSubmit }: NewPasswordFormProps) {
  const { t } = useTranslation();
  const rulesId = useId();
  const schema = useMemo(
    () =>
      newPasswordFormSchema.refine((form) => !isPasswordSameAsAccount(form.password, account), {
        path: ['password'],
        params: { rule: PASSWORD_RULE_IDS.differentFromAccount },
      }),
    [account],
  );
  const {
    register,
    handleSubmit,
    trigger,
    getFieldState,
    formState: { errors },
  } = useForm<NewPasswordValues>({
    resolver: zodResolver(schema, { error: publicErrorMap }),
    mode: 'onTouched',
    defaultValues: { password: '', passwordConfirmation: '' },
  });

  const { ref: passwordRef, ...passwordField } = register('password', {
    // The confirmation is compared again once the visitor has been there, not before.
    onChange: () => {
      if (getFieldState('passwordConfirmation').isTouched) void trigger('passwordConfirmation');
    },
  });
  const { ref: confirmationRef, ...confirmationField } = register('passwordConfirmation');
  const sending = useSendOnce(handleSubmit(({ password }) => onSubmit(password)));

  return (
    <Stack component="form" noValidate onSubmit={sending.submit} spacing={3}>
      {/* Lets password managers store the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={account} readOnly hidden />
      <PasswordRules id={rulesId} />
      <TextInputField
        {...passwordField}
        inputRef={passwordRef}
        label={t('public.password.label')}
        type="password"
        autoComplete="new-password"
        describedBy={rulesId}
        required
        fullWidth
        errorMessage={errors.password?.message}
      />
      <TextInputField
        {...confirmationField}
        inputRef={confirmationRef}
        label={t('public.password.confirmationLabel')}
        type="password"
        autoComplete="new-password"
        required
        fullWidth
        errorMessage={errors.passwordConfirmation?.message}
      />
      {failure !== undefined && <InlineError>{failure}</InlineError>}
      <SendButton type="submit" variant="contained" size="large" busy={sending.busy} sx={{ alignSelf: { sm: 'flex-start' } }}>
        {sending.busy ? submittingLabel : submitLabel}
      </SendButton>
    </Stack>
  );
}
