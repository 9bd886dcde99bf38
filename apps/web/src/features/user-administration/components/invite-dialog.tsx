import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import {
  type FunctionLicenceCode,
  INVITATION_LINK_TTL_HOURS,
  type InviteUserRequest,
  inviteUserRequestSchema,
  ROLE_IDS,
} from '@tvcm/contracts';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { InlineError } from '../../../components/inline-error';
import { SendButton } from '../../../components/send-button';
import { TextInputField } from '../../../components/text-input-field';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toasts';
import { useSendOnce } from '../../../lib/use-send-once';
import { useInviteUser } from '../api/invite-user';
import { userAdminRefusal } from '../api/user-admin-refusal';
import { inviteFormErrorMap } from './invite-form-error-map';
import { LicenceField } from './licence-field';
import { refusalMessage } from './refusal-message';
import { RoleField } from './role-field';

interface InviteDialogProps {
  /** Counts the openings: each one starts from an empty form; 0 until the first. */
  opening: number;
  open: boolean;
  companyLicences: readonly FunctionLicenceCode[];
  onClose: () => void;
}

/** Invites a user by mail: the address, their name, role and the company's licences they get. */
export function InviteDialog({ opening, open, companyLicences, onClose }: InviteDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('userAdministration.form.inviteTitle')}</DialogTitle>
      {opening > 0 && <InviteForm key={opening} companyLicences={companyLicences} onClose={onClose} />}
    </Dialog>
  );
}

type InviteValues = z.input<typeof inviteUserRequestSchema>;

function InviteForm({ companyLicences, onClose }: Omit<InviteDialogProps, 'opening' | 'open'>) {
  const { t } = useTranslation();
  const invite = useInviteUser();
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<InviteValues, unknown, InviteUserRequest>({
    defaultValues: { account: '', name: '', roleId: ROLE_IDS.generalUser, licences: [] },
    resolver: zodResolver(inviteUserRequestSchema, { error: inviteFormErrorMap }),
  });
  const { ref: accountRef, ...accountField } = register('account');
  const { ref: nameRef, ...nameField } = register('name');
  const refusal = userAdminRefusal(invite.error);

  const submit = handleSubmit(async (request) => {
    try {
      await invite.mutateAsync(request);
      showToast('success', t('userAdministration.form.invited', { account: request.account }));
      onClose();
    } catch (error) {
      // An address already in use is the address field's fault: said there, and focused.
      const failed = userAdminRefusal(error);
      if (failed?.kind === 'accountTaken') {
        setError('account', { message: refusalMessage(t, failed) }, { shouldFocus: true });
      }
    }
  });

  const sending = useSendOnce(submit);

  return (
    <Box component="form" noValidate onSubmit={sending.submit}>
      <DialogContent sx={{ pt: 1 }}>
        <Stack spacing={2.5}>
          <DialogContentText>{t('userAdministration.form.inviteLead', { hours: INVITATION_LINK_TTL_HOURS })}</DialogContentText>
          <TextInputField
            {...accountField}
            inputRef={accountRef}
            label={t('userAdministration.form.account')}
            type="email"
            autoComplete="off"
            required
            fullWidth
            errorMessage={errors.account?.message}
          />
          <TextInputField
            {...nameField}
            inputRef={nameRef}
            label={t('userAdministration.form.name')}
            autoComplete="off"
            required
            fullWidth
            errorMessage={errors.name?.message}
          />
          <Controller
            control={control}
            name="roleId"
            render={({ field: { value, onChange, onBlur, ref } }) => (
              <RoleField value={value} onChange={onChange} onBlur={onBlur} inputRef={ref} />
            )}
          />
          <Controller
            control={control}
            name="licences"
            render={({ field: { value, onChange, onBlur, ref } }) => (
              <LicenceField companyLicences={companyLicences} value={value} onChange={onChange} onBlur={onBlur} inputRef={ref} />
            )}
          />
          {refusal && refusal.kind !== 'accountTaken' && <InlineError>{refusalMessage(t, refusal)}</InlineError>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sending.busy}>
          {t('userAdministration.form.cancel')}
        </Button>
        <SendButton type="submit" variant="contained" busy={sending.busy}>
          {sending.busy ? t('userAdministration.form.inviting') : t('userAdministration.form.submitInvite')}
        </SendButton>
      </DialogActions>
    </Box>
  );
}
