import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type CartableSlot, type CartFigureQuery, SLOT_KINDS } from '@tvcm/contracts';
import { formatBroadcastTime, formatRating, formatShortDate, formatYen } from '../../../lib/format-broadcast';
import { type TFunction, useTranslation } from '../../../lib/i18n';
import { figureLabels } from './figure-labels';
import { FigureList } from './figure-list';

const kindLabel = (t: TFunction, slot: CartableSlot) =>
  slot.kind === SLOT_KINDS.lastMinute ? t('carts.addDialog.lastMinute') : t('carts.addDialog.normal');

/** One slot's terms, so the buyer checks what they are about to put in the cart. */
function OneSlot({ slot, figures }: { slot: CartableSlot; figures: CartFigureQuery }) {
  const { t } = useTranslation();
  const labels = figureLabels(t, figures);
  return (
    <FigureList
      rows={[
        {
          label: t('carts.addDialog.station'),
          value: t('carts.addDialog.stationValue', { station: slot.station.name, area: slot.areaName }),
        },
        {
          label: t('carts.addDialog.airTime'),
          value: t('carts.addDialog.airTimeValue', { date: formatShortDate(slot.date), time: formatBroadcastTime(slot.start) }),
          figure: true,
        },
        {
          label: t('carts.addDialog.lengthPosition'),
          value: t('carts.addDialog.lengthPositionValue', { seconds: slot.length, position: slot.position }),
        },
        { label: t('carts.addDialog.kind'), value: kindLabel(t, slot) },
        { label: t('carts.addDialog.programme'), value: slot.programmeTitle ?? t('carts.addDialog.noProgramme') },
        { label: t('carts.addDialog.price'), value: formatYen(slot.price), figure: true },
        {
          label: t('carts.addDialog.remaining'),
          value: t('carts.addDialog.remainingValue', { count: slot.remaining }),
          figure: true,
        },
        { label: t('carts.addDialog.rating', labels), value: formatRating(slot.rating), figure: true },
        { label: t('carts.addDialog.perCost', labels), value: formatYen(slot.perCost), figure: true },
        { label: t('carts.addDialog.cpm', labels), value: formatYen(slot.cpm), figure: true },
      ]}
    />
  );
}

/** Several slots from the list's selection: one compact line each. */
function SlotLines({ slots }: { slots: CartableSlot[] }) {
  const { t } = useTranslation();
  return (
    <Box
      component="ul"
      aria-label={t('carts.addDialog.slotsList')}
      sx={{ m: 0, p: 0, listStyle: 'none', maxHeight: 200, overflow: 'auto', border: 1, borderColor: 'divider' }}
    >
      {slots.map((slot) => (
        <Box component="li" key={slot.id} sx={{ px: 1, py: 0.5, borderBottom: 1, borderColor: 'divider', typography: 'body2' }}>
          <Box sx={{ fontWeight: 'bold' }}>
            {t('carts.addDialog.slotLine', {
              station: slot.station.shortName,
              date: formatShortDate(slot.date),
              time: formatBroadcastTime(slot.start),
              length: t('carts.addDialog.seconds', { seconds: slot.length }),
              position: slot.position,
              kind: kindLabel(t, slot),
            })}
          </Box>
          <Box sx={{ color: 'text.secondary' }}>
            {t('carts.addDialog.slotLineDetail', {
              programme: slot.programmeTitle ?? t('carts.addDialog.noProgramme'),
              price: formatYen(slot.price),
              remaining: slot.remaining,
            })}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

interface SlotDetailsProps {
  slots: CartableSlot[];
  figures: CartFigureQuery;
  /** Units of each slot, or null while the field holds no valid number. */
  quantity: number | null;
}

/** What is being added and what it comes to. */
export function SlotDetails({ slots, figures, quantity }: SlotDetailsProps) {
  const { t } = useTranslation();
  const [first] = slots;
  if (!first) return null;
  const units = quantity === null ? null : quantity * slots.length;
  const total = quantity === null ? null : slots.reduce((sum, slot) => sum + slot.price, 0) * quantity;
  return (
    <Box component="section" aria-label={t('carts.addDialog.slot')}>
      {slots.length === 1 ? (
        <OneSlot slot={first} figures={figures} />
      ) : (
        <>
          <Typography variant="body2" sx={{ mb: 0.5 }}>
            {t('carts.addDialog.slotsCount', { count: slots.length })}
          </Typography>
          <SlotLines slots={slots} />
        </>
      )}
      <Box sx={{ mt: 1 }}>
        <FigureList
          rows={[
            {
              label: t('carts.addDialog.total'),
              value: total === null ? '—' : t('carts.addDialog.totalValue', { amount: formatYen(total), units }),
              figure: true,
            },
          ]}
        />
      </Box>
    </Box>
  );
}
