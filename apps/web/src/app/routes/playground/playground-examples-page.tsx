import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CLIENT_ERROR_CODES } from '@tvcm/contracts';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toasts';
import { PlaygroundSection } from './playground-section';

const SAMPLE_CART_QUANTITY = 3;

/**
 * `/playground/examples`: the interactive blocks, a toast and a dialog, as the app uses them. The
 * toasts are the app's own (top right, replaced rather than stacked when repeated).
 */
export function PlaygroundExamplesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('playground.examplesTitle'));
  const [dialogOpen, setDialogOpen] = useState(false);
  const dialogTitleId = useId();

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
