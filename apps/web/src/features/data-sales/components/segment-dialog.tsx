import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ManagedSegment } from '@tvcm/contracts';
import { type ReactNode, useId } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { SegmentFacts } from './segment-facts';
import { SegmentStatusActions } from './segment-status-actions';
import { SegmentStatusChip } from './segment-status-chip';
import { ValuesUpload } from './values-upload';
import { VersionsTable } from './versions-table';

interface SegmentDialogProps {
  /** The segment as the list now shows it: after a change the list is fetched again and this follows. */
  segment: ManagedSegment;
  onEdit: () => void;
  onClose: () => void;
}

/** One segment: what was registered, its status and the actions it allows, the values upload and the versions. */
export function SegmentDialog({ segment, onEdit, onClose }: SegmentDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth fullScreen={fullScreen}>
      <DialogTitle
        id={titleId}
        sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', overflowWrap: 'anywhere' }}
      >
        {segment.name}
        <SegmentStatusChip status={segment.status} />
      </DialogTitle>
      <DialogContent>
        <Stack spacing={3} divider={<Divider flexItem />}>
          <Stack spacing={1.5}>
            <SegmentFacts segment={segment} />
            {segment.status !== 'WITHDRAWN' && (
              <Button variant="outlined" onClick={onEdit} sx={{ alignSelf: 'flex-start' }}>
                {t('dataSales.segment.edit')}
              </Button>
            )}
          </Stack>
          <Section heading={t('dataSales.status.heading')}>
            <SegmentStatusActions segment={segment} />
          </Section>
          <Section heading={t('dataSales.values.heading')}>
            <ValuesUpload segment={segment} />
          </Section>
          <Section heading={t('dataSales.versions.heading')}>
            <VersionsTable versions={segment.versions} current={segment.currentVersion?.version ?? null} />
          </Section>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('dataSales.segment.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function Section({ heading, children }: { heading: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1.5}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {heading}
      </Typography>
      {children}
    </Stack>
  );
}
