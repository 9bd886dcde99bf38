import Chip from '@mui/material/Chip';
import type { StationSlot, StationSlotStatusFilter } from '@tvcm/contracts';
import { useTranslation } from '../../../lib/i18n';

/** Where a slot stands for the station: withdrawn, or on sale with units left or none (the list's filter). */
export function slotStatusOf(
  slot: Pick<StationSlot, 'status' | 'unitsOnSale' | 'unitsHeld' | 'unitsSold'>,
): StationSlotStatusFilter {
  if (slot.status === 'WITHDRAWN') return 'WITHDRAWN';
  return slot.unitsOnSale - slot.unitsHeld - slot.unitsSold <= 0 ? 'SOLD_OUT' : 'ON_SALE';
}

// Colours whose text keeps a 4.5:1 contrast; the word says it, the colour is a second cue.
const LOOKS = {
  ON_SALE: { color: 'success', variant: 'outlined' },
  SOLD_OUT: { color: 'error', variant: 'filled' },
  WITHDRAWN: { color: 'default', variant: 'filled' },
} as const;

export function SlotStatusChip({ slot }: { slot: StationSlot }) {
  const { t } = useTranslation();
  const status = slotStatusOf(slot);
  return <Chip size="small" {...LOOKS[status]} label={t(`stationSlots.slots.statuses.${status}`)} />;
}
