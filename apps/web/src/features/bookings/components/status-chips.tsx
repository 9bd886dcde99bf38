import Chip, { type ChipProps } from '@mui/material/Chip';
import type { BookingItemStatus, BookingStatus } from '@tvcm/contracts';
import { useTranslation } from '../../../lib/i18n';

// Colours whose text keeps a 4.5:1 contrast filled or outlined (MUI's info and warning do not).
const BOOKING_COLOURS: Record<BookingStatus, ChipProps['color']> = {
  APPLIED: 'primary',
  IN_REVIEW: 'primary',
  CONTRACTED: 'success',
  PARTLY_CONTRACTED: 'success',
  DECLINED: 'error',
  CANCELLED: 'default',
};

const ITEM_COLOURS: Record<BookingItemStatus, ChipProps['color']> = {
  APPLIED: 'default',
  ACCEPTED: 'primary',
  DECLINED: 'error',
  CONTRACTED: 'success',
  CANCELLED: 'default',
};

/** A booking's status: its name in Japanese, the colour only a second cue. */
export function BookingStatusChip({ status }: { status: BookingStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant={status === 'IN_REVIEW' || status === 'PARTLY_CONTRACTED' || status === 'CANCELLED' ? 'outlined' : 'filled'}
      color={BOOKING_COLOURS[status]}
      label={t(`bookings.statuses.${status}`)}
    />
  );
}

export function ItemStatusChip({ status }: { status: BookingItemStatus }) {
  const { t } = useTranslation();
  return <Chip size="small" variant="outlined" color={ITEM_COLOURS[status]} label={t(`bookings.itemStatuses.${status}`)} />;
}
