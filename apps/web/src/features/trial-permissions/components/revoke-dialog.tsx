import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { TrialCompany } from '@tvcm/contracts';
import { useId, useState } from 'react';
import { SendButton } from '../../../components/send-button';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toasts';
import { useSendOnce } from '../../../lib/use-send-once';
import { useRevokeTrialGrant } from '../api/revoke-trial-grant';
import { periodText } from '../format';
import { closeOnRefusal } from './close-on-refusal';

interface RevokeDialogProps {
  /** The trial company whose grant to revoke; null while closed. */
  company: TrialCompany | null;
  onClose: () => void;
}

/** Asks before a grant ends: the trial company loses the station from its next search, its applications sent stay. */
export function RevokeDialog({ company, onClose }: RevokeDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const messageId = useId();
  const revoke = useRevokeTrialGrant();
  // The company stays on screen while the dialog fades out.
  const [shown, setShown] = useState(company);
  if (company && company !== shown) setShown(company);

  const confirm = async () => {
    if (!company) return;
    try {
      await revoke.mutateAsync(company.code);
      showToast('success', t('trialPermissions.revoke.done', { name: company.name }));
      onClose();
    } catch (error) {
      closeOnRefusal(error, t, onClose);
    }
  };

  const sending = useSendOnce(confirm);

  const grant = shown?.grant;
  return (
    <Dialog
      open={company !== null}
      onClose={sending.busy ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={messageId}
    >
      <DialogTitle id={titleId}>{t('trialPermissions.revoke.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>
          {shown && grant
            ? t('trialPermissions.revoke.message', {
                name: shown.name,
                code: shown.code,
                scope: t(`trialPermissions.scopes.${grant.scope}`),
                period: periodText(t, grant.validFrom, grant.validUntil),
              })
            : null}
        </DialogContentText>
        <DialogContentText sx={{ mt: 1.5 }}>{t('trialPermissions.revokeNote')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sending.busy} autoFocus>
          {t('trialPermissions.revoke.cancel')}
        </Button>
        <SendButton color="error" variant="contained" busy={sending.busy} onClick={() => void sending.run()}>
          {sending.busy ? t('trialPermissions.revoke.confirming') : t('trialPermissions.revoke.confirm')}
        </SendButton>
      </DialogActions>
    </Dialog>
  );
}
