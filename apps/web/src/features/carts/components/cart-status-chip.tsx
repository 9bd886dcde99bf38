import Chip, { type ChipProps } from '@mui/material/Chip';
import type { CartStatus } from '@tvcm/contracts';
import { useTranslation } from '../../../lib/i18n';

/**
 * The menu badge's colours: red for a cart not yet applied for, blue (the theme's navy, whose
 * white text keeps a 4.5:1 contrast where MUI's info blue does not) for one received.
 */
const COLOURS: Record<CartStatus, ChipProps['color']> = {
  OPEN: 'error',
  SENT: 'default',
  RECEIVED: 'primary',
  APPLIED: 'success',
  DELETED: 'default',
};

/** A cart's status in Japanese (未申込・送信済・受信・申込済); the colour is only a second cue. */
export function CartStatusChip({ status }: { status: CartStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant={status === 'RECEIVED' || status === 'APPLIED' ? 'filled' : 'outlined'}
      color={COLOURS[status]}
      label={t(`carts.statuses.${status}`)}
    />
  );
}
