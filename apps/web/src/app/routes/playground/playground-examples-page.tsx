import Alert, { type AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CLIENT_ERROR_CODES, TOAST_AUTO_HIDE_MS } from '@tvcm/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PlaygroundSection } from './playground-section';

interface Toast {
  severity: Extract<AlertColor, 'success' | 'error'>;
  message: string;
  /** Restarts the timer when an equal toast replaces the shown one (SPEC.md §4). */
  key: number;
}

const SAMPLE_CART_QUANTITY = 3;

/** `/playground/examples`: the interactive blocks, a toast and a dialog, as the app uses them. */
export function PlaygroundExamplesPage() {
  const { t } = useTranslation();
  // The last toast stays set while it closes, so its exit animation still has something to show.
  const [toast, setToast] = useState<Toast | null>(null);
  const [toastOpen, setToastOpen] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const dialogTitleId = useId();

  const showToast = (severity: Toast['severity'], message: string) => {
    setToast({ severity, message, key: Date.now() });
    setToastOpen(true);
  };
  const closeToast = () => setToastOpen(false);

  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        <Typography component="h1" variant="h5">
          {t('playground.examplesTitle')}
        </Typography>
        <Link component={RouterLink} to="/playground">
          {t('playground.toOverview')}
        </Link>
      </Stack>
      <PlaygroundSection title={t('playground.toasts')}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            onClick={() => showToast('success', t('messages.addedToCart', { quantity: SAMPLE_CART_QUANTITY }))}
          >
            {t('playground.showSuccessToast')}
          </Button>
          <Button
            variant="outlined"
            color="error"
            onClick={() => showToast('error', t(`errors.${CLIENT_ERROR_CODES.unexpectedRetry}`))}
          >
            {t('playground.showErrorToast')}
          </Button>
        </Stack>
      </PlaygroundSection>
      <PlaygroundSection title={t('playground.dialogs')}>
        <Button variant="contained" onClick={() => setDialogOpen(true)}>
          {t('playground.openDialog')}
        </Button>
      </PlaygroundSection>
      <Snackbar
        key={toast?.key}
        open={toastOpen}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        autoHideDuration={toast?.severity === 'error' ? TOAST_AUTO_HIDE_MS.error : TOAST_AUTO_HIDE_MS.other}
        onClose={(_, reason) => reason !== 'clickaway' && closeToast()}
      >
        {toast ? (
          <Alert severity={toast.severity} variant="filled" onClose={closeToast} closeText={t('playground.close')}>
            {toast.message}
          </Alert>
        ) : undefined}
      </Snackbar>
      <Dialog open={dialogOpen} onClose={() => setDialogOpen(false)} aria-labelledby={dialogTitleId}>
        <DialogTitle id={dialogTitleId}>{t('playground.dialogTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('playground.dialogBody')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDialogOpen(false)}>{t('playground.cancel')}</Button>
          <Button variant="contained" onClick={() => setDialogOpen(false)}>
            {t('playground.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
