import Chip, { type ChipProps } from '@mui/material/Chip';
import type { SegmentStatus } from '@tvcm/contracts';
import { useTranslation } from '../../../lib/i18n';

// Colours whose text keeps a 4.5:1 contrast filled or outlined (MUI's info and warning do not).
const SEGMENT_COLOURS: Record<SegmentStatus, ChipProps['color']> = {
  DRAFT: 'default',
  PUBLISHED: 'success',
  PAUSED: 'primary',
  WITHDRAWN: 'default',
};

/** A segment's status: its name in Japanese, the colour only a second cue. */
export function SegmentStatusChip({ status }: { status: SegmentStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant={status === 'PUBLISHED' ? 'filled' : 'outlined'}
      color={SEGMENT_COLOURS[status]}
      label={t(`dataSales.segmentStatuses.${status}`)}
    />
  );
}
