import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type TrialConfirmationMailRequest, trialConfirmationMailRequestSchema } from '@tvcm/contracts';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { InlineError } from '../../../../components/inline-error';
import { SendButton } from '../../../../components/send-button';
import { TextInputField } from '../../../../components/text-input-field';
import { useTranslation } from '../../../../lib/i18n';
import { useSendOnce } from '../../../../lib/use-send-once';
import { useResendTrialConfirmationMail } from '../../api/resend-trial-confirmation-mail';
import { publicFailureMessage } from '../../failure-message';
import { publicErrorMap } from '../../public-error-map';

interface ResendConfirmationDialogProps {
  open: boolean;
  onClose: () => void;
  /** The address the page already knows (the one just entered), so the visitor need not type it again. */
  initialEmail?: string | undefined;
}

/**
 * Asks for the confirmation mail of a tentative entry again. The answer is the same whether or not
 * the address has an entry waiting, so the dialog cannot be used to find out who applied.
 */
export function ResendConfirmationDialog({ open, onClose, initialEmail }: ResendConfirmationDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      {/* The dialog's content unmounts while it is closed, so every opening starts afresh. */}
      <ResendConfirmationForm titleId={titleId} onClose={onClose} initialEmail={initialEmail} />
    </Dialog>
  );
}

function ResendConfirmationForm({
  titleId,
  onClose,
  initialEmail,
}: {
  titleId: string;
  onClose: () => void;
  initialEmail?: string | undefined;
}) {
  const { t } = useTranslation();
  const resend = useResendTrialConfirmationMail();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TrialConfirmationMailRequest>({
    resolver: zodResolver(trialConfirmationMailRequestSchema, { error: publicErrorMap }),
    mode: 'onTouched',
    defaultValues: { email: initialEmail ?? '' },
  });
  const { ref: emailRef, ...emailField } = register('email');
  const submit = handleSubmit(async (values) => {
    try {
      await resend.mutateAsync(values);
    } catch {
      // Shown from the mutation's state.
    }
  });

  const sending = useSendOnce(submit);

  if (resend.isSuccess) {
    return (
      <>
        <DialogTitle id={titleId}>{t('public.resend.heading')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} role="status">
            <Typography>{t('public.resend.sentBody')}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t('public.resend.sentNotArrived')}
            </Typography>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} variant="contained" autoFocus>
            {t('public.resend.close')}
          </Button>
        </DialogActions>
      </>
    );
  }
  return (
    <form
      noValidate
      onSubmit={(event) => {
        // The dialog sits inside the entry form in React's tree, where a submit event still
        // bubbles through the portal: without this, it would submit the entry form too.
        event.stopPropagation();
        void sending.submit(event);
      }}
    >
      <DialogTitle id={titleId}>{t('public.resend.heading')}</DialogTitle>
      <DialogContent>
        <Stack spacing={3}>
          <Typography>{t('public.resend.lead')}</Typography>
          <TextInputField
            {...emailField}
            inputRef={emailRef}
            label={t('public.resend.email')}
            type="email"
            autoComplete="email"
            required
            fullWidth
            autoFocus
            errorMessage={errors.email?.message}
          />
          {resend.error !== null && <InlineError>{publicFailureMessage(resend.error)}</InlineError>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sending.busy}>
          {t('public.resend.cancel')}
        </Button>
        <SendButton type="submit" variant="contained" busy={sending.busy}>
          {sending.busy ? t('public.resend.submitting') : t('public.resend.submit')}
        </SendButton>
      </DialogActions>
    </form>
  );
}
