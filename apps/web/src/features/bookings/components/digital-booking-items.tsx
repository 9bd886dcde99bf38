import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type BookingDetail,
  businessDateOf,
  DELIVERY_NOTE_MAX_LENGTH,
  type DigitalBookingItem,
  deliveryReportRequestSchema,
} from '@tvcm/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  type DigitalItemsColumn,
  DigitalItemsTable,
  digitalItemName,
  formatImpressions,
} from '../../../components/digital-items-table';
import { FIGURE_SX } from '../../../components/figure';
import { SendButton } from '../../../components/send-button';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toasts';
import { useSendOnce } from '../../../lib/use-send-once';
import { type BookingRefusal, bookingRefusal } from '../api/booking-refusal';
import { useReportDelivery } from '../api/report-delivery';
import { ItemStatusChip } from './status-chips';

/** A contracted streaming item whose delivery window has ended: its delivery may be reported. */
export function isDeliveryReportable(item: DigitalBookingItem, today = businessDateOf(Date.now())): boolean {
  return (
    item.kind === 'streaming' && item.status === 'CONTRACTED' && item.streaming !== null && item.streaming.deliveryEnd < today
  );
}

/** What was delivered against what was contracted: the shortfall and its share, or that it was met. */
function DeliveryFigures({ item }: { item: DigitalBookingItem }) {
  const { t } = useTranslation();
  if (item.deliveredImpressions === null) {
    return (
      <Typography variant="body2" color="text.secondary" sx={FIGURE_SX}>
        {t(isDeliveryReportable(item) ? 'bookings.digital.notReported' : 'bookings.digital.deliveryPending')}
      </Typography>
    );
  }
  const shortfall = item.impressions - item.deliveredImpressions;
  return (
    <Stack spacing={0.25}>
      <span style={FIGURE_SX}>
        {t('bookings.digital.delivered', { impressions: formatImpressions(item.deliveredImpressions) })}
      </span>
      {shortfall > 0 ? (
        <Typography component="span" variant="body2" color="error" sx={FIGURE_SX}>
          {t('bookings.digital.shortfall', {
            impressions: formatImpressions(shortfall),
            percent: item.impressions > 0 ? ((shortfall / item.impressions) * 100).toFixed(1) : '0.0',
          })}
        </Typography>
      ) : (
        <Typography component="span" variant="body2" color="success.main">
          {t('bookings.digital.achieved')}
        </Typography>
      )}
      {item.deliveryNote && (
        <Typography component="span" variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere', maxWidth: 240 }}>
          {item.deliveryNote}
        </Typography>
      )}
    </Stack>
  );
}

interface DigitalBookingItemsProps {
  booking: BookingDetail;
  /** The station's page: a contracted streaming item past its window takes its delivery report. */
  reportable?: boolean;
  /** Columns before the delivery, e.g. what the station weighs while reviewing. */
  extraColumns?: readonly DigitalItemsColumn<DigitalBookingItem>[];
}

/**
 * A streaming booking's items: the product, window, impressions (and those applied for when the
 * station accepted fewer), targeting, CPM or day price, amount, each item's answer and, once its
 * window has ended, the impressions delivered, any shortfall and the station's note.
 */
export function DigitalBookingItems({ booking, reportable = false, extraColumns = [] }: DigitalBookingItemsProps) {
  const { t } = useTranslation();
  const columns: DigitalItemsColumn<DigitalBookingItem>[] = [
    { key: 'status', header: t('bookings.digital.status'), cell: (item) => <ItemStatusChip status={item.status} /> },
    ...extraColumns,
  ];
  // The delivery, once an item is contracted: before that, there is none to show.
  if (booking.digitalItems.some((item) => item.kind === 'streaming' && item.status === 'CONTRACTED')) {
    columns.push({
      key: 'delivery',
      header: t('bookings.digital.delivery'),
      cell: (item) =>
        item.kind === 'streaming' && (
          <Stack spacing={1}>
            <DeliveryFigures item={item} />
            {reportable && isDeliveryReportable(item) && <DeliveryReportForm bookingId={booking.id} item={item} />}
          </Stack>
        ),
    });
  }
  return (
    <DigitalItemsTable
      items={booking.digitalItems}
      label={t('bookings.digital.label')}
      extraColumns={columns}
      showStation={false}
    />
  );
}

interface DeliveryValues {
  deliveredImpressions: string;
  note: string;
}

/** The station's delivery report of one item: the impressions delivered and a note (why fewer). */
function DeliveryReportForm({ bookingId, item }: { bookingId: number; item: DigitalBookingItem }) {
  const { t } = useTranslation();
  const name = digitalItemName(item);
  const report = useReportDelivery(bookingId);
  const [refusal, setRefusal] = useState<BookingRefusal | null>(null);
  const { register, handleSubmit, formState } = useForm<DeliveryValues>({
    defaultValues: {
      deliveredImpressions: String(item.deliveredImpressions ?? item.impressions),
      note: item.deliveryNote ?? '',
    },
  });
  const sending = useSendOnce(
    handleSubmit(async (values) => {
      setRefusal(null);
      const request = deliveryReportRequestSchema.parse({
        deliveredImpressions: Number(values.deliveredImpressions),
        note: values.note,
      });
      try {
        await report.mutateAsync({ itemId: item.id, request });
      } catch (error) {
        setRefusal(bookingRefusal(error));
        return;
      }
      showToast('success', t('bookings.digital.report.saved'));
    }),
  );
  const error = formState.errors.deliveredImpressions;
  return (
    <Stack
      component="form"
      noValidate
      onSubmit={sending.submit}
      spacing={1}
      aria-label={t('bookings.digital.report.heading')}
      data-print="hide"
      sx={{ minWidth: 200 }}
    >
      <TextField
        size="small"
        label={t('bookings.digital.report.deliveredImpressions')}
        inputMode="numeric"
        error={error !== undefined}
        helperText={error?.message}
        slotProps={{ htmlInput: { 'aria-label': t('bookings.digital.report.deliveredFor', { name }) } }}
        {...register('deliveredImpressions', {
          validate: (value) =>
            (/^[0-9]{1,10}$/.test(value.trim()) &&
              deliveryReportRequestSchema.shape.deliveredImpressions.safeParse(Number(value)).success) ||
            t('bookings.digital.report.invalid'),
        })}
      />
      <TextField
        size="small"
        label={t('bookings.digital.report.note')}
        slotProps={{
          htmlInput: { 'aria-label': t('bookings.digital.report.noteFor', { name }), maxLength: DELIVERY_NOTE_MAX_LENGTH },
        }}
        {...register('note')}
      />
      {refusal && <Alert severity="error">{t(`bookings.refusals.${refusal}`)}</Alert>}
      <SendButton type="submit" size="small" variant="outlined" busy={sending.busy}>
        {sending.busy ? t('bookings.digital.report.saving') : t('bookings.digital.report.save')}
      </SendButton>
    </Stack>
  );
}
