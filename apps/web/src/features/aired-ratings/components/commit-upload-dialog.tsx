import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { AiredRatingsPreview } from '@tvcm/contracts';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { formatCount, formatPeriod } from '../format';

interface CommitUploadDialogProps {
  preview: AiredRatingsPreview;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before the file is stored: it replaces what is stored for its stations and dates, which the analyses read at once. */
export function CommitUploadDialog({ preview, onConfirm, onClose }: CommitUploadDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} aria-describedby={descriptionId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('airedRatings.confirm.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId}>
          {t('airedRatings.confirm.message', {
            fileName: preview.fileName,
            stations: formatCount(preview.stations),
            period: formatPeriod(preview),
            rows: formatCount(preview.rowCount),
          })}{' '}
          {preview.replaced > 0
            ? t('airedRatings.confirm.replaces', { replaced: formatCount(preview.replaced) })
            : t('airedRatings.confirm.replacesNothing')}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('airedRatings.confirm.cancel')}
        </Button>
        <Button variant="contained" onClick={onConfirm}>
          {t('airedRatings.confirm.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
