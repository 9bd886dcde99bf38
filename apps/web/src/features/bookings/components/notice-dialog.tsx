import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { type NoticeRequest, noticeRequestSchema } from '@tvcm/contracts';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { SendButton } from '../../../components/send-button';
import { TextInputField } from '../../../components/text-input-field';
import { useSendOnce } from '../../../lib/use-send-once';
import { zodErrorMap } from '../../../lib/zod-error-map';

export interface NoticeDialogProps {
  open: boolean;
  title: string;
  description: string;
  messageLabel: string;
  confirmLabel: string;
  cancelLabel: string;
  /** Saying no (a cancellation, declining all) rather than yes. */
  destructive?: boolean;
  pending: boolean;
  onClose: () => void;
  /** Resolves `true` when the notice went out; the covering message is then cleared. */
  onConfirm: (request: NoticeRequest) => Promise<boolean>;
}

type NoticeValues = z.input<typeof noticeRequestSchema>;

/**
 * Asks before a step that cannot be undone (a notice, a cancellation), with an optional covering
 * message to the other side. The dialog stays mounted while closed, so a message written before a
 * refusal is still there when it opens again.
 */
export function NoticeDialog(props: NoticeDialogProps) {
  const { open, title, description, messageLabel, confirmLabel, cancelLabel, destructive = false, pending } = props;
  const titleId = useId();
  const descriptionId = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<NoticeValues, unknown, NoticeRequest>({
    defaultValues: { message: '' },
    resolver: zodResolver(noticeRequestSchema, { error: zodErrorMap }),
  });
  const { ref, ...messageField } = register('message');

  const sending = useSendOnce(
    handleSubmit(async (request) => {
      if (await props.onConfirm(request)) reset({ message: '' });
    }),
  );
  const busy = pending || sending.busy;

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : props.onClose}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      maxWidth="sm"
      fullWidth
      keepMounted
    >
      <Stack component="form" noValidate onSubmit={sending.submit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText id={descriptionId}>{description}</DialogContentText>
            <TextInputField
              {...messageField}
              inputRef={ref}
              label={messageLabel}
              multiline
              minRows={3}
              fullWidth
              errorMessage={errors.message?.message}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose} disabled={busy}>
            {cancelLabel}
          </Button>
          <SendButton type="submit" variant="contained" color={destructive ? 'error' : 'primary'} busy={busy}>
            {confirmLabel}
          </SendButton>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
