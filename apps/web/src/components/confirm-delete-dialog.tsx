import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useSendOnce } from '../lib/use-send-once';
import { SendButton } from './send-button';

export interface ConfirmDeleteDialogProps {
  /** The dialog's words, from the caller's catalogue part. */
  text: { title: string; body: string; cancel: string; submit: string; submitting: string };
  /** Deletes; true once done, false when refused (the request has said why). */
  onConfirm: () => Promise<boolean>;
  /** After a deletion, or when the user goes back. */
  onClose: () => void;
}

/**
 * Asks before deleting something that cannot be undone (a cart, a plan): going back is the
 * default, the deletion sends once, and the dialog stays while it is under way.
 */
export function ConfirmDeleteDialog({ text, onConfirm, onClose }: ConfirmDeleteDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const sending = useSendOnce(async () => {
    if (await onConfirm()) onClose();
  });

  return (
    <Dialog
      open
      onClose={sending.busy ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{text.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId}>{text.body}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sending.busy} autoFocus>
          {text.cancel}
        </Button>
        <SendButton variant="contained" color="error" onClick={() => void sending.run()} busy={sending.busy}>
          {sending.busy ? text.submitting : text.submit}
        </SendButton>
      </DialogActions>
    </Dialog>
  );
}
