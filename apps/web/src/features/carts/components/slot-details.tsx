import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SLOT_KINDS, type SlotListItem } from '@tvcm/contracts';
import { useTranslation } from 'react-i18next';
import { formatBroadcastTime, formatShortDate, formatYen } from '../../../lib/format-broadcast';

function SlotLine({ slot }: { slot: SlotListItem }) {
  const { t } = useTranslation();
  const kind = slot.kind === SLOT_KINDS.lastMinute ? t('carts.dialog.lastMinute') : '';
  return (
    <Box component="li" sx={{ py: 0.5, borderBottom: 1, borderColor: 'divider', listStyle: 'none' }}>
      <Typography variant="body2" sx={{ fontWeight: 'bold' }}>
        {slot.areaName} {slot.station.shortName} {formatShortDate(slot.date)} {formatBroadcastTime(slot.start)}{' '}
        {t('carts.dialog.seconds', { seconds: slot.length })} {slot.position} {kind}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('carts.dialog.programme')}：{slot.programmeTitle ?? '—'} ／ {t('carts.dialog.price')}：{formatYen(slot.price)} ／{' '}
        {t('carts.dialog.remaining', { count: slot.remaining })}
      </Typography>
    </Box>
  );
}

/** The slots being added: their terms, so the buyer checks what they are about to hold. */
export function SlotDetails({ slots }: { slots: SlotListItem[] }) {
  const { t } = useTranslation();
  const total = slots.reduce((sum, slot) => sum + slot.price, 0);
  return (
    <Box>
      {slots.length > 1 && (
        <Typography variant="body2" sx={{ mb: 0.5 }}>
          {t('carts.dialog.slotsCount', { count: slots.length })} ／ {t('carts.dialog.total', { amount: formatYen(total) })}
        </Typography>
      )}
      <Box component="ul" sx={{ m: 0, p: 0, maxHeight: 220, overflow: 'auto' }}>
        {slots.map((slot) => (
          <SlotLine key={slot.id} slot={slot} />
        ))}
      </Box>
    </Box>
  );
}
