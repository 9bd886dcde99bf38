import Chip, { type ChipProps } from '@mui/material/Chip';
import type { PlanStatus } from '@tvcm/contracts';
import { useTranslation } from '../../../lib/i18n';

// Colours whose text keeps a 4.5:1 contrast filled or outlined; the name is the cue, the colour a second one.
const COLOURS: Record<PlanStatus, ChipProps['color']> = {
  DRAFT: 'default',
  CARTED: 'primary',
  APPLIED: 'success',
};

/** A plan's status in Japanese: 作成中・カート作成済・申込済. */
export function PlanStatusChip({ status }: { status: PlanStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant={status === 'DRAFT' ? 'outlined' : 'filled'}
      color={COLOURS[status]}
      label={t(`plannings.statuses.${status}`)}
    />
  );
}
