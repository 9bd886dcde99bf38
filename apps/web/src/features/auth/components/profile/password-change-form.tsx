import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { User } from '@tvcm/contracts';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { PasswordRules } from '../../../../components/password-rules';
import { SendButton } from '../../../../components/send-button';
import { TextInputField } from '../../../../components/text-input-field';
import { useTranslation } from '../../../../lib/i18n';
import { showToast } from '../../../../lib/toasts';
import { useSendOnce } from '../../../../lib/use-send-once';
import { isCurrentPasswordWrong, useChangeOwnPassword } from '../../api/change-own-password';
import { type PasswordChangeValues, passwordChangeErrorMap, passwordChangeFormSchema } from './password-change-schema';
import { ProfileSection } from './profile-section';

const EMPTY: PasswordChangeValues = { currentPassword: '', newPassword: '', newPasswordConfirmation: '' };

/** Changes the user's own password; the current one is asked for, and the user's other sessions end. */
export function PasswordChangeForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const rulesId = useId();
  const change = useChangeOwnPassword(user.id);
  const schema = useMemo(() => passwordChangeFormSchema(user.account), [user.account]);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    trigger,
    getFieldState,
    formState: { errors },
  } = useForm<PasswordChangeValues>({
    resolver: zodResolver(schema, { error: passwordChangeErrorMap }),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const field = (name: keyof PasswordChangeValues, options: Parameters<typeof register>[1] = {}) => {
    const { ref, ...rest } = register(name, options);
    return { ...rest, inputRef: ref, type: 'password', required: true, fullWidth: true, errorMessage: errors[name]?.message };
  };

  const submit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      reset(EMPTY);
      showToast('success', t('profile.password.changed'));
    } catch (error) {
      if (isCurrentPasswordWrong(error)) {
        setError('currentPassword', { message: t('profile.password.currentWrong') }, { shouldFocus: true });
      }
    }
  });

  const sending = useSendOnce(submit);

  return (
    <ProfileSection title={t('profile.passwordHeading')}>
      <Stack component="form" noValidate onSubmit={sending.submit} spacing={2.5} sx={{ maxWidth: 480 }}>
        <Typography variant="body2" color="text.secondary">
          {t('profile.password.lead')}
        </Typography>
        {/* Lets password managers store the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={user.account} readOnly hidden />
        <TextInputField {...field('currentPassword')} label={t('profile.password.current')} autoComplete="current-password" />
        <PasswordRules id={rulesId} />
        <TextInputField
          {...field('newPassword', {
            // The confirmation is compared again once the user has been there, not before.
            onChange: () => {
              if (getFieldState('newPasswordConfirmation').isTouched) void trigger('newPasswordConfirmation');
            },
          })}
          label={t('profile.password.new')}
          autoComplete="new-password"
          describedBy={rulesId}
        />
        <TextInputField
          {...field('newPasswordConfirmation')}
          label={t('profile.password.confirmation')}
          autoComplete="new-password"
        />
        <SendButton type="submit" variant="contained" busy={sending.busy} sx={{ alignSelf: 'flex-start' }}>
          {sending.busy ? t('profile.password.submitting') : t('profile.password.submit')}
        </SendButton>
      </Stack>
    </ProfileSection>
  );
}
