import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { CompanyUser, FunctionLicenceCode, RoleId, UpdateCompanyUserRequest } from '@tvcm/contracts';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { InlineError } from '../../../components/inline-error';
import { SendButton } from '../../../components/send-button';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toasts';
import { useSendOnce } from '../../../lib/use-send-once';
import { useUpdateCompanyUser } from '../api/update-company-user';
import { userAdminRefusal } from '../api/user-admin-refusal';
import { inLicenceOrder } from '../licences';
import { LicenceField } from './licence-field';
import { refusalMessage } from './refusal-message';
import { RoleField } from './role-field';

export interface EditUserDialogProps {
  /** The user to edit; null while closed. */
  user: CompanyUser | null;
  /** Counts the openings: each one starts from the user as they are then. */
  opening: number;
  companyLicences: readonly FunctionLicenceCode[];
  onClose: () => void;
}

/** Changes a user's role and the licences given to them. */
export function EditUserDialog({ user, opening, companyLicences, onClose }: EditUserDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  // The user stays on screen while the dialog fades out.
  const [shown, setShown] = useState(user);
  if (user && user !== shown) setShown(user);
  return (
    <Dialog open={user !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('userAdministration.form.editTitle')}</DialogTitle>
      {shown && opening > 0 && <EditUserForm key={opening} user={shown} companyLicences={companyLicences} onClose={onClose} />}
    </Dialog>
  );
}

interface EditValues {
  roleId: RoleId;
  licences: FunctionLicenceCode[];
}

const sameLicences = (a: readonly FunctionLicenceCode[], b: readonly FunctionLicenceCode[]) =>
  a.length === b.length && a.every((code) => b.includes(code));

/** Only what changed is sent: the server records each change as a line of the history. */
function changesOf(user: CompanyUser, values: EditValues): UpdateCompanyUserRequest {
  return {
    ...(values.roleId !== user.roleId ? { roleId: values.roleId } : {}),
    ...(sameLicences(values.licences, user.licences) ? {} : { licences: values.licences }),
  };
}

function EditUserForm({ user, companyLicences, onClose }: { user: CompanyUser } & Omit<EditUserDialogProps, 'user' | 'opening'>) {
  const { t } = useTranslation();
  const update = useUpdateCompanyUser();
  const { control, handleSubmit, watch } = useForm<EditValues>({
    defaultValues: { roleId: user.roleId, licences: inLicenceOrder(user.licences) },
  });
  const changes = changesOf(user, watch());
  const unchanged = Object.keys(changes).length === 0;
  const refusal = userAdminRefusal(update.error);

  const submit = handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ userId: user.id, request: changesOf(user, values) });
      showToast('success', t('userAdministration.form.saved', { name: user.name }));
      onClose();
    } catch {
      // A refusal is shown below from the mutation's state; anything else was the query client's toast.
    }
  });

  const sending = useSendOnce(submit);

  return (
    <Box component="form" noValidate onSubmit={sending.submit}>
      <DialogContent sx={{ pt: 1 }}>
        <Stack spacing={2.5}>
          <DialogContentText sx={{ overflowWrap: 'anywhere' }}>
            {t('userAdministration.form.who', { name: user.name, account: user.account })}
          </DialogContentText>
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
          {refusal && <InlineError>{refusalMessage(t, refusal)}</InlineError>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sending.busy}>
          {t('userAdministration.form.cancel')}
        </Button>
        <SendButton type="submit" variant="contained" busy={sending.busy} disabled={unchanged}>
          {sending.busy ? t('userAdministration.form.saving') : t('userAdministration.form.submitEdit')}
        </SendButton>
      </DialogActions>
    </Box>
  );
}
