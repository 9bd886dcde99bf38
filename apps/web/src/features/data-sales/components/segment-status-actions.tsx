import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ManagedSegment, SegmentAction } from '@tvcm/contracts';
import { useId, useState } from 'react';
import { SendButton } from '../../../components/send-button';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toasts';
import { useSendOnce } from '../../../lib/use-send-once';
import { useChangeSegmentStatus } from '../api/change-segment-status';
import { type SegmentRefusalCode, segmentRefusal } from '../api/segment-refusal';
import { formatCount } from '../format';

/** The actions each status offers (DRAFT → PUBLISHED ⇄ PAUSED → WITHDRAWN). */
const ACTIONS: Record<ManagedSegment['status'], readonly SegmentAction[]> = {
  DRAFT: ['publish'],
  PUBLISHED: ['pause', 'withdraw'],
  PAUSED: ['publish', 'withdraw'],
  WITHDRAWN: [],
};

const DONE = {
  publish: 'dataSales.status.published',
  pause: 'dataSales.status.paused',
  withdraw: 'dataSales.status.withdrawn',
} as const;

/**
 * 公開 / 一時停止 / 取下げ: what the segment's status allows, publishing only once it has values,
 * and a withdrawal (final) only after a confirmation.
 */
export function SegmentStatusActions({ segment }: { segment: ManagedSegment }) {
  const { t } = useTranslation();
  const change = useChangeSegmentStatus();
  const [confirming, setConfirming] = useState(false);
  const [refused, setRefused] = useState<SegmentRefusalCode | null>(null);
  const titleId = useId();
  const descriptionId = useId();
  const hasValues = segment.currentVersion !== null;

  const sending = useSendOnce(async (action: SegmentAction) => {
    setConfirming(false);
    setRefused(null);
    try {
      await change.mutateAsync({ segmentId: segment.id, action });
    } catch (error) {
      const refusal = segmentRefusal(error);
      if (refusal) setRefused(refusal.code);
      return;
    }
    showToast('success', t(DONE[action], { name: segment.name }));
  });

  const actions = ACTIONS[segment.status];
  const label = (action: SegmentAction) =>
    action === 'publish'
      ? t(segment.status === 'PAUSED' ? 'dataSales.status.resume' : 'dataSales.status.publish')
      : t(`dataSales.status.${action}`);

  return (
    <Stack spacing={1.5}>
      {refused && <Alert severity="error">{`${t(`errors.${refused}`)}${t('dataSales.refreshed')}`}</Alert>}
      {segment.status === 'WITHDRAWN' && (
        <Typography variant="body2" color="text.secondary">
          {t('dataSales.status.withdrawnNote')}
        </Typography>
      )}
      {segment.status === 'PAUSED' && (
        <Typography variant="body2" color="text.secondary">
          {t('dataSales.status.pausedNote')}
        </Typography>
      )}
      {actions.includes('publish') && !hasValues && (
        <Typography variant="body2" color="text.secondary">
          {t('dataSales.status.needsValues')}
        </Typography>
      )}
      {actions.length > 0 && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {actions.map((action) => (
            <SendButton
              key={action}
              variant={action === 'withdraw' ? 'outlined' : 'contained'}
              color={action === 'withdraw' ? 'error' : 'primary'}
              busy={sending.busy}
              disabled={action === 'publish' && !hasValues}
              onClick={() => (action === 'withdraw' ? setConfirming(true) : void sending.run(action))}
            >
              {label(action)}
            </SendButton>
          ))}
        </Stack>
      )}
      {confirming && (
        <Dialog
          open
          onClose={() => setConfirming(false)}
          aria-labelledby={titleId}
          aria-describedby={descriptionId}
          maxWidth="xs"
          fullWidth
        >
          <DialogTitle id={titleId}>{t('dataSales.status.confirmWithdraw.title')}</DialogTitle>
          <DialogContent>
            <DialogContentText id={descriptionId}>
              {t('dataSales.status.confirmWithdraw.message', {
                name: segment.name,
                licences: formatCount(segment.activeLicences),
              })}
            </DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setConfirming(false)} autoFocus>
              {t('dataSales.status.confirmWithdraw.cancel')}
            </Button>
            <Button variant="contained" color="error" onClick={() => void sending.run('withdraw')}>
              {t('dataSales.status.confirmWithdraw.confirm')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Stack>
  );
}
