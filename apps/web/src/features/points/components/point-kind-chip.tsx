import Chip from '@mui/material/Chip';
import type { PointKind } from '@tvcm/contracts';
import { useTranslation } from '../../../lib/i18n';
import { directionOf } from '../format';

// Outlined chips whose text keeps a 4.5:1 contrast; the word says the kind, the colour whether
// it added or took points (an adjustment may do either).
const COLOURS = { in: 'success', out: 'error', none: 'default' } as const;

export function PointKindChip({ kind, amount }: { kind: PointKind; amount: number }) {
  const { t } = useTranslation();
  return <Chip size="small" variant="outlined" color={COLOURS[directionOf(amount)]} label={t(`points.kinds.${kind}`)} />;
}
