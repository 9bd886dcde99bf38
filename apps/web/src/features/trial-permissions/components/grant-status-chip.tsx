import Chip, { type ChipProps } from '@mui/material/Chip';
import type { TrialGrantStatus } from '@tvcm/contracts';
import { useTranslation } from '../../../lib/i18n';

type ShownStatus = TrialGrantStatus | 'none';

// Colours whose text keeps a 4.5:1 contrast filled or outlined (MUI's info and warning do not).
const COLOURS: Record<ShownStatus, ChipProps['color']> = {
  ACTIVE: 'success',
  SCHEDULED: 'primary',
  EXPIRED: 'default',
  none: 'default',
};

/** Where a grant stands today, in words; the colour is only a second cue. */
export function GrantStatusChip({ status }: { status: ShownStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant={status === 'ACTIVE' ? 'filled' : 'outlined'}
      color={COLOURS[status]}
      label={t(`trialPermissions.statuses.${status}`)}
    />
  );
}
