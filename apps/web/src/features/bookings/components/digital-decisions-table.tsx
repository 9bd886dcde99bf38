import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type BookingDetail, type DigitalBookingItem, STREAMING_UNIT_IMPRESSIONS } from '@tvcm/contracts';
import { type Control, Controller } from 'react-hook-form';
import { type DigitalItemsColumn, digitalItemName, formatImpressions } from '../../../components/digital-items-table';
import { useTranslation } from '../../../lib/i18n';
import type { ReviewValues } from '../review-form';
import { DigitalBookingItems } from './digital-booking-items';
import { DecisionFields } from './item-decisions-table';

interface DigitalDecisionsTableProps {
  booking: BookingDetail;
  control: Control<ReviewValues>;
  disabled: boolean;
}

/** Units of the product still on sale beside each item: what the station weighs. */
export const digitalRemainingColumn = (label: string): DigitalItemsColumn<DigitalBookingItem> => ({
  key: 'remaining',
  header: label,
  numeric: true,
  cell: (item) =>
    item.kind === 'streaming' ? formatImpressions(item.remaining * STREAMING_UNIT_IMPRESSIONS) : String(item.remaining),
});

/**
 * A streaming booking's items with the station's choice for each: to take it (受ける) — a
 * streaming item for as many thousands of impressions as the station can deliver, at most those
 * asked — or to decline it (断る), and why.
 */
export function DigitalDecisionsTable({ booking, control, disabled }: DigitalDecisionsTableProps) {
  const { t } = useTranslation();
  const indexOf = new Map(booking.digitalItems.map((item, index) => [item.id, booking.items.length + index]));
  return (
    <DigitalBookingItems
      booking={booking}
      extraColumns={[
        digitalRemainingColumn(t('bookings.digital.remaining')),
        {
          key: 'decision',
          header: t('bookings.digital.decision'),
          cell: (item) => {
            const index = indexOf.get(item.id) ?? 0;
            const name = digitalItemName(item);
            return (
              // Room for the accepted impressions beside their unit, the table's one field.
              <Box sx={{ minWidth: '10.5rem' }}>
                <DecisionFields
                  labels={{
                    decision: t('bookings.digital.decisionFor', { name }),
                    reason: t('bookings.digital.reasonFor', { name }),
                    note: t('bookings.digital.noteFor', { name }),
                  }}
                  index={index}
                  control={control}
                  disabled={disabled}
                  accepted={
                    item.kind === 'streaming' && (
                      <ImpressionsField item={item} index={index} control={control} disabled={disabled} />
                    )
                  }
                />
              </Box>
            );
          },
        },
      ]}
    />
  );
}

function ImpressionsField({
  item,
  index,
  control,
  disabled,
}: {
  item: DigitalBookingItem;
  index: number;
  control: Control<ReviewValues>;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const asked = item.appliedImpressions ?? item.impressions;
  const max = Math.floor(asked / STREAMING_UNIT_IMPRESSIONS);
  return (
    <Controller
      control={control}
      name={`items.${index}.thousands`}
      rules={{
        validate: (value, values) => {
          if (values.items[index]?.decision !== 'ACCEPT') return true;
          const thousands = Number(value);
          return (
            (/^[0-9]{1,10}$/.test(value.trim()) && thousands >= 1 && thousands <= max) ||
            t('bookings.digital.impressionsInvalid', { max })
          );
        },
      }}
      render={({ field, fieldState }) => (
        <div>
          <TextField
            {...field}
            size="small"
            disabled={disabled}
            label={t('bookings.digital.impressions')}
            error={fieldState.error !== undefined}
            helperText={fieldState.error?.message}
            sx={{ maxWidth: 200 }}
            slotProps={{
              htmlInput: {
                inputMode: 'numeric',
                'aria-label': t('bookings.digital.impressionsFor', { name: digitalItemName(item) }),
              },
              input: { endAdornment: <InputAdornment position="end">{t('bookings.digital.impressionsUnit')}</InputAdornment> },
            }}
          />
          <Typography variant="caption" color="text.secondary" component="div">
            {t('bookings.digital.impressionsHint', { impressions: formatImpressions(asked) })}
          </Typography>
        </div>
      )}
    />
  );
}
