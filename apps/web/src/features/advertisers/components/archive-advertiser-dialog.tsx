import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { Advertiser } from '@tvcm/contracts';
import { useId, useState } from 'react';
import { SendButton } from '../../../components/send-button';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toasts';
import { useSendOnce } from '../../../lib/use-send-once';
import { isAdvertiserGone, useArchiveAdvertiser } from '../api/archive-advertiser';

interface ArchiveAdvertiserDialogProps {
  /** The advertiser to archive; null while closed. */
  advertiser: Advertiser | null;
  onClose: () => void;
}

/** Asks before an advertiser leaves the list: its code stays taken, and its bookings stay. */
export function ArchiveAdvertiserDialog({ advertiser, onClose }: ArchiveAdvertiserDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const messageId = useId();
  const archive = useArchiveAdvertiser();
  // The name stays on screen while the dialog fades out.
  const [shown, setShown] = useState(advertiser);
  if (advertiser && advertiser !== shown) setShown(advertiser);

  const confirm = async () => {
    if (!advertiser) return;
    try {
      await archive.mutateAsync(advertiser.id);
      showToast('success', t('advertisers.archive.done'));
      onClose();
    } catch (error) {
      // Archived meanwhile: the list has been asked for again; other failures are the query client's toast.
      if (isAdvertiserGone(error)) {
        showToast('error', t('advertisers.gone'));
        onClose();
      }
    }
  };

  const sending = useSendOnce(confirm);

  return (
    <Dialog
      open={advertiser !== null}
      onClose={sending.busy ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={messageId}
    >
      <DialogTitle id={titleId}>{t('advertisers.archive.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>
          {shown ? t('advertisers.archive.message', { name: shown.name, code: shown.code }) : null}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sending.busy} autoFocus>
          {t('advertisers.archive.cancel')}
        </Button>
        <SendButton color="error" variant="contained" busy={sending.busy} onClick={() => void sending.run()}>
          {sending.busy ? t('advertisers.archive.confirming') : t('advertisers.archive.confirm')}
        </SendButton>
      </DialogActions>
    </Dialog>
  );
}
