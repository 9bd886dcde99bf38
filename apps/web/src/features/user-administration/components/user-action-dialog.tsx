import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type CompanyUser, INVITATION_LINK_TTL_HOURS } from '@tvcm/contracts';
import { useId, useState } from 'react';
import { InlineError } from '../../../components/inline-error';
import { SendButton } from '../../../components/send-button';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toasts';
import { useSendOnce } from '../../../lib/use-send-once';
import { useDeactivateUser } from '../api/deactivate-user';
import { useReactivateUser } from '../api/reactivate-user';
import { useResendInvitation } from '../api/resend-invitation';
import { useSendPasswordResetMail } from '../api/send-password-reset-mail';
import { type UserAdminRefusal, userAdminRefusal } from '../api/user-admin-refusal';
import { refusalMessage } from './refusal-message';
import type { ConfirmedUserAction } from './user-row-actions';

export interface PendingUserAction {
  user: CompanyUser;
  action: ConfirmedUserAction;
}

interface UserActionDialogProps {
  /** What is about to be done to whom; null while closed. */
  pending: PendingUserAction | null;
  onClose: () => void;
}

/** The writes for each confirmation, all mounted so the dialog can run whichever it was opened for. */
function useUserActionWrites() {
  const writes = {
    deactivate: useDeactivateUser(),
    reactivate: useReactivateUser(),
    passwordReset: useSendPasswordResetMail(),
    resendInvitation: useResendInvitation(),
  } as const;
  return writes;
}

/**
 * Asks before deactivating (the user's sessions end at once), reactivating, or mailing a user; a
 * refusal (the last administrator, oneself) is said here, where it was caused.
 */
export function UserActionDialog({ pending, onClose }: UserActionDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const messageId = useId();
  const writes = useUserActionWrites();
  // What was asked stays on screen while the dialog fades out.
  const [shown, setShown] = useState(pending);
  const [refusal, setRefusal] = useState<UserAdminRefusal | null>(null);
  if (pending && pending !== shown) {
    setShown(pending);
    // A new confirmation starts without the last one's refusal.
    setRefusal(null);
  }
  const write = shown ? writes[shown.action] : null;

  const confirm = async () => {
    if (!pending || !write) return;
    try {
      await write.mutateAsync(pending.user.id);
      showToast('success', t(`userAdministration.confirm.${pending.action}.done`, { name: pending.user.name }));
      onClose();
    } catch (error) {
      // Anything but a refusal was the query client's toast.
      setRefusal(userAdminRefusal(error));
    }
  };

  const sending = useSendOnce(confirm);

  const texts = shown
    ? {
        title: t(`userAdministration.confirm.${shown.action}.title`),
        message: t(`userAdministration.confirm.${shown.action}.message`, {
          name: shown.user.name,
          account: shown.user.account,
        }),
        note: t(`userAdministration.confirm.${shown.action}.note`, { hours: INVITATION_LINK_TTL_HOURS }),
        confirm: t(`userAdministration.confirm.${shown.action}.confirm`),
      }
    : null;
  return (
    <Dialog
      open={pending !== null}
      onClose={sending.busy ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={messageId}
    >
      <DialogTitle id={titleId}>{texts?.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId} sx={{ overflowWrap: 'anywhere' }}>
          {texts?.message}
        </DialogContentText>
        <DialogContentText sx={{ mt: 1.5 }}>{texts?.note}</DialogContentText>
        {refusal && (
          <DialogContentText component="div" sx={{ mt: 2 }}>
            <InlineError>{refusalMessage(t, refusal)}</InlineError>
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sending.busy} autoFocus>
          {t('userAdministration.confirm.cancel')}
        </Button>
        <SendButton
          color={shown?.action === 'deactivate' ? 'error' : 'primary'}
          variant="contained"
          busy={sending.busy}
          onClick={() => void sending.run()}
        >
          {sending.busy ? t('userAdministration.confirm.sending') : texts?.confirm}
        </SendButton>
      </DialogActions>
    </Dialog>
  );
}
