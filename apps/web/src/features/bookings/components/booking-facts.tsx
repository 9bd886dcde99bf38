import Box from '@mui/material/Box';
import type { BookingDetail } from '@tvcm/contracts';
import type { ReactNode } from 'react';
import { formatImpressions } from '../../../components/digital-items-table';
import { FIGURE_SX } from '../../../components/figure';
import { formatYen } from '../../../lib/format-broadcast';
import { formatDateTime } from '../../../lib/format-date-time';
import { useTranslation } from '../../../lib/i18n';
import { useTradeService } from '../../../lib/trade-service';
import type { BookingSide } from '../api/booking-keys';
import { formatAirPeriod } from '../format';
import { BookingStatusChip } from './status-chips';

type FactKey =
  | 'applicationNumber'
  | 'status'
  | 'station'
  | 'area'
  | 'buyer'
  | 'advertiser'
  | 'industry'
  | 'product'
  | 'cmLength'
  | 'units'
  | 'amount'
  | 'contracted'
  | 'airPeriod'
  | 'materialNote'
  | 'contact'
  | 'appliedBy'
  | 'appliedAt'
  | 'assignee';

/** The material note is free text: a row of its own, across the whole width. */
/** Facts that are figures (a number, an amount, a date): whole on one line. */
const FIGURES = new Set<FactKey>(['applicationNumber', 'cmLength', 'units', 'amount', 'contracted', 'appliedAt']);

type StreamingFact = 'units' | 'airPeriod';
/** What a streaming booking's facts are called where they differ from a TV one's. */
const STREAMING_FACT_LABELS: Record<StreamingFact, 'bookings.detail.facts.impressions' | 'bookings.detail.facts.deliveryPeriod'> =
  {
    units: 'bookings.detail.facts.impressions',
    airPeriod: 'bookings.detail.facts.deliveryPeriod',
  };

const MATERIAL_NOTE_SX = {
  '& dt': { gridColumn: { md: '1' } },
  '& dd': { gridColumn: { md: '2 / -1' }, whiteSpace: 'pre-wrap' },
} as const;

/** The application as it was made: who applied for what, for whom, and how to reach them. */
export function BookingFacts({ booking, side }: { booking: BookingDetail; side: BookingSide }) {
  const { t } = useTranslation();
  // A streaming booking's units mix thousands of impressions and days: its impressions say more.
  const streaming = useTradeService() !== 'TV';
  const impressions = formatImpressions(booking.digitalItems.reduce((sum, item) => sum + item.impressions, 0));
  const facts: [FactKey, ReactNode][] = [
    ['applicationNumber', booking.applicationNumber],
    ['status', <BookingStatusChip key="status" status={booking.status} />],
    ['station', booking.station.name],
    ['area', booking.area.name],
    ['buyer', booking.buyer.name],
    ['advertiser', booking.advertiser.name],
    ['industry', t(`industries.${booking.advertiser.industry}`)],
    ['product', booking.productName],
    ['cmLength', t('bookings.detail.seconds', { seconds: booking.cmLengthSeconds })],
    ['units', streaming ? impressions : t('bookings.detail.unitsValue', { count: booking.units })],
    ['amount', formatYen(booking.totalAmount)],
    // After the contract notice, what was contracted beside what was applied for.
    ...(booking.status === 'CONTRACTED' || booking.status === 'PARTLY_CONTRACTED'
      ? ([
          [
            'contracted',
            streaming
              ? formatYen(booking.contractedAmount)
              : t('bookings.detail.contractedValue', {
                  amount: formatYen(booking.contractedAmount),
                  count: booking.contractedUnits,
                }),
          ],
        ] as [FactKey, ReactNode][])
      : []),
    ['airPeriod', formatAirPeriod(booking.airPeriod)],
    ['contact', t('bookings.detail.contactValue', { name: booking.contactName, phone: booking.contactPhone })],
    ['appliedBy', booking.appliedBy ?? t('bookings.thread.unknownSender')],
    ['appliedAt', formatDateTime(booking.appliedAt)],
    ...(side === 'station'
      ? ([['assignee', booking.assignee?.name ?? t('bookings.list.unassigned')]] as [FactKey, ReactNode][])
      : []),
    ['materialNote', booking.materialNote || t('bookings.detail.noMaterialNote')],
  ];
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: 'max-content 1fr', md: 'repeat(2, max-content 1fr)' },
        columnGap: 3,
        rowGap: 1,
        alignItems: 'baseline',
        '& dt': { color: 'text.secondary', typography: 'body2', fontWeight: 600 },
        '& dd': { m: 0, typography: 'body2', minWidth: 0, overflowWrap: 'anywhere' },
      }}
    >
      {facts.map(([key, value]) => (
        <Box
          key={key}
          sx={{
            display: 'contents',
            ...(key === 'materialNote' && MATERIAL_NOTE_SX),
            ...(FIGURES.has(key) && { '& dd': FIGURE_SX }),
          }}
        >
          <dt>
            {t(
              streaming && key in STREAMING_FACT_LABELS
                ? STREAMING_FACT_LABELS[key as StreamingFact]
                : `bookings.detail.facts.${key}`,
            )}
          </dt>
          <dd>{value}</dd>
        </Box>
      ))}
    </Box>
  );
}
