import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DISPLAY_NAME_MAX_LENGTH, type UpdateUserRequest, type User, updateUserRequestSchema } from '@tvcm/contracts';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { SendButton } from '../../../../components/send-button';
import { TextInputField } from '../../../../components/text-input-field';
import { useTranslation } from '../../../../lib/i18n';
import { showToast } from '../../../../lib/toasts';
import { useSendOnce } from '../../../../lib/use-send-once';
import { zodErrorMap } from '../../../../lib/zod-error-map';
import { useUpdateUser } from '../../api/update-user';
import { ProfileSection } from './profile-section';

type DisplayNameValues = z.input<typeof updateUserRequestSchema>;

/** Edits the display name, checked against the contract's schema (zod stays in this page's chunk). */
export function DisplayNameForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const update = useUpdateUser(user.id);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<DisplayNameValues, unknown, UpdateUserRequest>({
    defaultValues: { name: user.name },
    resolver: zodResolver(updateUserRequestSchema, { error: zodErrorMap }),
  });
  const { ref, ...nameField } = register('name');

  const submit = handleSubmit(async (changes) => {
    const saved = await update.mutateAsync(changes).catch(() => undefined);
    if (!saved) return;
    reset({ name: saved.name });
    showToast('success', t('profile.saved'));
  });

  const sending = useSendOnce(submit);

  return (
    <ProfileSection title={t('profile.displayNameHeading')}>
      <Stack component="form" noValidate onSubmit={sending.submit} spacing={2} sx={{ maxWidth: 480 }}>
        <TextInputField
          {...nameField}
          inputRef={ref}
          label={t('profile.displayName')}
          autoComplete="name"
          required
          fullWidth
          errorMessage={errors.name?.message}
        />
        <Typography variant="body2" color="text.secondary">
          {t('profile.displayNameHint', { max: DISPLAY_NAME_MAX_LENGTH })}
        </Typography>
        <SendButton type="submit" variant="contained" busy={sending.busy} disabled={!isDirty} sx={{ alignSelf: 'flex-start' }}>
          {sending.busy ? t('profile.saving') : t('profile.save')}
        </SendButton>
      </Stack>
    </ProfileSection>
  );
}
